/**
 * The browser editor's fields (src/lib/content/editor/) against the content schemas, field by field:
 * the same names, a field the schema requires is one the editor always writes or refuses to leave out,
 * and each value tried is accepted by both or refused by both (lengths, lists, ranges, dates).
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'astro/zod';
import { minItems, unwrap } from '@/lib/content/editor/derive-fields';
import { EDITOR_SCHEMAS, editorConfig } from '@/lib/content/editor/editor-config';
import { LEAD } from '../practice.ts';

type Zod = z.ZodType;

/** The parts of a Keystatic field these checks use. */
interface EditorField {
  kind: string;
  formKind?: string;
  options?: readonly { value: string }[];
  element?: EditorField;
  fields?: Record<string, EditorField>;
  validation?: { length?: { min?: number } };
  parse: (value: unknown, args?: unknown) => unknown;
  validate: (value: unknown) => unknown;
  serialize: (value: unknown) => { value: unknown };
  reader: { parse: (value: unknown) => unknown };
}

const collections = editorConfig.collections as unknown as Record<
  keyof typeof EDITOR_SCHEMAS,
  { schema: Record<string, EditorField>; slugField: string }
>;

const zodAccepts = (field: Zod, value: unknown) => field.safeParse(value).success;

/** Whether the editor reads a stored value without complaint (Keystatic's own check on load and save). */
/** The fields that are also the file name (a collection's slug field, the title): the value holds both. */
const fileNameFields = new Set(
  Object.values(collections).map((collection) => collection.schema[collection.slugField]),
);
const isTitleAndFileName = (field: EditorField) => fileNameFields.has(field);

function editorAccepts(field: EditorField, value: unknown): boolean {
  try {
    // The editor checks the title and the file name together.
    if (isTitleAndFileName(field)) {
      field.validate({ name: value, slug: 'a-file-name' });
    } else field.reader.parse(value);
    return true;
  } catch {
    return false;
  }
}

/** What the editor writes for a field the writer leaves alone: a value, nothing, or a refusal to save. */
function leftAlone(field: EditorField): { refused: true } | { refused: false; value: unknown } {
  if (field.kind === 'array') {
    return (field.validation?.length?.min ?? 0) > 0 ? { refused: true } : { refused: false, value: [] };
  }
  if (field.formKind === 'asset') {
    try {
      field.validate(null);
      return { refused: false, value: undefined };
    } catch {
      return { refused: true };
    }
  }
  try {
    if (isTitleAndFileName(field)) {
      field.validate({ name: '', slug: '' });
      return { refused: false, value: undefined };
    }
    const value = field.validate(field.parse(undefined));
    const written = field.serialize(value).value;
    // Keystatic writes a date as a Date whose text is the day (YYYY-MM-DD).
    return { refused: false, value: written instanceof Date ? written.toISOString() : written };
  } catch {
    return { refused: true };
  }
}

const text = (length: number) => 'x'.repeat(Math.max(length, 0));

/** Values worth trying on a schema field: each side of every limit, every choice and one that is not. */
function probes(name: string, field: Zod): unknown[] {
  const { type } = unwrap(field);
  const def = type._zod.def as { type: string };
  const bounded = type as unknown as {
    minLength?: number | null;
    maxLength?: number | null;
    minValue?: number | null;
    maxValue?: number | null;
  };
  switch (def.type) {
    case 'string': {
      const min = bounded.minLength ?? 0;
      const max = bounded.maxLength ?? min + 500;
      return [text(min - 1), text(min), text(max), text(max + 1)];
    }
    case 'number': {
      const min = bounded.minValue ?? 0;
      const max = bounded.maxValue ?? min + 10;
      return [min - 1, min, max, max + 1, min + 0.5];
    }
    case 'boolean':
      return [true, false, 'yes'];
    case 'enum':
      return [...(type as z.ZodEnum).options, 'not-a-choice'];
    case 'pipe':
      // The calendar dates. An impossible day (2026-02-30) is left out: the editor's date picker
      // cannot write one, and the content check refuses one typed into a file.
      return ['2026-01-02', 'soon'];
    case 'union':
      // The blog's author: a clinician id (an outside author is written in the file, see editor-config.ts).
      return [LEAD.id, 'not-a-clinician'];
    case 'array': {
      const element = (type as z.ZodArray<Zod>).element;
      const { type: elementType } = unwrap(element);
      if ((elementType._zod.def as { type: string }).type === 'enum') {
        const options = (elementType as z.ZodEnum).options;
        return [[], options.slice(0, 1), [...options], ['not-a-choice']];
      }
      return [];
    }
    default:
      throw new Error(`No values to try for ${name} (${def.type})`);
  }
}

describe.each(Object.keys(EDITOR_SCHEMAS) as (keyof typeof EDITOR_SCHEMAS)[])('the %s editor', (name) => {
  const schema = EDITOR_SCHEMAS[name] as unknown as z.ZodObject;
  const editor = collections[name].schema;
  const shape = schema.shape as Record<string, Zod>;

  it('has every field of the schema and the body, and no other', () => {
    expect(Object.keys(editor).sort()).toEqual([...Object.keys(shape), 'body'].sort());
  });

  it.each(Object.keys(shape))('writes %s whenever the schema requires it', (field) => {
    const outcome = leftAlone(editor[field]!);
    const required = !zodAccepts(shape[field]!, undefined);
    if (outcome.refused) {
      expect(required, `${field} is optional in the schema but the editor insists on it`).toBe(true);
    } else {
      expect(
        zodAccepts(shape[field]!, outcome.value),
        `${field} left alone is written as a value the schema refuses`,
      ).toBe(true);
    }
  });

  it.each(
    Object.keys(shape).filter(
      (field) => editor[field]!.kind === 'form' && editor[field]!.formKind !== 'asset',
    ),
  )('accepts and refuses the same values of %s as the schema', (field) => {
    const mismatches = probes(field, shape[field]!)
      .filter((value) => editorAccepts(editor[field]!, value) !== zodAccepts(shape[field]!, value))
      .map((value) => JSON.stringify(value).slice(0, 40));
    expect(mismatches).toEqual([]);
  });

  it.each(Object.keys(shape).filter((field) => editor[field]!.kind === 'array'))(
    'asks for as many items of %s as the schema, each checked the same way',
    (field) => {
      const array = unwrap(shape[field]!).type as z.ZodArray<Zod>;
      const list = editor[field]!;
      expect(list.validation?.length?.min ?? 0).toBe(minItems(array) ?? 0);
      const element = unwrap(array.element).type;
      if (list.element!.kind === 'form') {
        for (const value of probes(field, element)) {
          expect(editorAccepts(list.element!, value), `${field} item ${JSON.stringify(value)}`).toBe(
            zodAccepts(element, value),
          );
        }
      } else {
        // A list of objects (related answers): the same keys, each checked the same way.
        const objectShape = (element as z.ZodObject).shape as Record<string, Zod>;
        const objectFields = list.element!.fields!;
        expect(Object.keys(objectFields).sort()).toEqual(Object.keys(objectShape).sort());
        const values: Record<string, unknown[]> = {
          text: ['', 'How to let go'],
          answer: [undefined, 'how-to-let-go'],
        };
        for (const [key, keyField] of Object.entries(objectShape)) {
          for (const value of values[key] ?? []) {
            expect(editorAccepts(objectFields[key]!, value), `${field}.${key} ${JSON.stringify(value)}`).toBe(
              zodAccepts(keyField, value),
            );
          }
        }
      }
    },
  );
});
