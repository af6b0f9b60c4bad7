/**
 * The browser editor for the content (Keystatic in local mode, keystatic.config.ts) at /keystatic, with
 * its API at /api/keystatic: added under `astro dev` only, so a production build has neither its routes
 * nor its code. KEYSTATIC_PREVIEW=1 adds it to a build too, for a private preview deployment only: the
 * editor has no login in local mode, and anyone who can reach it can rewrite and delete the content.
 */
import type { AstroIntegration } from 'astro';

export function editorEnabled(command: string, env: NodeJS.ProcessEnv = process.env): boolean {
  return command === 'dev' || env.KEYSTATIC_PREVIEW === '1';
}

export function contentEditor(): AstroIntegration {
  return {
    name: 'content-editor',
    hooks: {
      'astro:config:setup': async (params) => {
        if (!editorEnabled(params.command)) return;
        // Loaded here, not at the top: the build never loads the editor's package.
        const { default: keystatic } = await import('@keystatic/astro');
        const setup = keystatic().hooks['astro:config:setup'];
        await setup?.(params);
        params.logger.info('the content editor is at /keystatic');
      },
    },
  };
}
