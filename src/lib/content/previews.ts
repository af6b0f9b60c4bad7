import type { AstroIntegration } from 'astro';

/**
 * Sets `import.meta.env.CONTENT_PREVIEWS`: true under `astro dev`, where drafts and scheduled pieces get
 * preview pages, false in every build. The command decides, not NODE_ENV: a build run with NODE_ENV=test
 * (as under Vitest) sees import.meta.env.PROD false and would publish every draft.
 */
export function contentPreviews(): AstroIntegration {
  return {
    name: 'content-previews',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        updateConfig({
          vite: { define: { 'import.meta.env.CONTENT_PREVIEWS': JSON.stringify(command === 'dev') } },
        });
      },
    },
  };
}
