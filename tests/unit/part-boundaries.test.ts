/**
 * The import rule keeps the server's parts apart: the contact pipeline, the counting and the booking
 * meet only in src/server/http (the message-request interface among it) and in the wiring. Each import
 * below is linted as if a file of that directory wrote it.
 */
import { join } from 'node:path';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import { boundariesPlugin } from '../../eslint.boundaries.js';

const root = join(import.meta.dirname, '..', '..');
const linter = new Linter({ cwd: root });
const config = [
  {
    files: ['**/*.ts'],
    plugins: { boundaries: boundariesPlugin },
    rules: { 'boundaries/imports': 'error' },
  },
] as Linter.Config[];

/** The rule's complaints about one import, written in a file of `dir`. */
function complaints(dir: string, specifier: string): string[] {
  const messages = linter.verify(`import '${specifier}';\n`, config, {
    filename: join(root, dir, 'new-file.ts'),
  });
  return messages.map((message) => message.message);
}

describe('the import rule between the parts', () => {
  it.each([
    ['src/server/contact', '../booking/runtime.ts', 'src/server/booking'],
    ['src/server/contact/store', '../../booking/store/hold-store.ts', 'src/server/booking'],
    ['src/server/contact', '../../lib/booking/booking-fields.ts', 'src/lib/booking'],
    ['src/server/booking', '../analytics/booking-figures.ts', 'src/server/analytics'],
    ['src/server/booking', '../../lib/analytics/small-cells.ts', 'src/lib/analytics'],
    ['src/server/booking', '../contact/store/contact-store.ts', 'src/server/contact'],
    ['src/server/analytics', '../booking/holds.ts', 'src/server/booking'],
    ['src/lib/booking', '../analytics/figures.ts', 'src/lib/analytics'],
    ['src/lib/contact', '../booking/booking-fields.ts', 'src/lib/booking'],
    ['src/lib/pages', '../booking/slots.ts', 'src/lib/booking'],
  ])('refuses %s importing %s', (dir, specifier, target) => {
    const from = dir.startsWith('src/lib/pages') ? 'src/lib' : dir.split('/').slice(0, 3).join('/');
    expect(complaints(dir, specifier)).toEqual([
      `${from} may not import ${target} (eslint.boundaries.js, docs/architecture.md)`,
    ]);
  });

  it.each([
    ['src/server/booking', '../http/message-request.ts'],
    ['src/server/contact', '../http/message-request.ts'],
    ['src/server/booking', '../../lib/calendar/office-hours.ts'],
    ['src/server/analytics', '../../lib/calendar/days.ts'],
    ['src/server', './booking/runtime.ts'],
  ])('lets %s import %s', (dir, specifier) => {
    expect(complaints(dir, specifier)).toEqual([]);
  });
});
