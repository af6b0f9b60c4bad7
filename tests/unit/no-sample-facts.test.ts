import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRACTICE, SITE } from '#practice';
import type { PracticeConfig } from '../../src/config/schema.ts';
import { staticPages } from '../../src/lib/pages/registry.ts';
import { lineNumbers, STATE_HELP_LINES } from '../practice.ts';

const root = join(import.meta.dirname, '..', '..');
const testsDir = join(root, 'tests');
const self = join(import.meta.dirname, 'no-sample-facts.test.ts');
// Another practice's fixture lives there on purpose: it is not this practice's facts.
const fixturesDir = join(testsDir, 'fixtures');

interface Fact {
  /** What the fact is, for the failure message: "the practice's phone". */
  label: string;
  pattern: RegExp;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A word or phrase on its own, in any case: "Lee" is found in "Dr. Lee" and "ana-lee", not in "fleet". */
function words(label: string, text: string): Fact {
  return { label, pattern: new RegExp(`(?<![\\p{L}\\p{N}])${escape(text)}(?![\\p{L}\\p{N}])`, 'iu') };
}

/** A phone number however a test might write it: (212) 555-0100, 212-555-0100, 2125550100, +12125550100. */
function phone(label: string, tel: string): Fact {
  const digits = tel.replace(/\D/g, '').slice(-10);
  const groups = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)];
  const [area, exchange, line] = groups.map(escape);
  return { label, pattern: new RegExp(`\\(?${area}\\)?[\\s.-]?${exchange}[\\s.-]?${line}(?!\\d)`) };
}

const domainOf = (email: string) => email.split('@')[1]!;
const hostOf = (url: string) => new URL(url).hostname;

/** A clinician's name without a leading honorific: "Dr. Ana Lee" is "Ana Lee". */
const plainName = (name: string) => name.replace(/^(Dr|Mr|Mrs|Ms|Mx)\.?\s+/, '');

function clinicianFacts(therapist: PracticeConfig['therapists'][number]): Fact[] {
  const who = `clinician ${therapist.id}`;
  return [
    words(`${who}'s name`, therapist.name),
    words(`${who}'s name`, plainName(therapist.name)),
    words(`${who}'s surname`, plainName(therapist.name).split(/\s+/).at(-1)!),
    words(`${who}'s id`, therapist.id),
    words(`${who}'s email`, therapist.email),
    phone(`${who}'s phone`, therapist.phone.tel),
    ...(therapist.profilePath ? [words(`${who}'s profile path`, therapist.profilePath)] : []),
    ...(therapist.website ? [words(`${who}'s website`, hostOf(therapist.website))] : []),
  ];
}

/** The practice's facts, read from its configuration, so the guard holds for whichever practice runs it. */
function practiceFacts(): Fact[] {
  return [
    words("the practice's name", PRACTICE.name),
    words("the practice's short name", PRACTICE.shortName),
    words("the site's name", SITE.siteName),
    phone("the practice's phone", PRACTICE.phone.tel),
    words("the practice's phone", PRACTICE.phone.display),
    words("the practice's email", PRACTICE.email),
    words("the practice's email domain", domainOf(PRACTICE.email)),
    words("the site's host", hostOf(SITE.url)),
    words("the practice's street", PRACTICE.address.street),
    words("the practice's zip", PRACTICE.address.zip),
    ...PRACTICE.therapists.flatMap(clinicianFacts),
    ...stateLineFacts(),
  ];
}

/** The practice's own state's help lines (the national ones are every practice's): their ids and numbers. */
function stateLineFacts(): Fact[] {
  return STATE_HELP_LINES.flatMap((line) => [
    words(`the help line ${line.id}`, line.id),
    ...lineNumbers(line)
      .filter((number) => number.startsWith('+'))
      .map((number) => phone(`the help line ${line.id}'s number`, number)),
  ]);
}

/**
 * A page title the registry holds, written as a test's expected title (toHaveTitle('About Us') or
 * toHaveTitle('About Us | ...')): only there, since many titles are also common words (Blog, Search).
 */
function titleFacts(): Fact[] {
  return staticPages().map((entry) => ({
    label: `the title of ${entry.path}`,
    pattern: new RegExp(`toHaveTitle\\(\\s*['"\`]${escape(entry.title)}(?:['"\`]| \\|)`),
  }));
}

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === fixturesDir ? [] : testFiles(path);
    return path === self ? [] : [path];
  });
}

/** Every line of a test that spells facts, as "tests/e2e/layout.spec.ts:27: the practice's phone". */
function spelledFacts(files: string[], facts: Fact[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, index) => {
      const labels = new Set(facts.filter((fact) => fact.pattern.test(line)).map((fact) => fact.label));
      if (labels.size) {
        found.push(`${relative(root, file).split(sep).join('/')}:${index + 1}: ${[...labels].join(', ')}`);
      }
    });
  }
  return found;
}

describe('tests and the practice they run for', () => {
  const files = testFiles(testsDir);

  it('read the practice facts from its configuration instead of spelling them', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(spelledFacts(files, practiceFacts())).toEqual([]);
  });

  it('take page titles from the page registry instead of spelling them', () => {
    expect(spelledFacts(files, titleFacts())).toEqual([]);
  });

  it('find a fact however a test writes it, and no word that merely contains one', () => {
    const labels = (text: string) =>
      practiceFacts()
        .filter((fact) => fact.pattern.test(text))
        .map((fact) => fact.label);
    const { display, tel } = PRACTICE.phone;
    expect(labels(`getByRole('link', { name: '${display}' })`)).toContain("the practice's phone");
    expect(labels(`'${tel.replace(/\D/g, '').slice(-10)}'`)).toContain("the practice's phone");
    const founder = PRACTICE.therapists[0]!;
    const surname = plainName(founder.name).split(/\s+/).at(-1)!;
    expect(labels(`toContainText('${surname}')`)).toContain(`clinician ${founder.id}'s surname`);
    expect(labels(`'/therapists#${founder.id}'`)).toContain(`clinician ${founder.id}'s id`);
    expect(labels(`in${surname.toLowerCase()}d`)).toEqual([]);
  });
});
