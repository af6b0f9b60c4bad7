import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

/** The project's own modules a file imports (type imports included), as paths from the root. */
function importsOf(file: string): string[] {
  const source = readFileSync(join(root, file), 'utf8');
  const code = file.endsWith('.astro') ? (/^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '') : source;
  return ts
    .preProcessFile(code, true, true)
    .importedFiles.map(({ fileName }) => fileName)
    .filter((specifier) => specifier.startsWith('.') || specifier.startsWith('@/'))
    .map((specifier) =>
      specifier.startsWith('@/') ? join('src', specifier.slice(2)) : join(dirname(file), specifier),
    )
    .map((path) => ['', '.ts', '.tsx', '/index.ts'].map((end) => path + end).find((p) => isModule(p)))
    .filter((path): path is string => path !== undefined)
    .map((path) => relative(root, join(root, path)).split('\\').join('/'));
}

const isModule = (path: string) => /\.(ts|tsx|astro)$/.test(path) && existsSync(join(root, path));

/** Every circle of imports among `files`, each as the files around it. */
function circles(files: string[]): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const visit = (file: string, path: string[]) => {
    state.set(file, 'open');
    for (const next of importsOf(file)) {
      if (state.get(next) === 'open') found.push([...path.slice(path.indexOf(next)), file, next]);
      else if (!state.has(next)) visit(next, [...path, file]);
    }
    state.set(file, 'done');
  };
  for (const file of files) if (!state.has(file)) visit(file, []);
  return found;
}

describe('imports', () => {
  // A module in a circle can be read before it has finished loading; a type shared by both sides of one
  // belongs in a file that both import.
  it('form no circle in src/', () => {
    const files = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
      .map((file) => `src/${file.split('\\').join('/')}`)
      .filter(isModule);
    expect(circles(files).map((circle) => circle.join(' -> '))).toEqual([]);
  });
});
