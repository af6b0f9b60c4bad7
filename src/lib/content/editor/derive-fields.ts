import { fields, type ComponentSchema } from '@keystatic/core';
import type { z } from 'astro/zod';

/*
 * The browser editor's fields (Keystatic, under `npm run dev`) derived from the content schemas, so a
 * field added to a schema appears in the editor with the same rules, and one the editor cannot show
 * stops the editor's configuration from loading instead of being left out unseen.
 */

/** A Keystatic field of any kind (the editor's configuration takes them as they come). */
export type EditorField = ComponentSchema;

type Zod = z.ZodType;

/** How a field is shown: its label, a hint, and labels for the values of a fixed list. */
export interface FieldCopy {
  label?: string;
  description?: string;
  optionLabels?: Readonly<Record<string, string>>;
}

/**
 * A field the schema alone cannot describe (a date, an image, a reference, a choice of either of two
 * shapes): made by hand, given whether the schema requires it.
 */
export type FieldOverride = (required: boolean) => unknown;

interface Unwrapped {
  type: Zod;
  required: boolean;
  defaultValue: unknown;
}

/** The field's own type under `.optional()` and `.default()`, and whether a value must be written. */
export function unwrap(field: Zod): Unwrapped {
  let type = field;
  let required = true;
  let defaultValue: unknown;
  for (;;) {
    const def = type._zod.def as { type: string; innerType?: Zod; defaultValue?: unknown };
    if (def.type === 'optional') required = false;
    else if (def.type === 'default') {
      required = false;
      defaultValue = def.defaultValue;
    } else return { type, required, defaultValue };
    type = def.innerType!;
  }
}

/** The hint under a field, when it has one (Keystatic's options take no `undefined`). */
const hint = (copy: FieldCopy) => (copy.description === undefined ? {} : { description: copy.description });

const zodType = (type: Zod) => (type._zod.def as { type: string }).type;

/** "quickExit" → "Quick exit": the label of a field nobody has named. */
export function humanize(name: string): string {
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

/** A value written for people ("Family Dynamics") is its own label; an id ("domestic-violence") is not. */
const optionLabel = (value: string) => (/[A-Z ]/.test(value) ? value : humanize(value));

const options = (values: readonly string[], labels: Readonly<Record<string, string>> = {}) =>
  values.map((value) => ({ value, label: labels[value] ?? optionLabel(value) }));

/**
 * A Keystatic select keeps a string and has no empty choice. This one stores what the schema wants:
 * nothing when the writer picks "None" (an optional field), or a number (the answers' tier).
 */
type Stored = Parameters<ReturnType<typeof fields.select>['parse']>[0];

export function storedAs<T>(
  field: ReturnType<typeof fields.select>,
  toStored: (value: string) => T | undefined,
  fromStored: (value: unknown) => unknown,
) {
  return {
    ...field,
    parse: (value: unknown) => field.parse(fromStored(value) as Stored),
    serialize: (value: string) => ({ value: toStored(value) }),
    reader: { parse: (value: unknown) => toStored(field.reader.parse(fromStored(value) as Stored)) },
  };
}

function enumField(values: readonly string[], required: boolean, defaultValue: unknown, copy: FieldCopy) {
  const label = copy.label!;
  const choices = options(values, copy.optionLabels);
  if (required || defaultValue !== undefined) {
    const initial = typeof defaultValue === 'string' ? defaultValue : values[0]!;
    return fields.select({ label, ...hint(copy), options: choices, defaultValue: initial });
  }
  const select = fields.select({
    label,
    ...hint(copy),
    options: [{ value: '', label: 'None' }, ...choices],
    defaultValue: '',
  });
  return storedAs(
    select,
    (value) => (value === '' ? undefined : value),
    (value) => value ?? '',
  );
}

function numberField(type: Zod, required: boolean, copy: FieldCopy) {
  const number = type as unknown as { minValue: number | null; maxValue: number | null };
  const { minValue: min, maxValue: max } = number;
  const label = copy.label!;
  // A short range of whole numbers with names (the answers' tiers) is a list to choose from.
  if (required && copy.optionLabels && min !== null && max !== null) {
    const values = Array.from({ length: max - min + 1 }, (_, i) => String(min + i));
    const select = fields.select({
      label,
      ...hint(copy),
      options: values.map((value) => ({ value, label: `${value}: ${copy.optionLabels?.[value] ?? value}` })),
      defaultValue: values[0]!,
    });
    return storedAs(select, Number, (value) => (value === undefined ? value : String(value)));
  }
  return fields.integer({
    label,
    ...hint(copy),
    validation: { isRequired: required, ...(min !== null && { min }), ...(max !== null && { max }) },
  });
}

function textField(type: Zod, required: boolean, copy: FieldCopy) {
  const text = type as unknown as { minLength: number | null; maxLength: number | null };
  const min = text.minLength ?? (required ? 1 : undefined);
  const max = text.maxLength ?? undefined;
  return fields.text({
    label: copy.label!,
    ...hint(copy),
    // Anything longer than a title is written over several lines.
    multiline: max === undefined || max > 120,
    validation: {
      isRequired: required,
      length: { ...(min !== undefined && { min }), ...(max !== undefined && { max }) },
    },
  });
}

/** The fewest items a list must have (`z.array(...).min(n)`), if the schema sets it. */
export function minItems(array: Zod): number | undefined {
  const checks = (array._zod.def as { checks?: { _zod: { def: { check: string; minimum?: number } } }[] })
    .checks;
  return checks?.find((check) => check._zod.def.check === 'min_length')?._zod.def.minimum;
}

/** The editor field for one schema field of a plain type (text, number, yes/no, fixed list, list). */
function deriveField(name: string, field: Zod, copy: FieldCopy = {}): unknown {
  const { type, required, defaultValue } = unwrap(field);
  const named = { ...copy, label: copy.label ?? humanize(name) };
  switch (zodType(type)) {
    case 'string':
      return textField(type, required, named);
    case 'number':
      return numberField(type, required, named);
    case 'boolean':
      return fields.checkbox({
        label: named.label,
        ...hint(named),
        defaultValue: defaultValue === true,
      });
    case 'enum':
      return enumField((type as z.ZodEnum).options as string[], required, defaultValue, named);
    case 'array': {
      const array = type as unknown as z.ZodArray<Zod> & { _zod: { def: { checks?: unknown[] } } };
      const element = unwrap(array.element).type;
      if (zodType(element) === 'enum') {
        return fields.multiselect({
          label: named.label,
          ...hint(named),
          options: options((element as z.ZodEnum).options as string[], named.optionLabels),
        });
      }
      const min = minItems(array);
      return fields.array(deriveField(name, array.element, { label: named.label }) as EditorField, {
        label: named.label,
        ...hint(named),
        itemLabel: (props) => String((props as { value?: unknown }).value ?? ''),
        ...(min !== undefined && { validation: { length: { min } } }),
      });
    }
    default:
      throw new Error(
        `The editor has no field for "${name}" (a ${zodType(type)} in the schema): give it an override in keystatic.config.ts.`,
      );
  }
}

/**
 * Every field of a collection's schema, in the schema's order: the override where there is one, the
 * derived field otherwise.
 */
export function deriveFields(
  schema: z.ZodObject,
  copy: Readonly<Record<string, FieldCopy>>,
  overrides: Readonly<Record<string, FieldOverride>> = {},
): Record<string, EditorField> {
  const unknown = Object.keys(overrides).filter((name) => !(name in schema.shape));
  if (unknown.length) throw new Error(`Overrides for fields the schema does not have: ${unknown.join(', ')}`);
  return Object.fromEntries(
    Object.entries(schema.shape).map(([name, field]) => {
      const override = overrides[name];
      const editorField = override
        ? override(unwrap(field as Zod).required)
        : deriveField(name, field as Zod, copy[name]);
      return [name, editorField as EditorField];
    }),
  );
}
