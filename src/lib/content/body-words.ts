import { render, type CollectionEntry } from 'astro:content';

/**
 * The words of an article's or an answer's body as its page shows them, counted as the piece is rendered
 * (src/lib/markdown/rehype-body-words.ts): what read time and the structured data's word count say.
 */
export async function bodyWordsOf(
  entry: CollectionEntry<'blog'> | CollectionEntry<'answers'>,
): Promise<number> {
  const { remarkPluginFrontmatter } = await render(entry);
  const words: unknown = remarkPluginFrontmatter.bodyWords;
  if (typeof words !== 'number')
    throw new Error(`${entry.filePath ?? entry.id}: its body's words were not counted`);
  return words;
}
