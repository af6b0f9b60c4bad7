import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRACTICE } from '#practice';
import { countInWords } from '../../src/lib/practice-words.ts';
import { lineNumbers, STATE_HELP_LINES } from '../practice.ts';

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
 * may write one again. Its own words count too: the home page's line (without its city), the listings'
 * words, the founder's introduction, its assessment, letters, values, steps and story; a single word
 * ("Assessment") is too common a word to be a fact of the practice.
 */
function practiceFacts(): string[] {
  const people = PRACTICE.therapists.flatMap((therapist) => [
    therapist.name,
    therapist.shortName,
    therapist.license.number,
    ...(therapist.intro ? [therapist.intro.heading, therapist.intro.text] : []),
    ...(therapist.intro?.quote ? [therapist.intro.quote] : []),
  ]);
  // The lines of the practice's own state, and the words of the emergency steps its state's laws decide.
  const state = [
    ...new Set(PRACTICE.therapists.map((therapist) => therapist.license.state)),
    ...STATE_HELP_LINES.flatMap((line) => [line.id, line.name, ...lineNumbers(line)]),
    ...Object.values(PRACTICE.instructions).flatMap((text) => (text ? [text.en.title, text.es.title] : [])),
  ];
  const words = [
    ...state,
    PRACTICE.homeHeading.replace(PRACTICE.address.city, '').trim(),
    ...Object.values(PRACTICE.listings).flatMap((listing) => [listing.heading, listing.intro]),
    PRACTICE.assessment.title,
    PRACTICE.assessment.about,
    PRACTICE.newsletter,
    PRACTICE.links.video.summary,
    PRACTICE.about.intro,
    ...PRACTICE.about.story,
    ...[...PRACTICE.values, ...PRACTICE.approach]
      .flatMap((card) => [card.title, card.text])
      .filter((text) => text.includes(' ')),
  ];
  return [
    PRACTICE.name,
    PRACTICE.shortName,
    PRACTICE.phone.display,
    PRACTICE.phone.tel,
    PRACTICE.email,
    PRACTICE.address.street,
    PRACTICE.address.city,
    ...people,
    ...words,
  ];
}

/**
 * The practice's numbers and colours as code would spell them: its clinicians counted ("four
 * clinicians", "4 clinicians"), its services counted ("six services", "Six ways of working"), its
 * consultation's length ("15-minute", "15 minutes") and its theme's colours. Each is derived from the
 * configuration wherever a page says it.
 */
function practiceFigures(): { label: string; pattern: RegExp }[] {
  const count = PRACTICE.therapists.length;
  const minutes = PRACTICE.consultationMinutes;
  const services = PRACTICE.services.length;
  const colours = Object.values(PRACTICE.theme).flatMap((palette) => Object.values(palette));
  return [
    {
      label: `the clinicians' count (${count})`,
      pattern: new RegExp(`\\b(${countInWords(count)}|${count}) (clinicians|therapists)\\b`, 'i'),
    },
    {
      label: `the services' count (${services})`,
      pattern: new RegExp(`\\b(${countInWords(services)}|${services}) (services|ways of working)\\b`, 'i'),
    },
    {
      label: `the consultation's length (${minutes})`,
      pattern: new RegExp(`\\b${minutes}[- ]minutes?\\b`, 'i'),
    },
    ...[...new Set(colours)].map((hex) => ({
      label: `the colour ${hex}`,
      pattern: new RegExp(`${hex}\\b`, 'i'),
    })),
  ];
}

const CODE_DIRS = ['src/pages', 'src/components', 'src/layouts', 'src/lib', 'src/server', 'src/client'];

describe('the practice facts in code', () => {
  it('come only from the configuration: no page, component, layout or module spells one', () => {
    const facts = [...new Set(practiceFacts())];
    const found = CODE_DIRS.flatMap((dir) =>
      codeFiles(dir).flatMap((file) => {
        const text = readFileSync(join(root, file), 'utf8');
        return facts.filter((fact) => text.includes(fact)).map((fact) => `${file}: "${fact}"`);
      }),
    );
    expect(found).toEqual([]);
  });

  it("derive the clinicians' count, the consultation's length and the colours from the configuration", () => {
    const figures = practiceFigures();
    const found = [...CODE_DIRS, 'src/styles'].flatMap((dir) =>
      readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.(astro|ts|tsx|css)$/.test(file))
        .flatMap((file) => {
          const text = readFileSync(join(root, dir, file), 'utf8');
          return figures
            .filter((figure) => figure.pattern.test(text))
            .map((figure) => `${dir}/${file}: ${figure.label}`);
        }),
    );
    expect(found).toEqual([]);
  });

  it('find a figure however code writes it, and no other number', () => {
    const labels = (text: string) =>
      practiceFigures()
        .filter((figure) => figure.pattern.test(text))
        .map((figure) => figure.label);
    const count = PRACTICE.therapists.length;
    const minutes = PRACTICE.consultationMinutes;
    expect(labels(`intro="${countInWords(count)} clinicians, one way"`)).toHaveLength(1);
    expect(labels(`A free ${minutes}-minute consultation`)).toHaveLength(1);
    expect(labels(`background:${PRACTICE.theme.light.brand.toUpperCase()};`)).toHaveLength(1);
    expect(labels(`A free ${minutes + 1}-minute call with ${count + 1} clinicians`)).toEqual([]);
  });
});

/** A height in rem written for a block drawn later, as a class or a style would write it. */
const LATER_HEIGHT = /--later(-md|-lg)?:\s*\d/;

describe('the heights blocks drawn later stand in at', () => {
  it('are worked out from their content: no file of the site writes one', () => {
    const found = [...CODE_DIRS, 'src/styles'].flatMap((dir) =>
      readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.(astro|ts|tsx|css|mdx?)$/.test(file))
        .filter((file) => LATER_HEIGHT.test(readFileSync(join(root, dir, file), 'utf8')))
        .map((file) => `${dir}/${file}`),
    );
    expect(found).toEqual([]);
    expect(LATER_HEIGHT.test('class="later [--later:104rem] md:[--later:58rem]"')).toBe(true);
    expect(LATER_HEIGHT.test('style="--later-md: 40rem"')).toBe(true);
    expect(LATER_HEIGHT.test('contain-intrinsic-block-size: auto var(--later-md);')).toBe(false);
  });
});
