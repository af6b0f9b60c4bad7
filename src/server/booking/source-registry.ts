/**
 * The calendar sources (calendar-sources/): every module of that folder whose `source` export is one, in
 * the order of their file names. They are found, not listed, so a new source is one new file there.
 *
 * The feed reader runs two ways, and each finds the folder its own way: started from src/ by Node
 * (`npm start`, `npm run worker`, the benchmarks), the folder is read and each module imported; bundled
 * by Vite (the build's server bundle, the tests), the modules are the bundle's own, through
 * import.meta.glob, since the bundle has no folder of them to read. Either way they are all loaded before
 * this module is, so the settings are checked against them at once (booking-config.ts).
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isCalendarSource, type CalendarSource } from './calendar-sources/source.ts';

/** The sources among modules' exports, in the given order. */
function sourcesOf(modules: readonly unknown[]): CalendarSource[] {
  return modules
    .map((module) => (module as { source?: unknown } | null)?.source)
    .filter((source): source is CalendarSource => isCalendarSource(source));
}

/** A folder's sources: each module of it (.ts, .js, .mjs) that exports one, by file name. */
export async function loadCalendarSources(folder: string): Promise<CalendarSource[]> {
  const files = readdirSync(folder)
    .filter((name) => /\.(?:ts|js|mjs)$/.test(name) && !/\.(?:d|test)\.ts$/.test(name))
    .sort();
  const modules: unknown[] = [];
  for (const name of files) {
    modules.push(await import(/* @vite-ignore */ pathToFileURL(join(folder, name)).href));
  }
  return sourcesOf(modules);
}

/** The folder's modules as Vite bundled them, by path; null under plain Node, which has no glob. */
function bundled(): Record<string, unknown> | null {
  try {
    return import.meta.glob('./calendar-sources/*.ts', { eager: true });
  } catch {
    return null;
  }
}

/** Every calendar source of calendar-sources/, loaded before this module is. */
export const CALENDAR_SOURCES: readonly CalendarSource[] = await (async () => {
  const modules = bundled();
  if (!modules) return loadCalendarSources(join(dirname(fileURLToPath(import.meta.url)), 'calendar-sources'));
  const paths = Object.keys(modules).sort();
  return sourcesOf(paths.map((path) => modules[path]));
})();

/**
 * The one source that reads `url`; an error (naming no address) when none does, or more than one, which
 * would leave the choice to the order of file names.
 */
export function sourceFor(url: URL, sources: readonly CalendarSource[] = CALENDAR_SOURCES): CalendarSource {
  const accepting = sources.filter((source) => source.accepts(url));
  if (accepting.length === 1) return accepting[0]!;
  if (accepting.length === 0) {
    const forms = sources.map((source) => `${source.forms} (${source.name})`).join(', ');
    throw new Error(`no calendar source reads this form of address; the forms read are: ${forms}`);
  }
  throw new Error(`calendar sources ${accepting.map((source) => source.name).join(' and ')} both read it`);
}
