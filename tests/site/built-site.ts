import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The static output the checks read: every page as it will be deployed. */
export const CLIENT_DIR = join(import.meta.dirname, '..', '..', 'dist', 'client');

export interface BuiltPage {
  /** Public address: /about for about.html, / for index.html. */
  path: string;
  file: string;
  html: string;
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

export function builtFiles(): string[] {
  return walk(CLIENT_DIR).map((file) => relative(CLIENT_DIR, file).split('\\').join('/'));
}

export function builtPages(): BuiltPage[] {
  return builtFiles()
    .filter((file) => file.endsWith('.html'))
    .map((file) => {
      const path = `/${file.replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`.replace(/\/$/, '') || '/';
      return { path, file, html: readFileSync(join(CLIENT_DIR, file), 'utf8') };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** The error pages answer errors; they are not pages of the site. */
export const isErrorPage = (page: BuiltPage) => page.path === '/404' || page.path === '/500';

export const isNoindex = (page: BuiltPage) => /<meta name="robots" content="noindex"/.test(page.html);

export function attributeValues(html: string, tag: string, attribute: string): string[] {
  const values: string[] = [];
  const pattern = new RegExp(`<${tag}(?=[\\s>/])[^>]*?\\s${attribute}="([^"]*)"`, 'gi');
  for (const match of html.matchAll(pattern)) values.push(decodeEntities(match[1]!));
  return values;
}

export function decodeEntities(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

export function jsonLdBlocks(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
}
