/**
 * The module graph of a built page's scripts, read with es-module-lexer: which files a script imports
 * statically (they load with it) and which it imports dynamically (they load when its code asks). The
 * page-weight budgets (tests/site/page-weight.ts) and the content benchmark (scripts/bench-content.ts)
 * both read scripts through it.
 */
import { ImportType, initSync, parse } from 'es-module-lexer';

initSync();

interface ScriptImports {
  /** Addresses (/_astro/x.js) of the modules it imports or re-exports statically. */
  static: string[];
  /** Addresses of the modules it imports with `import('./x.js')`, a literal specifier. */
  dynamic: string[];
}

/** The relative imports of one built script at `address`, resolved to site addresses. */
function scriptImports(source: string, address: string): ScriptImports {
  const [imports] = parse(source, address);
  const resolved = (type: ImportType) =>
    imports
      .filter(({ t, n }) => t === type && n !== undefined && /^\.{0,2}\//.test(n))
      .map(({ n }) => new URL(n!, `http://x${address}`).pathname);
  return { static: resolved(ImportType.Static), dynamic: resolved(ImportType.Dynamic) };
}

/**
 * The scripts that load with `entries` (the entries and their static imports, transitively) and those
 * loaded on demand later (dynamic imports and their own static imports), each once. `read` gives a
 * script's source by its address.
 */
export function moduleGraph(
  entries: readonly string[],
  read: (address: string) => string,
): { withPage: Set<string>; onDemand: Set<string> } {
  const cache = new Map<string, ScriptImports>();
  const importsOf = (address: string) => {
    if (!cache.has(address)) cache.set(address, scriptImports(read(address), address));
    return cache.get(address)!;
  };
  const closure = (start: readonly string[], exclude: ReadonlySet<string>) => {
    const found = new Set<string>();
    const later = new Set<string>();
    const queue = [...start];
    for (let address = queue.shift(); address; address = queue.shift()) {
      if (found.has(address) || exclude.has(address)) continue;
      found.add(address);
      const imports = importsOf(address);
      queue.push(...imports.static);
      for (const dynamic of imports.dynamic) later.add(dynamic);
    }
    return { found, later };
  };
  const withPage = closure(entries, new Set());
  const onDemand = closure([...withPage.later], withPage.found);
  return { withPage: withPage.found, onDemand: onDemand.found };
}
