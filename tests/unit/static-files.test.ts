import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveStatic } from '@/server/http/static-files';

const dir = mkdtempSync(join(tmpdir(), 'static-'));
mkdirSync(join(dir, '_astro'));
writeFileSync(join(dir, 'index.html'), 'home');
writeFileSync(join(dir, 'about.html'), 'about');
writeFileSync(join(dir, '404.html'), 'missing');
writeFileSync(join(dir, '_astro', 'app.js'), 'js');

describe('resolveStatic', () => {
  it('maps page addresses to built files', async () => {
    expect((await resolveStatic(dir, '/'))?.path).toBe(join(dir, 'index.html'));
    expect((await resolveStatic(dir, '/about'))?.path).toBe(join(dir, 'about.html'));
    expect((await resolveStatic(dir, '/about.html'))?.path).toBe(join(dir, 'about.html'));
    expect((await resolveStatic(dir, '/_astro/app.js'))?.path).toBe(join(dir, '_astro', 'app.js'));
  });

  it('never serves the error pages as pages or anything outside the folder', async () => {
    expect(await resolveStatic(dir, '/404')).toBeNull();
    expect(await resolveStatic(dir, '/404.html')).toBeNull();
    expect(await resolveStatic(dir, '/../../etc/passwd')).toBeNull();
    expect(await resolveStatic(dir, '/%2e%2e/%2e%2e/etc/passwd')).toBeNull();
    expect(await resolveStatic(dir, '/%E0%A4%A')).toBeNull();
    expect(await resolveStatic(dir, '/missing')).toBeNull();
  });
});
