import type { ContentRule } from '../rule.ts';
import type { ContentFile, Problem } from '../content-file.ts';

const URL_IN_TEXT = /https?:\/\/[^\s)<>\]]+/g;
const LIST_ITEM = /^\s*[-*]\s+/;

/** The address as written, without the punctuation that ends the sentence around it. */
const trimmed = (url: string) => url.replace(/[.,;:'"’”]+$/, '');

/**
 * Whether an address is a site's home page: its path is `/` or empty and it asks for nothing more (a
 * query such as `?id=` names a document).
 */
function isHomePage(address: string): boolean {
  try {
    const url = new URL(address);
    return url.pathname === '/' && !url.search;
  } catch {
    return false;
  }
}

/** The body's lines with their line numbers in the file, and whether each sits under `## Sources`. */
function bodyLines(file: ContentFile): { text: string; line: number; inSources: boolean }[] {
  let inSources = false;
  return file.source
    .split('\n')
    .map((text, index) => ({ text, line: index + 1 }))
    .filter(({ line }) => line >= file.bodyLine)
    .map(({ text, line }) => {
      if (/^#{1,6}\s/.test(text)) inSources = /^##\s+Sources\s*$/.test(text);
      return { text, line, inSources };
    });
}

/** The entries of the `## Sources` list: each list item with the lines that continue it. */
function sourceEntries(file: ContentFile): { text: string; line: number }[] {
  const entries: { text: string; line: number }[] = [];
  for (const { text, line, inSources } of bodyLines(file)) {
    if (!inSources || /^#{1,6}\s/.test(text)) continue;
    if (LIST_ITEM.test(text)) entries.push({ text, line });
    else if (text.trim() && entries.length > 0) entries.at(-1)!.text += ` ${text.trim()}`;
  }
  return entries;
}

/**
 * Every entry of a `## Sources` list links to the document itself, its DOI, PubMed record or the
 * agency's page for it, so a reader can follow what a claim rests on; and no link of a piece, in its
 * sources or in its text, goes to a site's home page, where a reader cannot find what is cited.
 */
export const sourceLinks: ContentRule = (files) =>
  files
    .filter((file) => file.collection !== 'legal')
    .flatMap((file) => {
      const problems: Problem[] = [];
      for (const entry of sourceEntries(file)) {
        if (entry.text.match(URL_IN_TEXT)) continue;
        problems.push({
          path: file.path,
          line: entry.line,
          message: `the source has no link a reader can follow: add the address of the document itself (its DOI, PubMed record or the publisher's page for it)`,
        });
      }
      for (const { text, line, inSources } of bodyLines(file)) {
        for (const match of text.matchAll(URL_IN_TEXT)) {
          const url = trimmed(match[0]);
          if (!isHomePage(url)) continue;
          problems.push({
            path: file.path,
            line,
            message: `the ${inSources ? 'source' : 'text'} links to a home page (${url}): link the document itself (its DOI, PubMed record or the publisher's page for it)`,
          });
        }
      }
      return problems;
    });
