/**
 * `npm ci` installs exactly what package-lock.json lists, on every machine. When a native package (a
 * compiler, an image library, a search indexer) has a platform binary the registry could not provide at
 * lock time, npm leaves it out of the lock and `npm ci` then refuses to install anywhere. These checks
 * fail on such a lock before a deploy pipeline does.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

interface LockEntry {
  version?: string;
  optionalDependencies?: Record<string, string>;
}

const lock = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockEntry>;
};
const packages = lock.packages;

/** The entry Node would load for `name` from the package at `from`, walking up node_modules folders. */
function resolveFrom(from: string, name: string): LockEntry | undefined {
  let base = from;
  for (;;) {
    const found = packages[`${base ? `${base}/` : ''}node_modules/${name}`];
    if (found) return found;
    if (!base) return undefined;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent < 0 ? '' : base.slice(0, parent);
  }
}

const PLATFORM = /(darwin|linux|win32|windows|win|freebsd|android|wasm32)-/;
/** The three platforms a deploy most often runs on; a native family must have all of them. */
const REQUIRED_PLATFORMS = [/darwin-arm64/, /(win32|windows|win)-x64/, /linux-x64(?!-musl)/];

/** Packages that pick a platform binary from their optional dependencies. */
const families = Object.entries(packages)
  .filter(([path, entry]) => path && entry.optionalDependencies)
  .map(([path, entry]) => ({
    path,
    version: entry.version ?? '',
    binaries: Object.entries(entry.optionalDependencies ?? {}).filter(([name]) => PLATFORM.test(name)),
  }))
  .filter((family) => family.binaries.length >= 3);

describe('package-lock.json', () => {
  it('has native packages to check', () => {
    expect(families.map((family) => family.path)).toEqual(
      expect.arrayContaining(['node_modules/@tailwindcss/oxide', 'node_modules/esbuild']),
    );
  });

  it.each(families.map((family) => [family.path, family] as const))(
    '%s lists every platform binary at a matching version',
    (_path, family) => {
      const missing = family.binaries
        .filter(([name, range]) => {
          const entry = resolveFrom(family.path, name);
          return !entry?.version || !semver.satisfies(entry.version, range);
        })
        .map(([name, range]) => `${name}@${range}`);
      expect(missing, `pin a release whose binaries exist for every platform`).toEqual([]);
    },
  );

  it.each(families.map((family) => [family.path, family] as const))(
    '%s has darwin-arm64, win32-x64 and linux-x64 binaries',
    (_path, family) => {
      for (const platform of REQUIRED_PLATFORMS) {
        expect(
          family.binaries.some(([name]) => platform.test(name) && resolveFrom(family.path, name)),
          `${family.path}@${family.version}: no ${platform.source} binary in the lock`,
        ).toBe(true);
      }
    },
  );
});
