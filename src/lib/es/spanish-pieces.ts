/**
 * The pieces in Spanish as far as their pages go, read from their files (practices/<name>/content/es), so the page
 * registry lists exactly the pieces a practice has written: adding or removing a file is the whole edit.
 */
import { parse } from 'yaml';
import { spanishFiles } from './spanish-files.ts';

export interface SpanishPiece {
  id: string;
  title: string;
  /** The English answer it is the Spanish version of. */
  translationOf: string;
  /** YYYY-MM-DD. */
  updated: string;
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---/;

const day = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value));

export function readSpanishPieces(root = process.cwd()): SpanishPiece[] {
  return spanishFiles(root).map(({ name, path, source }) => {
    const yaml = FRONTMATTER.exec(source)?.[1];
    const data = (yaml ? parse(yaml) : {}) as Record<string, unknown>;
    for (const field of ['title', 'translationOf', 'updated']) {
      if (!data[field]) throw new Error(`${path}: ${field} is missing`);
    }
    return {
      id: name.replace(/\.mdx$/, ''),
      title: String(data['title']),
      translationOf: String(data['translationOf']),
      updated: day(data['updated']),
    };
  });
}
