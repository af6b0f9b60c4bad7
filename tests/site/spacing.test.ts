/**
 * Words glued to numbers in the text a reader meets on every built page: "for12 months" or "meet,30%" is
 * what a template gives when a line break beside an expression is dropped, and it reads as a typo on the
 * page where a visitor weighs a fee. Web addresses and reference numbers (PMC3918025, NG225) are
 * written that way on purpose and are left out.
 */
import type { HTMLElement } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { builtPages, readerText } from './built-site';

/** A lower-case word run into a number ("for12"), a number into a word ("12months"), a comma into a number. */
const GLUED = /^[a-z]{2,}\d|\d(?:[a-z]{4,}|months?|weeks?|days?|hours?)$|[a-z][,;]\d/;
/** A web address or a file name: letters and digits side by side there are not a spacing fault. */
const ADDRESS = /[./@]\w/;

function gluedWords(text: string): string[] {
  return text
    .split(/\s+/)
    .map((token) => token.replace(/^[("'“‘]+|[)"'”’.,;:!?]+$/g, ''))
    .filter((token) => !ADDRESS.test(token) && GLUED.test(token));
}

function visibleText(root: HTMLElement): string {
  for (const hidden of root.querySelectorAll('script, style, template')) hidden.remove();
  return readerText(root);
}

describe('no word is glued to a number on any built page', () => {
  it('finds the faults it is for, and passes what is written that way on purpose', () => {
    expect(
      gluedWords('4 sessions a month for12 months, a $1,000 deductible still to meet,30% coinsurance'),
    ).toEqual(['for12', 'meet,30%']);
    expect(
      gluedWords('Call 988. Chat at 988lifeline.org (PMC3918025, NG225), at 3am, for 12 months.'),
    ).toEqual([]);
  });

  it('every page reads with its spaces', () => {
    const problems = builtPages().flatMap((page) => {
      const body = page.document.querySelector('body');
      return body ? gluedWords(visibleText(body)).map((word) => `${page.path}: "${word}"`) : [];
    });
    expect(problems.join('\n')).toBe('');
  });
});
