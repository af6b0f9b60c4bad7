import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOUNDARIES } from '../../eslint.boundaries.js';

const root = join(import.meta.dirname, '..', '..');

/** The rows of docs/architecture.md's directory table: each directory and the directories it may import. */
function documentedBoundaries(): { dir: string; mayImport: string[] }[] {
  const doc = readFileSync(join(root, 'docs', 'architecture.md'), 'utf8');
  const section = doc.slice(doc.indexOf('## Directories and what each may import'));
  return section
    .split('\n')
    .filter((line) => /^\| `[^`]+` +\|/.test(line))
    .map((line) => {
      const [, dir, , mayImport] = line.split('|').map((cell) => cell.trim());
      return {
        dir: dir!.replaceAll('`', ''),
        mayImport: [...mayImport!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!),
      };
    });
}

describe("docs/architecture.md's import table", () => {
  it('says what the lint rule enforces (eslint.boundaries.js), row for row', () => {
    const documented = documentedBoundaries();
    expect(documented.map((row) => row.dir)).toEqual(BOUNDARIES.map((row) => row.dir));
    for (const row of BOUNDARIES) {
      const doc = documented.find((d) => d.dir === row.dir);
      expect(doc?.mayImport.sort(), row.dir).toEqual([...row.mayImport].sort());
    }
  });
});

describe('scripts/', () => {
  it('holds the commands behind npm run only; what they share is in scripts/helpers/', () => {
    const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const commands = Object.values(scripts).join(' ');
    const files = readdirSync(join(root, 'scripts'), { withFileTypes: true }).filter((entry) =>
      entry.isFile(),
    );
    expect(files.map((file) => file.name).filter((name) => !commands.includes(`scripts/${name}`))).toEqual(
      [],
    );
  });
});
