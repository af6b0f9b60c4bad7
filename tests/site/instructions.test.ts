/**
 * The emergency instructions as readers meet them on the built pages: every piece that declares a
 * situation shows its instruction's block (an overdose, self-harm, the months around a birth), counted
 * against the declarations of every piece in either language; the block reads the same wherever it stands;
 * and the help box under a Spanish piece lists what the English box lists for the same situations.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseFrontmatter } from '@astrojs/markdown-remark';
import type { HTMLElement } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import type { HelpSituation } from '../../src/config/help-schema.ts';
import { INSTRUCTION_IDS, INSTRUCTIONS, instructionRule } from '../../src/config/instructions.ts';
import { piecePath, spanishPiecePath } from '../../src/lib/content/collections.ts';
import { CONTENT_FOLDERS } from '../../src/lib/content/content-folders.ts';
import { builtPages } from './built-site';

const root = join(import.meta.dirname, '..', '..');
const pages = new Map(builtPages().map((page) => [page.path, page.document]));

interface Piece {
  path: string;
  language: 'en' | 'es';
  help: HelpSituation[];
  draft: boolean;
}

function piecesIn(dir: string, language: Piece['language'], pathOf: (id: string) => string): Piece[] {
  // A practice may have no pieces in Spanish at all.
  if (!existsSync(join(root, dir))) return [];
  return readdirSync(join(root, dir))
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => {
      const { frontmatter } = parseFrontmatter(readFileSync(join(root, dir, file), 'utf8'));
      return {
        path: pathOf(file.replace(/\.mdx$/, '')),
        language,
        help: (frontmatter.help ?? []) as HelpSituation[],
        draft: frontmatter.draft === true,
      };
    });
}

const pieces = [
  ...piecesIn(CONTENT_FOLDERS.blog, 'en', (id) => piecePath('blog', id)),
  ...piecesIn(CONTENT_FOLDERS.answers, 'en', (id) => piecePath('answers', id)),
  ...piecesIn(CONTENT_FOLDERS.es, 'es', spanishPiecePath),
].filter((piece) => !piece.draft && pages.has(piece.path));

/** The instructions a piece's declarations call for. */
const declaredFor = (help: HelpSituation[]) =>
  INSTRUCTION_IDS.filter((id) => {
    const { declared, when } = instructionRule(id).required;
    return Boolean(declared?.some((situation) => help.includes(situation)) || when?.(help));
  });

const blocksOn = (document: HTMLElement) =>
  document
    .querySelectorAll('main [data-instruction]')
    .map((block) => block.getAttribute('data-instruction')!);

/** A block's words as a reader reads them, without the id its heading takes on that page. */
const wordsOf = (block: HTMLElement) => block.textContent.replace(/\s+/g, ' ').trim();

describe('the emergency instructions on the built pages', () => {
  it('reads the pieces of the build', () => {
    expect(pieces.length).toBeGreaterThan(0);
  });

  it('every piece shows the block of each instruction its situations declare', () => {
    const missing = pieces.flatMap((piece) => {
      const shown = new Set(blocksOn(pages.get(piece.path)!));
      return declaredFor(piece.help)
        .filter((id) => !shown.has(id))
        .map((id) => `${piece.path}: declares ${piece.help.join(', ')} but shows no ${id} block`);
    });
    expect(missing).toEqual([]);
  });

  it('counts, for each instruction a situation calls for, as many pieces showing it as declaring it', () => {
    for (const id of INSTRUCTION_IDS.filter((each) => instructionRule(each).required.declared)) {
      for (const language of ['en', 'es'] as const) {
        const inLanguage = pieces.filter((piece) => piece.language === language);
        const declaring = inLanguage.filter((piece) => declaredFor(piece.help).includes(id)).length;
        const showing = inLanguage.filter(
          (piece) => declaredFor(piece.help).includes(id) && blocksOn(pages.get(piece.path)!).includes(id),
        ).length;
        expect(showing, `${id} in ${language}`).toBe(declaring);
      }
    }
  });

  it('reads the same words wherever a block stands, in each language, with the title written once', () => {
    for (const id of INSTRUCTION_IDS) {
      for (const language of ['en', 'es'] as const) {
        const words = new Set(
          pieces
            .filter((piece) => piece.language === language)
            .flatMap((piece) =>
              pages
                .get(piece.path)!
                .querySelectorAll(`main [data-instruction="${id}"]`)
                .map((block) => wordsOf(block)),
            ),
        );
        expect(words.size, `${id} in ${language}`).toBeLessThanOrEqual(1);
        for (const text of words) expect(text.startsWith(INSTRUCTIONS[id]![language].title)).toBe(true);
      }
    }
  });
});

const spanish = pieces.filter((piece) => piece.language === 'es');

// A practice without pieces in Spanish has no such box to hold.
describe.skipIf(spanish.length === 0)('the help box under a Spanish piece', () => {
  it.each(spanish.map((piece) => [piece.path, piece] as const))(
    '%s lists the lines, the 911 notes and the answers for parents of its English box',
    (path) => {
      const document = pages.get(path)!;
      // The English answer it is the Spanish version of, as its link under the help box names it.
      const english = pages.get(document.querySelector('main a[hreflang="en"]')!.getAttribute('href')!)!;
      const box = (page: HTMLElement, heading: string) =>
        page.querySelector(`[aria-labelledby="${heading}"]`)!;
      const lines = (element: HTMLElement) =>
        element.querySelectorAll('[data-help-line]').map((line) => line.getAttribute('data-help-line'));
      const es = box(document, 'help-heading');
      const en = box(english, 'help-heading');
      expect(lines(es)).toEqual(lines(en));
      expect(es.querySelectorAll('[data-help-emergency-note]').length).toBe(
        en.querySelectorAll('[data-help-emergency-note]').length,
      );
      expect(es.querySelectorAll('[data-help-parents]').length).toBe(
        en.querySelectorAll('[data-help-parents]').length,
      );
      // A line that answers only in English says so, in Spanish.
      for (const item of es.querySelectorAll('[data-help-english]'))
        expect(item.textContent.trim()).toBe('Atiende en inglés.');
    },
  );
});
