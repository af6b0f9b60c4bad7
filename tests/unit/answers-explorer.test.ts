import { getContainerRenderer } from '@astrojs/react/container-renderer';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { loadRenderers } from 'astro:container';
import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import AnswerCardGrid from '@/components/answers/AnswerCardGrid.astro';
import Pagination from '@/components/ui/Pagination.astro';
import AnswersExplorer from '@/components/islands/AnswersExplorer';
import type { AnswerSummary } from '@/lib/answers/answer-summary';
import { answersPagePath } from '@/lib/answers/pagination';

const answers: AnswerSummary[] = [
  { slug: 'a', title: 'First & <best>', tldr: 'One.', category: 'Parenting', tier: 1 },
  { slug: 'b', title: 'Second', tldr: 'Two.', category: 'Addiction', tier: 2 },
  { slug: 'c', title: 'Third', tldr: 'Three.', category: 'Parenting', tier: 4 },
];

const container = await AstroContainer.create({ renderers: await loadRenderers([getContainerRenderer()]) });

describe('AnswerCardGrid (a page of cards, static HTML)', async () => {
  const html = await container.renderToString(AnswerCardGrid, { props: { answers } });

  it('holds each card with its badge, topic, link and escaped title, and no script', () => {
    expect(html.match(/<article/g)).toHaveLength(3);
    expect(html).toContain('First &amp; &lt;best&gt;');
    for (const slug of ['a', 'b', 'c']) expect(html).toContain(`href="/answers/${slug}"`);
    expect(html).toContain('Authority Builders');
    expect(html).not.toContain('astro-island');
  });
});

describe('Pagination (the listing pages for readers without JavaScript)', () => {
  const render = (number: number, count: number) =>
    container.renderToString(Pagination, {
      props: { number, count, label: 'Answers pages', href: answersPagePath },
    });
  const links = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]);

  it('is left out when there is one page', async () => {
    expect(await render(1, 1)).not.toContain('<nav');
  });

  it('links previous, next and the pages around the current one, marked with aria-current', async () => {
    const html = await render(5, 42);
    expect(html).toContain('aria-label="Answers pages"');
    expect(links(html)).toEqual([
      '/answers/page/4',
      '/answers',
      '/answers/page/4',
      '/answers/page/5',
      '/answers/page/6',
      '/answers/page/42',
      '/answers/page/6',
    ]);
    expect(html).toMatch(/<a[^>]*href="\/answers\/page\/5"[^>]*aria-current="page"/);
    expect(html).toMatch(/rel="prev"/);
    expect(html).toMatch(/rel="next"/);
    // The bar is as long at page 5 of 42 as at page 5 of 1,000.
    expect(links(await render(5, 1000))).toHaveLength(7);
  });
});

describe('AnswersExplorer server render (the HTML before hydration)', () => {
  const render = (shown: number) =>
    renderToString(
      createElement(
        AnswersExplorer,
        { total: 3, shown, categories: ['Addiction', 'Parenting'] },
        createElement('ul', { id: 'cards' }),
      ),
    );
  const html = render(3);

  it('counts the cards of the page it is given, and holds them', () => {
    expect(html).toContain('Showing all 3 answers');
    expect(render(2)).toContain('Showing 2 of 3 answers');
    expect(html).toContain('<ul id="cards">');
    expect(html).not.toContain('No answers found');
  });

  it('renders live controls, nothing chosen, hidden when there is no script to run them', () => {
    expect(html).not.toContain('disabled');
    expect(html).toMatch(/<div role="search"[^>]*data-requires-script/);
    expect(html.match(/aria-pressed="true"/g)).toHaveLength(2);
    expect(html.match(/aria-pressed="false"/g)).toHaveLength(4 + 2);
  });

  it('lists each topic it is given, after All Topics', () => {
    const topics = [...html.matchAll(/aria-pressed="(?:true|false)"[^>]*>([^<]+)<\/button>/g)].map(
      (m) => m[1],
    );
    expect(topics.slice(5)).toEqual(['All Topics', 'Addiction', 'Parenting']);
  });
});
