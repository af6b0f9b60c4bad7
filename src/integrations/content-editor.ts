/**
 * The browser editor for the content (Keystatic in local mode, keystatic.config.ts) at /keystatic, with
 * its API at /api/keystatic: added under `astro dev` only, so a production build has neither its routes
 * nor its code. In local mode the editor has no sign-in and writes to the disk of the machine it runs on,
 * which is only safe on the writer's own computer.
 */
import type { AstroIntegration } from 'astro';

export function contentEditor(): AstroIntegration {
  return {
    name: 'content-editor',
    hooks: {
      'astro:config:setup': async (params) => {
        if (params.command !== 'dev') return;
        // Loaded here, not at the top: the build never loads the editor's package.
        const { default: keystatic } = await import('@keystatic/astro');
        const setup = keystatic().hooks['astro:config:setup'];
        await setup?.(params);
      },
      'astro:server:start': ({ address, logger }) => {
        logger.info(`the content editor is at http://${address.address}:${address.port}/keystatic`);
      },
    },
  };
}
