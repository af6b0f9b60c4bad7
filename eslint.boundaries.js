/**
 * Which part of the project may import which: the one definition behind the `boundaries/imports` lint
 * rule (eslint.config.js) and the table of docs/architecture.md, which a unit test holds equal
 * (tests/unit/architecture-doc.test.ts). Every file of the repository belongs to a part, the most
 * specific directory (or file) listed, `.` being the files at the root; it may import its own part and
 * those its entry names (`src/*`: every part of src), nothing else of the project's.
 */
import { dirname, isAbsolute, relative, resolve } from 'node:path';

/**
 * The directories of src/lib with rules of their own (one part of the site's); the rest of src/lib is
 * shared by all and imports none of them.
 */
export const LIB_PARTS = ['src/lib/analytics', 'src/lib/booking', 'src/lib/contact', 'src/lib/therapists'];

/** @type {{ dir: string; mayImport: string[] }[]} */
export const BOUNDARIES = [
  { dir: 'src/config', mayImport: [] },
  // Each practice: its module, validated by the schemas of src/config, its pictures and its pieces (MDX,
  // which ESLint does not read: a piece may import src/components, and nothing else of the project's).
  { dir: 'practices', mayImport: ['src/config'] },
  // The shared src/lib reads content through the content check, so the check reaches no part's rules.
  { dir: 'src/lib/content-check', mayImport: ['src/lib', 'src/config'] },
  // The counting, the booking and the contact form each have their rules here; none imports another's.
  { dir: 'src/lib/analytics', mayImport: ['src/config', 'src/lib'] },
  { dir: 'src/lib/booking', mayImport: ['src/config', 'src/lib'] },
  { dir: 'src/lib/contact', mayImport: ['src/config', 'src/lib'] },
  // A therapist's page says when the clinician is next free.
  { dir: 'src/lib/therapists', mayImport: ['src/config', 'src/lib', 'src/lib/booking'] },
  { dir: 'src/lib', mayImport: ['src/config', 'src/lib/content-check'] },
  { dir: 'src/client-directives', mayImport: [] },
  { dir: 'src/client', mayImport: ['src/lib', ...LIB_PARTS] },
  { dir: 'src/components/islands', mayImport: ['src/lib', ...LIB_PARTS] },
  {
    dir: 'src/components',
    mayImport: ['src/config', 'src/lib', ...LIB_PARTS, 'src/client', 'src/components/islands', 'src/layouts'],
  },
  {
    dir: 'src/layouts',
    mayImport: [
      'src/config',
      'src/lib',
      ...LIB_PARTS,
      'src/components',
      'src/components/islands',
      'src/styles',
    ],
  },
  {
    dir: 'src/pages/functions',
    mayImport: [
      'src/config',
      'src/lib',
      ...LIB_PARTS,
      'src/server',
      'src/server/analytics',
      'src/server/booking',
    ],
  },
  {
    dir: 'src/pages/book',
    mayImport: [
      'src/config',
      'src/lib',
      ...LIB_PARTS,
      'src/components',
      'src/components/islands',
      'src/layouts',
      'src/server',
    ],
  },
  {
    dir: 'src/pages',
    mayImport: [
      'src/config',
      'src/lib',
      ...LIB_PARTS,
      'src/client',
      'src/components',
      'src/components/islands',
      'src/layouts',
    ],
  },
  { dir: 'src/server/http', mayImport: ['src/config', 'src/lib'] },
  // Each part of the server reaches only its own rules in src/lib and the shared src/server/http.
  { dir: 'src/server/contact', mayImport: ['src/config', 'src/lib', 'src/lib/contact', 'src/server/http'] },
  {
    dir: 'src/server/analytics',
    mayImport: ['src/config', 'src/lib', 'src/lib/analytics', 'src/server/http'],
  },
  { dir: 'src/server/booking', mayImport: ['src/config', 'src/lib', 'src/lib/booking', 'src/server/http'] },
  {
    dir: 'src/server',
    mayImport: [
      'src/config',
      'src/lib',
      ...LIB_PARTS,
      'src/server/http',
      'src/server/contact',
      'src/server/analytics',
      'src/server/booking',
    ],
  },
  { dir: 'src/integrations', mayImport: ['src/config', 'src/lib', ...LIB_PARTS] },
  { dir: 'src/content.config.ts', mayImport: ['src/lib', 'src/lib/content-check'] },
  { dir: 'src/env.d.ts', mayImport: [] },
  { dir: 'public', mayImport: [] },
  // The calendar feeds of the booking's tests and screenshots are the practice's clinicians'.
  { dir: 'scripts/helpers', mayImport: ['src/config'] },
  {
    dir: 'scripts',
    mayImport: [
      'scripts/helpers',
      'src/config',
      'src/lib',
      ...LIB_PARTS,
      'src/lib/content-check',
      'src/server',
      'src/server/http',
      'src/server/contact',
      'src/server/analytics',
      'src/server/booking',
    ],
  },
  // Tests may read all of src, the commands (the launcher is tested), their helpers and the import rule.
  { dir: 'tests', mayImport: ['src/*', 'scripts', 'scripts/helpers', '.'] },
  // The tools' configurations at the root: Astro's, the editor's, the test runners' and ESLint's.
  {
    dir: '.',
    mayImport: [
      'src/config',
      'src/lib',
      'src/lib/content-check',
      'src/lib/therapists',
      'src/integrations',
      'scripts/helpers',
    ],
  },
];

/** Directories that are no code's boundary but may be imported (styles). */
const RESOURCES = ['src/styles'];

const within = (path, dir) => path === dir || path.startsWith(`${dir}/`);
const DIRS = [...BOUNDARIES.map((b) => b.dir), ...RESOURCES].sort((a, b) => b.length - a.length);

/** The part (a row of BOUNDARIES, or a resource directory) a project path is in, or undefined. */
export function boundaryOf(path) {
  if (path === '..' || path.startsWith('../') || isAbsolute(path)) return undefined;
  return DIRS.find((dir) => (dir === '.' ? !path.includes('/') : within(path, dir)));
}

/**
 * Whether a part's row lets it import the part `to` (`src/*` names every part of src). A practice is the
 * configuration, chosen by name: a part may import it where it may import src/config, so the browser's
 * own scripts take no practice's module with them.
 */
const allows = (rule, to) => {
  const part = to === 'practices' ? 'src/config' : to;
  if (part === rule.dir) return true;
  return rule.mayImport.some((dir) => dir === part || (dir.endsWith('/*') && within(part, dir.slice(0, -2))));
};

/** A path relative to the project's root, with forward slashes. */
const projectPath = (root, path) => relative(root, path).split('\\').join('/');

/** The project path a specifier names, or undefined for a package's (or Node's, or a URL). */
function targetOf(root, filename, specifier) {
  // The chosen practice's module (package.json's imports), one of practices/.
  if (specifier === '#practice') return 'practices';
  if (specifier.startsWith('@/')) return projectPath(root, resolve(root, 'src', specifier.slice(2)));
  if (specifier.startsWith('.')) return projectPath(root, resolve(dirname(filename), specifier));
  return undefined;
}

/** The text of a string literal or of a template literal without expressions; else undefined. */
function readable(node) {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked;
  return undefined;
}

const MESSAGES = {
  forbidden: '{{from}} may not import {{to}} (eslint.boundaries.js, docs/architecture.md)',
  noPart:
    "{{file}} belongs to no part, so it may import nothing of the project's (eslint.boundaries.js, docs/architecture.md)",
  intoNoPart:
    '{{from}} may not import {{target}}, which belongs to no part (eslint.boundaries.js, docs/architecture.md)',
  unreadable:
    'a dynamic import names its module with a string the import rule can read, or marks a module found at run time with /* @vite-ignore */ and no template string (eslint.boundaries.js)',
  registry:
    'a value kept on globalThis or under Symbol.for reaches any module without an import, past the table: hand it to what uses it, as npm start hands the runtime to each request (eslint.boundaries.js)',
};

/**
 * The lint rule: an import of the project's that its part's row does not allow, or that comes from or
 * goes into no part, is an error, so a new folder cannot import past the table before it has a row.
 */
export const boundariesPlugin = {
  rules: {
    imports: {
      meta: { type: 'problem', schema: [], messages: MESSAGES },
      create(context) {
        const root = context.cwd;
        // An Astro component's <script> is linted as a virtual file beneath the component's own path.
        const filename = context.filename.replace(/(\.astro)\/.*$/, '$1');
        const file = projectPath(root, filename);
        const from = boundaryOf(file);
        const rule = BOUNDARIES.find((b) => b.dir === from);
        const judge = (node, specifier) => {
          const target = targetOf(root, filename, specifier);
          if (target === undefined) return;
          if (!rule) return context.report({ node, messageId: 'noPart', data: { file } });
          const to = boundaryOf(target);
          if (!to) return context.report({ node, messageId: 'intoNoPart', data: { from, target } });
          if (to !== from && !allows(rule, to)) {
            context.report({ node, messageId: 'forbidden', data: { from, to } });
          }
        };
        const fromSource = (node) => node.source && judge(node.source, node.source.value);
        // A dynamic import is judged by its string; one the rule cannot read is refused, unless it is a
        // module found at run time by its address (a built file, a URL), which says so with
        // /* @vite-ignore */ and is no template string, since a template's text reads as the project's path.
        const dynamic = (node) => {
          const specifier = readable(node.source);
          if (specifier !== undefined) return judge(node.source, specifier);
          const marked = context.sourceCode
            .getCommentsBefore(node.source)
            .some((comment) => comment.value.trim() === '@vite-ignore');
          if (!marked || node.source.type === 'TemplateLiteral') {
            context.report({ node: node.source, messageId: 'unreadable' });
          }
        };
        // The server's parts reach each other only by what they are handed: no process-wide registry.
        const registry = file.startsWith('src/server/')
          ? {
              'CallExpression[callee.object.name="Symbol"][callee.property.name="for"]': (node) =>
                context.report({ node, messageId: 'registry' }),
              'AssignmentExpression > MemberExpression.left[object.name="globalThis"]': (node) =>
                context.report({ node, messageId: 'registry' }),
            }
          : {};
        return {
          ...registry,
          ImportDeclaration: fromSource,
          // A re-export passes another module on, so it is judged as the import it is.
          ExportNamedDeclaration: fromSource,
          ExportAllDeclaration: fromSource,
          ImportExpression: dynamic,
          // `import('…').X` in a type names a module too (typescript-eslint 8 calls its string `source`).
          TSImportType: (node) => {
            const source = node.source ?? node.argument?.literal;
            if (typeof source?.value === 'string') judge(source, source.value);
          },
        };
      },
    },
  },
};
