import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { CONTENT_COLLECTIONS, type CollectionName } from '../content/collections.ts';
import { CONTENT_FOLDERS } from '../content/content-folders.ts';
import { contentToday } from '../content/clock.ts';
import { readContentFile, type ContentFile, type Problem } from './content-file.ts';
import type { CheckContext } from './rule.ts';
import { RULES } from './rules/index.ts';
import { siteRoutes } from './site-routes.ts';

export type { Problem };

export function readContent(root: string, options: { body?: boolean } = {}): ContentFile[] {
  return (Object.keys(CONTENT_COLLECTIONS) as CollectionName[]).flatMap((collection) => {
    const dir = join(root, CONTENT_FOLDERS[collection]);
    if (!existsSync(dir)) return [];
    const names = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) =>
      name.endsWith('.mdx'),
    );
    return names.sort().map((name) => {
      const absolute = join(dir, name);
      const path = relative(root, absolute).split('\\').join('/');
      return readContentFile(path, collection, readFileSync(absolute, 'utf8'), options);
    });
  });
}

/** Every problem of every content file under `root`, in file and line order. */
export function checkContent(root: string, options: { today?: string } = {}): Problem[] {
  const files = readContent(root);
  const context: CheckContext = {
    root,
    today: options.today ?? contentToday(),
    routes: siteRoutes(root, files),
  };
  const problems = RULES.flatMap((rule) => rule(files, context));
  return problems.sort((a, b) => a.path.localeCompare(b.path) || a.line - b.line);
}

/** `path:line: message`, the form editors and terminals turn into a link to the line. */
export function formatProblem(problem: Problem): string {
  return `${problem.path}:${problem.line}: ${problem.message}`;
}

/** The report printed by `npm run check:content` and by a build that stops on content. */
export function formatReport(problems: readonly Problem[]): string {
  const files = new Set(problems.map((p) => p.path)).size;
  const count = `${problems.length} content problem${problems.length === 1 ? '' : 's'}`;
  return [...problems.map(formatProblem), `${count} in ${files} file${files === 1 ? '' : 's'}`].join('\n');
}
