import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '@/server/http/build-manifest';
import { CLIENT_DIR, builtPages } from './built-site';

/** The Content-Security-Policy's script sources, as a static host gets them. */
const scriptSources =
  /script-src ([^;\n]+)/.exec(readFileSync(join(CLIENT_DIR, '_headers'), 'utf8'))?.[1]?.split(' ') ?? [];

describe('the pre-paint theme script', () => {
  for (const page of builtPages()) {
    it(`${page.path} sets a stored theme in its head, before any content, with the CSP allowing it`, () => {
      const head = page.html.slice(0, page.html.indexOf('</head>'));
      const script = /<script>(try\{[^<]*localStorage\.getItem\('theme'\)[^<]*)<\/script>/.exec(head);
      expect(script, 'the script in <head>').not.toBeNull();
      const [hash] = inlineScriptHashes(`<script>${script![1]}</script>`);
      expect(scriptSources).toContain(`'${hash}'`);
    });
  }
});
