// Dynamic so a switched-off feature builds no file: getStaticPaths may return no page, a plain route not.
import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { PRACTICE, SITE } from '#practice';
import { getBlogPosts } from '@/lib/blog/posts';
import { piecePath } from '@/lib/content/collections';
import { resolvePerson } from '@/lib/people';

// /rss.xml, built only while both the blog and the static SEO files are switched on.
export function getStaticPaths() {
  return SITE.features.blogSystem && SITE.features.staticSeoFiles ? [{ params: { feed: 'rss' } }] : [];
}

export const GET: APIRoute = async () => {
  const posts = await getBlogPosts();
  return rss({
    title: `${SITE.siteName} blog`,
    description: `Articles from the therapists of ${PRACTICE.name}.`,
    site: `${SITE.url}/`,
    items: posts.map((post) => ({
      title: post.data.title,
      description: post.data.excerpt,
      pubDate: post.data.published,
      link: piecePath('blog', post.id),
      categories: [post.data.category],
      author: resolvePerson(post.data.author).name,
    })),
    customData: `<language>${SITE.locale}</language>`,
  });
};
