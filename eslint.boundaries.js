/**
 * Which directory of the project may import which: the one definition behind the `boundaries/imports`
 * lint rule (eslint.config.js) and the table of docs/architecture.md, which a unit test holds equal
 * (tests/unit/architecture-doc.test.ts). A file belongs to the most specific directory listed; it may
 * import its own directory and those its entry names, nothing else of the project's.
 */
import { dirname, relative, resolve } from 'node:path';

/** @type {{ dir: string; mayImport: string[] }[]} */
/**
 * The directories of src/lib with rules of their own (one part of the site's); the rest of src/lib is
 * shared by all and imports none of them.
 */
const LIB_PARTS = ['src/lib/analytics', 'src/lib/booking', 'src/lib/contact', 'src/lib/therapists'];

/** @type {{ dir: string; mayImport: string[] }[]} */
export const BOUNDARIES = [
  { dir: 'src/config', mayImport: [] },
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
    mayImport: [
      'src/config',
      'src/lib',
      ...LIB_PARTS,
      'src/client',
      'src/components/islands',
      'src/layouts',
      'src/assets',
    ],
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
      'src/assets',
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
];

/** Directories that are no code's boundary but may be imported (pictures, styles). */
const RESOURCES = ['src/assets', 'src/styles'];

const within = (path, dir) => path === dir || path.startsWith(`${dir}/`);

/** The most specific directory of BOUNDARIES (or a resource directory) a project path is in, or undefined. */
export function boundaryOf(path) {
  const dirs = [...BOUNDARIES.map((b) => b.dir), ...RESOURCES].sort((a, b) => b.length - a.length);
  return dirs.find((dir) => within(path, dir));
}

/** The lint rule: an import of the project's from a directory its boundary does not allow is an error. */
export const boundariesPlugin = {
  rules: {
    imports: {
      meta: {
        type: 'problem',
        schema: [],
        messages: {
          forbidden: '{{from}} may not import {{to}} (eslint.boundaries.js, docs/architecture.md)',
        },
      },
      create(context) {
        const root = context.cwd;
        // An Astro component's <script> is linted as a virtual file beneath the component's own path.
        const file = relative(root, context.filename)
          .split('\\')
          .join('/')
          .replace(/(\.astro)\/.*$/, '$1');
        const from = boundaryOf(file);
        const rule = BOUNDARIES.find((b) => b.dir === from);
        if (!rule) return {};
        const check = (node, specifier) => {
          if (typeof specifier !== 'string') return;
          let target;
          if (specifier.startsWith('@/')) target = `src/${specifier.slice(2)}`;
          else if (specifier.startsWith('.'))
            target = relative(
              root,
              resolve(dirname(context.filename.replace(/(\.astro)\/.*$/, '$1')), specifier),
            )
              .split('\\')
              .join('/');
          else return;
          const to = boundaryOf(target);
          if (!to || to === from || rule.mayImport.includes(to)) return;
          context.report({ node, messageId: 'forbidden', data: { from, to } });
        };
        const fromSource = (node) => node.source && check(node.source, node.source.value);
        return {
          ImportDeclaration: fromSource,
          ExportNamedDeclaration: fromSource,
          ExportAllDeclaration: fromSource,
          ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
        };
      },
    },
  },
};
