import type { ContentRule } from '../rule.ts';
import type { Problem } from '../content-file.ts';

const URL_IN_TEXT = /https?:\/\/[^\s)<>\]]+/g;

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

/**
 * Every entry of a `## Sources` list links to the document itself (its DOI, PubMed record or the
 * agency's page for it), never a publisher's home page, where a reader cannot find what is cited.
 */
export const sourceLinks: ContentRule = (files) =>
  files
    .filter((file) => file.collection !== 'legal')
    .flatMap((file) => {
      const lines = file.source.split('\n');
      const problems: Problem[] = [];
      let inSources = false;
      lines.forEach((text, index) => {
        if (index + 1 < file.bodyLine) return;
        if (/^#{1,6}\s/.test(text)) inSources = /^##\s+Sources\s*$/.test(text);
        if (!inSources) return;
        for (const match of text.matchAll(URL_IN_TEXT)) {
          const url = trimmed(match[0]);
          if (!isHomePage(url)) continue;
          problems.push({
            path: file.path,
            line: index + 1,
            message: `the source links to a home page (${url}): link the document itself (its DOI, PubMed record or the publisher's page for it), or cite it without a link`,
          });
        }
      });
      return problems;
    });
