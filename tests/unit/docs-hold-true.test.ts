import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { pageEntrySchema, validatePages, type PageEntry } from '@/config/pages-schema';
import { FEATURE_FLAGS } from '@/config/schema';
import { featureVariable } from '@/config/site-config';
import { COUNT_ENDPOINT } from '@/lib/analytics/wire';
import { CONTACT_ENDPOINT } from '@/lib/contact/contact-endpoint';
import { contentToday } from '@/lib/content/clock';
import { pagePath, staticPages } from '@/lib/pages/registry';
import { ANALYTICS_DEFAULTS, readAnalyticsConfig } from '@/server/analytics/analytics-config';
import { readBookingConfig } from '@/server/booking/booking-config';
import { CONTACT_DEFAULTS, readContactConfig, SQLITE_FILE } from '@/server/contact/contact-config';
import { LOG_DEFAULTS } from '@/server/http/log';
import { readSigningKeys } from '@/server/http/secrets';
import { readServerConfig, SERVER_DEFAULTS } from '@/server/http/server-config';
import { PRACTICE as SAMPLE } from '../../practices/sample/index.ts';

const root = join(import.meta.dirname, '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const DOCS = ['README.md', ...readdirSync(join(root, 'docs')).map((name) => `docs/${name}`)].filter((path) =>
  path.endsWith('.md'),
);

const withoutBlocks = (markdown: string) => markdown.replace(/^```[\s\S]*?^```$/gm, '');

/** A Markdown file's prose: fenced blocks and inline code left out, so examples of syntax are not links. */
const prose = (markdown: string) => withoutBlocks(markdown).replace(/`[^`\n]*`/g, '');

/**
 * The anchors GitHub gives a Markdown file's headings: lower case, punctuation dropped, spaces as hyphens,
 * a repeated heading numbered (`-1`); inline code counts by its text.
 */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  return new Set(
    [...withoutBlocks(markdown).matchAll(/^#{1,6} +(.+)$/gm)].map((heading) => {
      const slug = heading[1]!
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
        .replaceAll(' ', '-');
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      return count === 0 ? slug : `${slug}-${count}`;
    }),
  );
}

describe('the links between README.md and docs/', () => {
  it('lead to files that exist, and to headings they have', () => {
    const broken: string[] = [];
    for (const doc of DOCS) {
      for (const [, target] of prose(read(doc)).matchAll(/\]\(([^)\s]+)\)/g)) {
        // Addresses of the site (/contact) and of the web are not files of the repository.
        if (/^([a-z]+:|\/|#$)/.test(target!)) continue;
        const [file, anchor] = target!.split('#') as [string, string | undefined];
        const path = file ? relative(root, join(root, dirname(doc), file)) : doc;
        if (!existsSync(join(root, path))) broken.push(`${doc}: ${target} (no ${path})`);
        else if (anchor && path.endsWith('.md') && !anchors(read(path)).has(anchor))
          broken.push(`${doc}: ${target} (no heading #${anchor} in ${path})`);
      }
    }
    expect(broken).toEqual([]);
  });
});

// What git ignores (node_modules/, dist/, test-results/...) is no part of the repository, and may not exist yet.
const ignored = read('.gitignore')
  .split('\n')
  .filter((line) => line.endsWith('/'))
  .map((line) => line.slice(0, -1));

/** The repository's top-level folders (src, tests, .ci...): a path that starts with one is the repository's. */
const topFolders = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== '.git' && !ignored.includes(entry.name))
  .map((entry) => entry.name.replaceAll('.', '\\.'));

describe('the paths README.md and docs/ name', () => {
  it('exist, each path of the repository written in code (`src/...`, `tests/...`, `.ci/...`)', () => {
    // A path with a placeholder or a glob (`<id>`, `*`) stands for many and is left out.
    const pathInCode = new RegExp(`\`((?:${topFolders.join('|')})\\/[^\`\\s<>*]*)\``, 'g');
    const missing = DOCS.flatMap((doc) =>
      [...withoutBlocks(read(doc)).matchAll(pathInCode)]
        .map((match) => match[1]!.replace(/#.*$/, ''))
        .filter((path) => !existsSync(join(root, path)))
        .map((path) => `${doc}: ${path}`),
    );
    expect(missing).toEqual([]);
  });
});

describe('the commands README.md and docs/ name', () => {
  it('are scripts of package.json, each `npm run <script>`, `npm start` and `npm test`', () => {
    const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    const unknown = DOCS.flatMap((doc) =>
      [...read(doc).matchAll(/\bnpm (?:run ([a-z0-9][\w:-]*)|(start|test)\b)/g)]
        .map((match) => (match[1] ?? match[2]!).replace(/[:-]+$/, ''))
        .filter((name) => !(name in scripts))
        .map((name) => `${doc}: npm run ${name}`),
    );
    expect([...new Set(unknown)]).toEqual([]);
  });
});

/** One entry of docs/site.md's project layout: a path in the first column and what the lines say of it. */
interface LayoutEntry {
  paths: string[];
  says: string;
}

/** The project layout's entries; a line indented by two names a path under the last unindented one. */
function layout(): LayoutEntry[] {
  const doc = read('docs/site.md');
  const start = doc.indexOf('```\n', doc.indexOf('## Project layout')) + 4;
  const lines = doc.slice(start, doc.indexOf('```', start)).trimEnd().split('\n');
  const entries: LayoutEntry[] = [];
  let parent = '';
  for (const line of lines) {
    const indent = /^ */.exec(line)![0].length;
    if (indent > 2) {
      entries.at(-1)!.says += ` ${line.trim()}`;
      continue;
    }
    // The first column: one path, or several separated by commas, up to two spaces.
    const [, names, says = ''] = /^ *(\S+(?:, \S+)*)(?: {2,}(.*))?$/.exec(line)!;
    const paths = names!.split(', ').map((name) => (indent === 2 ? `${parent}${name}` : name));
    if (indent === 0) parent = paths[0]!;
    entries.push({ paths, says });
  }
  return entries;
}

/** The file and folder names an entry's words mention (`fees.ts`, `analytics/`, `functions/v1/count.ts`). */
const mentioned = (says: string) =>
  says
    .split(/[\s,;()]+/)
    .map((word) => word.replace(/[.:]$/, ''))
    .filter((word) => /^[a-z_][\w.-]*(\/[\w.-]+)*(\/|\.(ts|tsx|mjs|js|json|md|css|astro|mdx))$/.test(word));

/** Where a mentioned name is: inside the entry's own path, else inside one of its parents. */
function found(entry: string, name: string): boolean {
  for (let dir = entry; ; dir = dirname(dir)) {
    if (existsSync(join(root, dir, name))) return true;
    if (dir === '.' || dir === '/') return false;
  }
}

const children = (dir: string, keep: (name: string, isDir: boolean) => boolean) =>
  readdirSync(join(root, dir), { withFileTypes: true })
    .filter((entry) => keep(entry.name, entry.isDirectory()))
    .map((entry) => entry.name);

describe("docs/site.md's project layout", () => {
  const entries = layout();
  const said = (path: string) => entries.find((entry) => entry.paths.includes(path))?.says ?? '';

  it('names paths that exist, and every name it mentions is there', () => {
    const missing = entries.flatMap(({ paths, says }) =>
      paths.flatMap((path) => [
        ...(existsSync(join(root, path)) ? [] : [path]),
        ...(statSync(join(root, path), { throwIfNoEntry: false })?.isDirectory()
          ? mentioned(says)
              .filter((name) => !ignored.includes(name.split('/')[0]!) && !found(path, name))
              .map((name) => `${name} (in ${path})`)
          : []),
      ]),
    );
    expect(missing).toEqual([]);
  });

  it('names every folder and file directly under src/, and each top-level folder', () => {
    const named = new Set(entries.flatMap((entry) => entry.paths).map((path) => path.replace(/\/$/, '')));
    const underSrc = children('src', () => true).map((name) => `src/${name}`);
    const topLevel = children(
      '.',
      (name, isDir) => isDir && !name.startsWith('.') && !ignored.includes(name),
    );
    const unnamed = [...underSrc, ...topLevel].filter(
      (path) => !named.has(path) && ![...named].some((other) => other.startsWith(`${path}/`)),
    );
    expect(unnamed).toEqual([]);
  });

  it("names every file of src/config and every folder of src/lib and src/server in their entries' words", () => {
    const unnamed = [
      ...children('src/config', (_, isDir) => !isDir).map((name) => ['src/config/', name] as const),
      ...children('src/lib', (_, isDir) => isDir).map((name) => ['src/lib/', `${name}/`] as const),
      ...children('src/server', (_, isDir) => isDir).map((name) => ['src/server/', `${name}/`] as const),
    ].filter(([entry, name]) => !mentioned(said(entry)).includes(name));
    expect(unnamed.map(([entry, name]) => `${entry}${name}`)).toEqual([]);
  });
});

/** The registry entry README.md's "Adding a page" shows, evaluated as the object literal it is. */
function readmeExample(): PageEntry {
  const readme = read('README.md');
  const section = readme.slice(readme.indexOf('## Adding a page'));
  const code = /```ts\n([\s\S]*?)```/.exec(section)![1]!;
  return runInNewContext(`(${code.trim().replace(/,$/, '')})`) as PageEntry;
}

describe('README.md\'s "Adding a page" example', () => {
  const example = readmeExample();

  it("passes the registry's own checks beside the pages there are: known fields, a free address and menu slot, a date", () => {
    expect(pageEntrySchema.parse(example)).toEqual(example);
    expect(() => validatePages([...staticPages(), example], 'README.md')).not.toThrow();
  });

  it('names a file that answers at its address', () => {
    expect(pagePath(example.file.replace(/\.astro$/, ''))).toBe(example.path);
  });
});

/** One setting line of .env.example (`# NAME=value`), the section it is in and the comment above it. */
interface ExampleSetting {
  name: string;
  value: string;
  section: string;
  comment: string;
}

/** The section that lists what only the tests, benchmarks and screenshots read. */
const TOOLS_SECTION = 'Tests, benchmarks and screenshots only';

const SETTING_LINE = /^# ([A-Z][A-Z0-9_]*)=(.*)$/;

/** .env.example's settings; a paragraph (up to a blank line) of prose describes the settings in it. */
function envExample(): ExampleSetting[] {
  let section = '';
  return read('.env.example')
    .split(/\n\n+/)
    .flatMap((block) => {
      const lines = block.trim().split('\n');
      const heading = /^# == (.+) ==$/.exec(lines[0]!);
      if (heading) section = heading[1]!;
      const comment = lines.filter((line) => !SETTING_LINE.test(line)).join(' ');
      return lines.flatMap((line) => {
        const [, name, value] = SETTING_LINE.exec(line) ?? [];
        return name ? [{ name, value: value!, section, comment }] : [];
      });
    });
}

/** The files of these folders (or these files) that code is written in, outside node_modules. */
function codeFiles(...paths: string[]): string[] {
  return paths.flatMap((path) => {
    const full = join(root, path);
    if (!statSync(full).isDirectory()) return [full];
    return readdirSync(full, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs|js|astro)$/.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name))
      .filter((file) => !file.includes('node_modules'));
  });
}

/** The names these files read from the environment (`process.env.X`, `env['X']`, `import.meta.env.X`), not set. */
function namesRead(files: string[]): Set<string> {
  const names = new Set<string>();
  const reads = [
    /\benv\??\.([A-Z][A-Z0-9_]*)\b(?!\s*=(?!=))/g,
    /\benv(?:\?\.)?\[['"]([A-Z][A-Z0-9_]*)['"]\](?!\s*=(?!=))/g,
  ];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of reads) for (const [, name] of text.matchAll(pattern)) names.add(name!);
  }
  return names;
}

/** What the configuration readers ask of an environment, recorded as they ask: their schemas' keys included. */
function namesAskedFor(): Set<string> {
  const names = new Set<string>();
  const env = new Proxy({} as Record<string, string | undefined>, {
    get(_, name) {
      if (typeof name === 'string' && /^[A-Z][A-Z0-9_]*$/.test(name)) names.add(name);
      return undefined;
    },
  });
  readServerConfig(env);
  readContactConfig(env);
  readAnalyticsConfig(env);
  // The feeds .env.example lists are the sample's clinicians', whichever practice the tests run under.
  readBookingConfig(env, SAMPLE);
  readSigningKeys(env);
  contentToday(env);
  return names;
}

/** Names the code reads that are not the project's settings, each with why. */
const NOT_THE_PROJECTS: Record<string, string> = {
  PATH: 'where the shell finds commands; the launcher puts its Node first',
  NODE_OPTIONS: "Node's own options, where the launcher adds the condition that resolves #practice",
  LOCALAPPDATA: "Windows' folder for a user's caches: where the launcher keeps Node on Windows",
  XDG_CACHE_HOME: "the freedesktop convention's cache folder: where the launcher keeps Node elsewhere",
  PROD: "Vite's own: true in a build",
  DEV: "Vite's own: true under astro dev, where the routes start the runtime themselves",
  CONTENT_PREVIEWS:
    'a constant the build defines (src/lib/content/previews.ts), not read from the environment',
};

/** The settings the site's code reads: src/ and scripts/, and what the configuration readers ask for. */
function settingsRead(): Set<string> {
  const names = new Set([
    ...namesRead(codeFiles('src', 'scripts')),
    ...namesAskedFor(),
    // The flags are read by a name made from each (src/config/site-config.ts).
    ...FEATURE_FLAGS.map(featureVariable),
  ]);
  for (const name of Object.keys(NOT_THE_PROJECTS)) names.delete(name);
  return names;
}

/** Each default the code exposes, as .env.example writes it (on/off for a switch). */
const CODE_DEFAULTS: Record<string, string> = Object.fromEntries(
  Object.entries({
    ...SERVER_DEFAULTS,
    ...LOG_DEFAULTS,
    ...CONTACT_DEFAULTS,
    ...ANALYTICS_DEFAULTS,
    PUBLIC_CONTACT_ENDPOINT: CONTACT_ENDPOINT,
    PUBLIC_COUNT_ENDPOINT: COUNT_ENDPOINT,
  }).map(([name, value]) => [name, typeof value === 'boolean' ? (value ? 'on' : 'off') : String(value)]),
);

describe('.env.example', () => {
  const settings = envExample();
  const site = settings.filter((setting) => !setting.section.startsWith(TOOLS_SECTION));
  const tools = settings.filter((setting) => setting.section.startsWith(TOOLS_SECTION));
  const codeReads = settingsRead();

  it('names every setting the code reads, each once', () => {
    const named = settings.map((setting) => setting.name);
    expect([...codeReads].filter((name) => !named.includes(name)).sort()).toEqual([]);
    expect(named.filter((name, i) => named.indexOf(name) !== i)).toEqual([]);
  });

  it("names no setting the site's code does not read, and keeps the tests' own apart", () => {
    expect(site.map((setting) => setting.name).filter((name) => !codeReads.has(name))).toEqual([]);
    // The last section's are read by the tests, their configuration, CI's script or the tools of scripts/.
    const toolCode = codeFiles(
      'tests',
      'scripts',
      ...readdirSync(root).filter((name) => /\.(ts|mjs)$/.test(name)),
    );
    const ciReads = [...read('.ci/run').matchAll(/\$\{?([A-Z][A-Z0-9_]*)/g)].map((match) => match[1]!);
    const toolRead = new Set([...namesRead(toolCode), ...ciReads]);
    expect(tools.map((setting) => setting.name).filter((name) => !toolRead.has(name))).toEqual([]);
    const server = new Set([...namesRead(codeFiles('src')), ...namesAskedFor()]);
    expect(tools.map((setting) => setting.name).filter((name) => server.has(name))).toEqual([]);
  });

  it('writes each default the code has, and no value it does not', () => {
    const written = Object.fromEntries(settings.map((setting) => [setting.name, setting.value]));
    expect(Object.fromEntries(Object.keys(CODE_DEFAULTS).map((name) => [name, written[name]]))).toEqual(
      CODE_DEFAULTS,
    );
    expect(
      settings.filter(({ name, value }) => value && !(name in CODE_DEFAULTS)).map((s) => s.name),
    ).toEqual([]);
  });

  it('changes nothing when every line is uncommented as written: the values are the defaults', () => {
    const env = Object.fromEntries(settings.filter((s) => s.value).map((s) => [s.name, s.value]));
    expect(readServerConfig(env)).toEqual(readServerConfig({}));
    expect(readContactConfig(env)).toEqual(readContactConfig({}));
    expect(readAnalyticsConfig(env)).toEqual(readAnalyticsConfig({}));
    expect(readBookingConfig(env)).toEqual(readBookingConfig({}));
  });

  it("says of each of the site's settings whether production needs it, and what unset means where no value is written", () => {
    expect(site.filter((s) => !s.comment.includes('Production:')).map((s) => s.name)).toEqual([]);
    expect(site.filter((s) => !s.value && !s.comment.includes('Unset')).map((s) => s.name)).toEqual([]);
  });

  it('names paths of the repository that exist', () => {
    const paths = [...read('.env.example').matchAll(/\b(?:src|scripts|docs|tests)\/[\w./-]*\w/g)].map(
      (m) => m[0],
    );
    expect(paths.filter((path) => !existsSync(join(root, path)))).toEqual([]);
  });
});

/** Upper-case words the docs write in code that are no setting: each with what it is. */
const NOT_SETTINGS: Record<string, string> = {
  ...NOT_THE_PROJECTS,
  TODO: 'the marker `npm run new` leaves in a draft',
  TZ: "the platform's time zone, which no part reads: each uses the practice's",
  FREQ: "a part of an iCalendar recurrence rule, in the booking's benchmarks",
  BYDAY: "a part of an iCalendar recurrence rule, in the booking's benchmarks",
  REPORT: 'the HTTP method a CalDAV server is asked with',
};

/** A Markdown file's section: its heading and what follows, up to the next heading of its level. */
function sectionOf(markdown: string, heading: string): string {
  const start = markdown.indexOf(`\n${heading}\n`);
  expect(start, heading).toBeGreaterThan(-1);
  const end = markdown.indexOf(`\n${heading.split(' ')[0]} `, start + 1);
  return markdown.slice(start, end === -1 ? undefined : end);
}

/**
 * The upper-case names the code declares (`const CONTACT_ENDPOINT`, and what a practice's module
 * exports: `export const { FEES } = ...`): constants, not settings.
 */
function declaredNames(): Set<string> {
  const declaration = /\b(?:const|let|var|function|class|enum|type|interface)\s+([A-Z][A-Z0-9_]*)\b/g;
  const listed = /\b(?:export|const|let|var)\s*\{([^}]*)\}/g;
  return new Set(
    codeFiles('src', 'scripts', 'tests', 'practices').flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const exported = [...text.matchAll(listed)].flatMap((match) =>
        match[1]!.split(',').map((name) => name.trim()),
      );
      return [...[...text.matchAll(declaration)].map((match) => match[1]!), ...exported];
    }),
  );
}

describe('the settings README.md and docs/ name', () => {
  const named = envExample().map((setting) => setting.name);

  it('are in .env.example, each upper-case name written in code that the code does not declare', () => {
    const declared = declaredNames();
    // `NAME`, `NAME=value`, `NAME=value command`; `FEATURE_<FLAG>` stands for every name it begins.
    const setting = /`([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*(?:_<[A-Z_]+>)?)(?:=[^`]*)?`/g;
    const unknown = DOCS.flatMap((doc) =>
      [...withoutBlocks(read(doc)).matchAll(setting)]
        .map((match) => match[1]!)
        .filter((name) => !declared.has(name) && !(name in NOT_SETTINGS))
        .filter((name) => {
          const prefix = name.split('<')[0]!;
          return name.includes('<')
            ? !named.some((other) => other.startsWith(prefix))
            : !named.includes(name);
        })
        .map((name) => `${doc}: ${name}`),
    );
    expect([...new Set(unknown)]).toEqual([]);
  });

  it("docs/server.md's settings tables give the code's defaults", () => {
    // A row names one variable or several (`A`, `B`) and gives their defaults in the same order (1, 2).
    const rows = sectionOf(read('docs/server.md'), '## Settings')
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .map((line) => line.split('|').map((cell) => cell.trim()));
    const given = rows.flatMap(([, names = '', defaults = '']) => {
      const variables = [...names.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]!);
      const values = defaults
        .replace(/ \(.*\)$/, '')
        .split(', ')
        .map((value) => value.replaceAll('`', ''));
      return variables.length === values.length
        ? variables.map((name, i) => [name, values[i]!] as const)
        : [];
    });
    const checked = given.filter(([name]) => name in CODE_DEFAULTS);
    expect(Object.fromEntries(checked)).toEqual(
      Object.fromEntries(checked.map(([name]) => [name, CODE_DEFAULTS[name]])),
    );
    expect(checked.length).toBeGreaterThan(15);
  });

  it("README.md's configuration names .env.example and the SQLite file where the code keeps it", () => {
    const configuration = sectionOf(read('README.md'), '## Configuration');
    expect(configuration).toContain('`.env.example`');
    expect(configuration).toContain(`\`${normalize(join(CONTACT_DEFAULTS.DATA_DIR, SQLITE_FILE))}\``);
    expect(configuration).toContain('`BOOKING_FEED_<CLINICIAN_ID>`');
  });
});
