import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import AnswerCardGrid from '@/components/answers/AnswerCardGrid.astro';
import AnswersExplorer from '@/components/islands/AnswersExplorer';
import type { AnswerSummary } from '@/lib/answers/answer-summary';

const answers: AnswerSummary[] = [
  { slug: 'a', title: 'First & <best>', tldr: 'One.', category: 'Parenting', tier: 1 },
  { slug: 'b', title: 'Second', tldr: 'Two.', category: 'Addiction', tier: 2 },
  { slug: 'c', title: 'Third', tldr: 'Three.', category: 'Parenting', tier: 4 },
];

describe('AnswerCardGrid (every card, in the HTML once)', async () => {
  const container = await AstroContainer.create();
  const html = await container.renderToString(AnswerCardGrid, { props: { answers } });

  it('holds every card with its link and escaped title', () => {
    expect(html.match(/<article/g)).toHaveLength(3);
    expect(html).toContain('First &amp; &lt;best&gt;');
    for (const slug of ['a', 'b', 'c']) expect(html).toContain(`href="/answers/${slug}"`);
  });

  it('marks each card with what the explorer filters on', () => {
    expect(html).toMatch(/<li[^>]*data-answer="b"[^>]*data-tier="2"[^>]*data-category="Addiction"/);
    expect(html.match(/data-answer-title/g)).toHaveLength(3);
    expect(html.match(/data-answer-tldr/g)).toHaveLength(3);
  });
});

describe('AnswersExplorer server render (the HTML without JavaScript)', () => {
  const html = renderToString(
    createElement(
      AnswersExplorer,
      { total: 3, categories: ['Addiction', 'Parenting'] },
      createElement('ul', { id: 'cards' }),
    ),
  );

  it('counts every answer and holds the card grid it is given', () => {
    expect(html).toContain('Showing all 3 answers');
    expect(html).toContain('<ul id="cards">');
    expect(html).not.toContain('No answers found');
  });

  it('renders the controls disabled until hydration, with nothing chosen', () => {
    expect(html).toMatch(/<input[^>]*id="answers-search"[^>]*disabled/);
    expect(html.match(/<button[^>]*aria-pressed="true"[^>]*disabled/g)).toHaveLength(2);
    expect(html.match(/aria-pressed="false"/g)).toHaveLength(4 + 2);
  });

  it('lists each topic it is given, after All Topics', () => {
    const topics = [...html.matchAll(/aria-pressed="(?:true|false)"[^>]*>([^<]+)<\/button>/g)].map(
      (m) => m[1],
    );
    expect(topics.slice(5)).toEqual(['All Topics', 'Addiction', 'Parenting']);
  });
});
