import type { ContentRule } from '../rule.ts';
import type { Problem } from '../content-file.ts';
import { isJsxElement, walk } from './tree.ts';

/**
 * Headings go down one level at a time (WCAG 1.3.1): screen-reader users move through a page by its
 * headings, and a jump from ## to #### reads as a missing section. The page's title is its only level-1
 * heading, so a body starts at ## (HTML <h2> to <h6> in a body count too).
 */
export const headingLevels: ContentRule = (files) =>
  files.flatMap((file) => {
    const problems: Problem[] = [];
    let previous = 1;
    walk(file.tree, (node, line) => {
      let depth: number | undefined;
      if (node.type === 'heading') depth = node.depth;
      else if (isJsxElement(node) && /^h[1-6]$/.test(node.name ?? '')) depth = Number(node.name!.slice(1));
      if (depth === undefined) return;
      const mark = '#'.repeat(depth);
      if (depth === 1) {
        problems.push({
          path: file.path,
          line,
          message:
            "a level-1 heading (#) in the body: the title is the page's only one; start sections at ##",
        });
      } else if (depth > previous + 1) {
        const expected = '#'.repeat(previous + 1);
        problems.push({
          path: file.path,
          line,
          message: `heading ${mark} skips a level after ${'#'.repeat(previous)}${previous === 1 ? ' (the title)' : ''}: use ${expected}`,
        });
      }
      previous = depth;
    });
    return problems;
  });
