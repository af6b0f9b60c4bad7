import { createMarkdownProcessor, type MarkdownRenderer } from '@astrojs/markdown-remark';
import { beforeAll, describe, expect, it } from 'vitest';
import remarkAnswerBlocks from '@/lib/markdown/remark-answer-blocks';

/**
 * An answer's body is written as plain blocks: blocks split on blank lines; "## " is a section
 * heading; a block starting with a number and a period is a boxed sub-section whose first line is its
 * heading; in a block of "- " lines, a line wrapped in double asterisks is a small heading and the "- "
 * lines are bullets; any other block is a paragraph in which double-asterisk text is bold.
 */
let processor: MarkdownRenderer;
let scoped: MarkdownRenderer;

beforeAll(async () => {
  processor = await createMarkdownProcessor({ remarkPlugins: [remarkAnswerBlocks] });
  scoped = await createMarkdownProcessor({
    remarkPlugins: [[remarkAnswerBlocks, { only: 'practices/sample/content/answers' }]],
  });
});

const render = async (markdown: string) => (await processor.render(markdown)).code;
/** The HTML without line breaks between tags, so assertions read as one line. */
const flat = async (markdown: string) => (await render(markdown)).replace(/>\n</g, '><');

describe('a block starting "## " is a section heading', () => {
  it('renders an h2 with its text', async () => {
    expect(await flat('## Why the line feels so blurry')).toBe(
      '<h2 id="why-the-line-feels-so-blurry">Why the line feels so blurry</h2>',
    );
  });

  it('is not boxed, even when its text starts with a number', async () => {
    const html = await flat('## 3 things to try');
    expect(html).toMatch(/^<h2[^>]*>3 things to try<\/h2>$/);
    expect(html).not.toContain('answer-box');
  });
});

describe('a block starting with a number and a period is a boxed sub-section', () => {
  it('boxes the block; its first line is the heading, the rest the box body', async () => {
    expect(await flat('1. You absorb consequences\n   Paying fines, replacing money.')).toBe(
      '<section class="answer-box"><h3 class="answer-box-heading" id="1-you-absorb-consequences">' +
        '1. You absorb consequences</h3><p>Paying fines, replacing money.</p></section>',
    );
  });

  it('gives each numbered block its own box, numbered as written', async () => {
    const html = await flat('1. First\n   One.\n\n2. Second\n   Two.\n\n3. Third\n   Three.');
    expect(html.match(/<section class="answer-box">/g)).toHaveLength(3);
    expect([...html.matchAll(/<h3 class="answer-box-heading"[^>]*>([^<]*)<\/h3>/g)].map((m) => m[1])).toEqual(
      ['1. First', '2. Second', '3. Third'],
    );
  });

  it('keeps the numbering of a sequence that starts later', async () => {
    expect(await flat('4. Fourth\n   Text.')).toContain('>4. Fourth</h3>');
  });

  it('takes a bold first line as the heading without the asterisks', async () => {
    const html = await flat('2. **Name it exactly**\n   Write down what you are letting go of.');
    expect(html).toContain('<h3 class="answer-box-heading" id="2-name-it-exactly">2. Name it exactly</h3>');
    expect(html).not.toContain('**');
    expect(html).not.toContain('<strong>Name it exactly</strong>');
  });

  it('renders bold text and links in the body, and later paragraphs inside the same box', async () => {
    const html = await flat(
      '1. Heading\n   Some **bold** words and [a link](/contact).\n\n   A second paragraph.\n\nAfter the box.',
    );
    expect(html).toBe(
      '<section class="answer-box"><h3 class="answer-box-heading" id="1-heading">1. Heading</h3>' +
        '<p>Some <strong>bold</strong> words and <a href="/contact">a link</a>.</p>' +
        '<p>A second paragraph.</p></section><p>After the box.</p>',
    );
  });

  it('makes a box with only a heading from a one-line block', async () => {
    expect(await flat('1. Only a heading')).toBe(
      '<section class="answer-box"><h3 class="answer-box-heading" id="1-only-a-heading">1. Only a heading</h3></section>',
    );
  });

  it('does not box a paragraph that merely contains a number later on', async () => {
    expect(await flat('We met 3. Then we talked.')).toBe('<p>We met 3. Then we talked.</p>');
  });
});

describe('a block of "- " lines renders bullets, with bold lines as small headings', () => {
  it('renders "- " lines as a bulleted list', async () => {
    expect(
      await flat('- Does this make it easier to keep using?\n- Am I doing this for their wellbeing?'),
    ).toBe(
      '<ul><li>Does this make it easier to keep using?</li><li>Am I doing this for their wellbeing?</li></ul>',
    );
  });

  it('makes a line wrapped in double asterisks, in the same block, a small heading', async () => {
    expect(await flat('**Caring often sounds like**\n- I love you.\n- Please come sober.')).toBe(
      '<h3 class="answer-small-heading" id="caring-often-sounds-like">Caring often sounds like</h3>' +
        '<ul><li>I love you.</li><li>Please come sober.</li></ul>',
    );
  });

  it('keeps bold text inside a bullet bold', async () => {
    expect(await flat('- **Sleep:** bedtime and waking.')).toBe(
      '<ul><li><strong>Sleep:</strong> bedtime and waking.</li></ul>',
    );
  });

  it('leaves a bold line that is a block of its own (a blank line before the list) a bold paragraph', async () => {
    // Blocks split on blank lines: "**Two questions**" alone is "any other block".
    expect(await flat('**Two questions to ask**\n\n- One?\n- Two?')).toBe(
      '<p><strong>Two questions to ask</strong></p><ul><li>One?</li><li>Two?</li></ul>',
    );
  });

  it('does not make a small heading of a bold line followed by a paragraph', async () => {
    expect(await flat('**Note**\nplain text')).toBe('<p><strong>Note</strong>\nplain text</p>');
  });
});

describe('any other block is a paragraph in which double-asterisk text is bold', () => {
  it('renders a paragraph with bold text', async () => {
    expect(await flat('Here is the **short** answer.')).toBe(
      '<p>Here is the <strong>short</strong> answer.</p>',
    );
  });

  it('renders separate blocks as separate paragraphs', async () => {
    expect(await flat('First block.\n\nSecond block.')).toBe('<p>First block.</p><p>Second block.</p>');
  });

  it('renders the one table of the content as a table', async () => {
    const html = await flat('| Session | Focus |\n| --- | --- |\n| 1 | Values |');
    expect(html).toContain('<table><thead><tr><th>Session</th><th>Focus</th></tr></thead>');
    expect(html).toContain('<td>Values</td>');
  });
});

describe('the plugin touches the answers only', () => {
  it('transforms a file under practices/sample/content/answers/', async () => {
    const { code } = await scoped.render('1. Heading\n   Body.', {
      fileURL: new URL('file:///site/practices/sample/content/answers/some-answer.mdx'),
    });
    expect(code).toContain('answer-box');
  });

  it('leaves other files as plain Markdown', async () => {
    const { code } = await scoped.render('1. Heading\n   Body.', {
      fileURL: new URL('file:///site/practices/sample/content/blog/some-post.mdx'),
    });
    expect(code).not.toContain('answer-box');
    expect(code).toContain('<ol>');
  });
});
