import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { headingFontFile } from '../../src/integrations/heading-font.ts';

const root = join(import.meta.dirname, '..', '..');

describe('the cut heading font', () => {
  it('is named relative to the project, so every checkout builds the same font family name and the same bytes', async () => {
    const file = await headingFontFile(pathToFileURL(`${root}/`));
    expect(file).toMatch(
      /^\.\/node_modules\/\.cache\/heading-font\/source-serif-4-headings-[0-9a-f]{16}\.woff2$/,
    );
    expect(existsSync(join(root, file))).toBe(true);
  });
});
