import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { PRACTICE } from '#practice';
import { spanishPiecePath } from '@/lib/content/collections';
import { CONTENT_FOLDERS } from '@/lib/content/content-folders';
import { spanishFiles } from '@/lib/es/spanish-files';
import { staticPages } from '@/lib/pages/registry';
import { spanishPieceSchema } from '@/lib/content/schemas';
import { szigrisztPazos } from '@/lib/es/reading-ease';
import { spanishHappeningNow, spanishPieceLines } from '@/lib/es/piece-lines';
import { contactHref, spanishContactLabel, helpResource } from '@/lib/help/help-lines';
import { isoDate } from '@/lib/dates';

const root = join(import.meta.dirname, '..', '..');
const FRONTMATTER = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/;

/** Each Spanish piece: its id, its frontmatter as written and its body. */
const pieces = spanishFiles(root).map(({ name, source }) => {
  const [, yaml, body] = FRONTMATTER.exec(source)!;
  return { id: name.replace(/\.mdx$/, ''), raw: parse(yaml!) as Record<string, unknown>, body: body! };
});

/** The words a reader reads, as blocks: the title, the short answer and the body up to its sources. */
function readerBlocks(title: string, tldr: string, body: string): string[] {
  const text = body
    .split(/^## Fuentes/m)[0]!
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
    .replace(/\([^)]*\d{4}[^)]*\)/g, '');
  return [title, tldr, ...text.split(/\n+/).map((line) => line.replace(/^\s*(#+|-|\d+\.)\s*/, ''))];
}

describe.runIf(pieces.length > 0)('the pieces in Spanish', () => {
  it('are the two teen crisis answers', () => {
    expect(pieces.map((piece) => piece.raw['translationOf']).sort()).toEqual([
      'when-someone-at-home-hurts-you',
      'when-you-think-about-dying',
    ]);
  });

  for (const piece of pieces) {
    describe(piece.id, () => {
      const data = spanishPieceSchema.parse(piece.raw);
      const english = readFileSync(join(root, CONTENT_FOLDERS.answers, `${data.translationOf}.mdx`), 'utf8');
      const englishData = parse(FRONTMATTER.exec(english)![1]!) as Record<string, unknown>;

      it('is written, reviewed and dated like an answer, by a clinician other than its reviewer', () => {
        expect(data.author).not.toBe(data.reviewer);
        expect(data.updated.getTime()).toBeGreaterThanOrEqual(data.published.getTime());
      });

      it('declares the situations and the reader of its English answer', () => {
        expect(data.help).toEqual(englishData['help']);
        expect(data.audience).toBe(englishData['audience']);
      });

      it('has its registry entry: title, date, Spanish, paired with its English answer', () => {
        const entry = staticPages().find((page) => page.path === spanishPiecePath(piece.id));
        expect(entry).toMatchObject({
          title: data.title,
          lastModified: isoDate(data.updated),
          locale: 'es-US',
          alternate: `/answers/${data.translationOf}`,
          indexed: true,
        });
      });

      it('reads fairly easy in Spanish (INFLESZ 65 or more, the level /es keeps)', () => {
        const score = szigrisztPazos(readerBlocks(data.title, data.tldr, piece.body))!;
        expect(score).toBeGreaterThanOrEqual(65);
      });

      it('opens with 911 and how to get an interpreter, then a line for each crisis it declares, said to a teen', () => {
        const now = spanishHappeningNow(PRACTICE.help, data.help);
        expect(now[0]!.id).toBe(PRACTICE.help.emergency.id);
        expect(spanishContactLabel(now[0]!.contacts[0]!, true)).toBe(
          'Llama al 911 y di «Spanish» para pedir un intérprete',
        );
        for (const line of now) expect(line.contacts.length, line.id).toBeGreaterThan(0);
        expect(spanishPieceLines(PRACTICE.help, data.help).map((line) => line.id)).toContain(
          PRACTICE.help.anyCrisis,
        );
      });
    });
  }

  it('sends a teen thinking of dying to 911, then 988 in Spanish, 911 with naloxone, AYUDA to 741741, and Poison Help last', () => {
    const now = spanishHappeningNow(PRACTICE.help, ['suicide', 'self-harm', 'overdose', 'teen']);
    expect(now.map((line) => line.id)).toEqual([
      'emergency-911',
      '988-lifeline',
      'naloxone-911',
      'crisis-text-line',
      'poison-help',
    ]);
    expect(now[1]!.contacts.map((contact) => spanishContactLabel(contact, true))).toEqual([
      'Llama al 988 y marca 2',
      'Envía AYUDA al 988',
    ]);
    expect(now[2]!.contacts.map(contactHref)).toEqual(['tel:911']);
    expect(now[3]!.contacts.map(contactHref)).toEqual(['sms:741741?&body=AYUDA']);
  });

  it("sends a teen hurt at home to 911, then Childhelp with an interpreter, and lists the state's reporting line in the help box", () => {
    const situations = ['child-abuse', 'domestic-violence', 'teen'] as const;
    const now = spanishHappeningNow(PRACTICE.help, situations);
    expect(now.map((line) => line.id).slice(0, 2)).toEqual(['emergency-911', 'childhelp-hotline']);
    expect(spanishContactLabel(now[1]!.contacts[0]!, true)).toBe(
      'Llama al 1-800-422-4453 y pide un intérprete de español',
    );
    // Every line for a child being hurt that answers in Spanish, the state's reports among them.
    const childLines = (PRACTICE.help.situations['child-abuse'] ?? []).filter(
      (id) => helpResource(PRACTICE.help, id).spanish,
    );
    expect(spanishPieceLines(PRACTICE.help, situations).map((line) => line.id)).toEqual(
      expect.arrayContaining(childLines),
    );
  });
});
