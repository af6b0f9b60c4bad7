import { z } from 'astro/zod';
import type { CollectionName } from '../../content/collections.ts';
import { answerSchema, blogSchema, legalSchema } from '../../content/schemas.ts';
import type { ContentRule } from '../rule.ts';

/**
 * The collections' own schemas, with the two types only Astro provides read as text: the image path
 * (its file is checked by the images rule) and the related answer's id (checked by the links rule).
 */
const SCHEMAS: Record<CollectionName, z.ZodObject> = {
  blog: blogSchema(z.string()),
  answers: answerSchema(z.string()),
  legal: legalSchema,
};

/** Fields Astro reads before the schema: `slug` replaces the file name as the piece's address. */
const ASTRO_FIELDS = new Set(['slug']);

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (value, key) =>
      value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined,
    data,
  );
}

/** YAML and MDX that do not parse. */
export const syntax: ContentRule = (files) => files.flatMap((file) => file.syntaxProblems);

/** Every schema problem of every file, not only the first: missing fields, wrong values, bad dates. */
export const schemaFields: ContentRule = (files) =>
  files.flatMap((file) => {
    if (!file.data) return [];
    const result = SCHEMAS[file.collection].safeParse(file.data);
    if (result.success) return [];
    return result.error.issues.map((issue) => {
      const field = issue.path.map(String).join('.');
      const missing = issue.path.length > 0 && valueAt(file.data, issue.path) === undefined;
      let message = issue.message;
      if (missing && issue.code === 'invalid_type') message = 'is missing';
      // "excerpt is 25 characters long", "published: 2025-13-01 is not a date", "updated must be ..."
      let text = `${field}: ${message}`;
      if (!field || message.startsWith(`${field} `)) text = message;
      else if (/^(is|must) /.test(message)) text = `${field} ${message}`;
      return { path: file.path, line: file.lineOf(issue.path), message: text };
    });
  });

/** A misspelt field (`imagealt:`, `drafts: true`) is otherwise dropped without a word. */
export const unknownFields: ContentRule = (files) =>
  files.flatMap((file) => {
    if (!file.data) return [];
    const known = Object.keys(SCHEMAS[file.collection].shape);
    return Object.keys(file.data)
      .filter((key) => !known.includes(key) && !ASTRO_FIELDS.has(key))
      .map((key) => ({
        path: file.path,
        line: file.lineOf([key]),
        message: `${key} is not a field of ${file.collection} files; the fields are ${known.join(', ')}`,
      }));
  });
