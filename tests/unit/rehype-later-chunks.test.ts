import { createMarkdownProcessor } from '@astrojs/markdown-remark';
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import rehypeLaterChunks from '@/lib/markdown/rehype-later-chunks';

const processor = await createMarkdownProcessor({ rehypePlugins: [rehypeLaterChunks] });
const render = async (markdown: string) =>
  parse((await processor.render(markdown, { frontmatter: {} })).code);

/** A section of a body: a heading and paragraphs of about `characters` characters. */
const section = (heading: string, characters: number) =>
  `## ${heading}\n\n${Array.from({ length: Math.ceil(characters / 300) }, () => 'word '.repeat(60).trim()).join('\n\n')}`;

describe('a long body drawn later as it nears the screen', () => {
  it('leaves a short body as it is', async () => {
    const body = await render(`${section('One', 600)}\n\n${section('Two', 600)}`);
    expect(body.querySelectorAll('.later')).toHaveLength(0);
  });

  it('keeps the opening, then puts each stretch in a later block that starts at a heading', async () => {
    const body = await render(
      ['Opening', 'Two', 'Three', 'Four', 'Five'].map((name) => section(name, 1800)).join('\n\n'),
    );
    const blocks = body.querySelectorAll('.later');
    expect(blocks.length).toBeGreaterThan(1);
    // The opening fills the first screen, drawn with the page.
    expect(body.querySelector('h2')!.parentNode).toBe(body);
    for (const block of blocks) {
      expect(block.firstChild?.toString()).toMatch(/^<h2/);
      // The stand-in height grows with the block's text: at least a 320 px phone's lines of it.
      const estimate = Number(/--later:(\d+)rem/.exec(block.getAttribute('style') ?? '')?.[1]);
      expect(estimate).toBeGreaterThan((block.text.length / 30) * 1.97);
    }
    // Nothing is lost or reordered: the headings read in their order.
    expect(body.querySelectorAll('h2').map((h) => h.text)).toEqual([
      'Opening',
      'Two',
      'Three',
      'Four',
      'Five',
    ]);
  });

  it('stands a list taller than a paragraph of the same words, at each width', async () => {
    const words = Array.from({ length: 12 }, (_, i) => `Item ${i} of the list`);
    const estimate = async (last: string) => {
      const body = await render(
        `${['Opening', 'Two', 'Three'].map((name) => section(name, 1800)).join('\n\n')}\n\n${last}`,
      );
      return body.querySelectorAll('.later').at(-1)!.getAttribute('style')!;
    };
    const rems = (style: string) =>
      [...style.matchAll(/--later(?:-md|-lg)?:(\d+)rem/g)].map((m) => Number(m[1]));
    const list = rems(await estimate(words.map((item) => `- ${item}`).join('\n')));
    const paragraph = rems(await estimate(words.join(' ')));
    expect(list).toHaveLength(3);
    list.forEach((rem, width) => expect(rem).toBeGreaterThan(paragraph[width]!));
  });
});
