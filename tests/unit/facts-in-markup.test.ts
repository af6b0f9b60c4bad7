import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRACTICE } from '../../src/config/practice.ts';

const root = join(import.meta.dirname, '..', '..');
const CODE = /\.(astro|ts|tsx)$/;

function codeFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => CODE.test(file))
    .map((file) =>
      relative(root, join(root, dir, file))
        .split('\\')
        .join('/'),
    );
}

/**
 * The practice's identifying facts as the configuration holds them: a practice that edits the
 * configuration must see them change on every page, so no page, component, layout or library module
 * may write one again.
 */
function practiceFacts(): string[] {
  const people = PRACTICE.therapists.flatMap((therapist) => [therapist.name, therapist.shortName]);
  return [
    PRACTICE.name,
    PRACTICE.shortName,
    PRACTICE.phone.display,
    PRACTICE.phone.tel,
    PRACTICE.email,
    PRACTICE.address.street,
    PRACTICE.address.city,
    ...people,
  ];
}

describe('the practice facts in code', () => {
  it('come only from the configuration: no page, component, layout or module spells one', () => {
    const facts = [...new Set(practiceFacts())];
    const found = [
      'src/pages',
      'src/components',
      'src/layouts',
      'src/lib',
      'src/server',
      'src/client',
    ].flatMap((dir) =>
      codeFiles(dir).flatMap((file) => {
        const text = readFileSync(join(root, file), 'utf8');
        return facts.filter((fact) => text.includes(fact)).map((fact) => `${file}: "${fact}"`);
      }),
    );
    expect(found).toEqual([]);
  });
});
