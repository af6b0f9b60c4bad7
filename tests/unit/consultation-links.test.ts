import { createMarkdownProcessor } from '@astrojs/markdown-remark';
import { describe, expect, it } from 'vitest';
import remarkConsultationLinks from '@/lib/markdown/remark-consultation-links';

/**
 * A piece's own offer of the free consultation leads where the site's buttons lead: the booking while
 * the practice books here, the contact page as written otherwise; a link that names the contact page
 * goes there in any case.
 */
const TEXT =
  'If it would help, [book a free 15-minute consultation](/contact). Or write through our [contact page](/contact).';

async function render(consultation: string): Promise<string> {
  const processor = await createMarkdownProcessor({
    remarkPlugins: [[remarkConsultationLinks, { contact: '/contact', consultation }]],
  });
  return (await processor.render(TEXT)).code;
}

describe('a piece’s own link to the free consultation', () => {
  it('leads to the booking, in the same tab and in the writer’s words, while the practice books here', async () => {
    const html = await render('/book');
    expect(html).toContain('<a href="/book">book a free 15-minute consultation</a>');
    expect(html).toContain('<a href="/contact">contact page</a>');
    expect(html).not.toContain('target=');
  });

  it('stays the contact page the writer linked while the practice does not book here', async () => {
    const html = await render('/contact');
    expect(html).toContain('<a href="/contact">book a free 15-minute consultation</a>');
  });
});
