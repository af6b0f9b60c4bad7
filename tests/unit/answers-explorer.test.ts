import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import AnswersExplorer from '@/components/islands/AnswersExplorer';
import type { AnswerSummary } from '@/lib/answers/answer-summary';

const answers: AnswerSummary[] = [
  { slug: 'a', title: 'First & <best>', tldr: 'One.', category: 'Parenting', tier: 1 },
  { slug: 'b', title: 'Second', tldr: 'Two.', category: 'Addiction', tier: 2 },
  { slug: 'c', title: 'Third', tldr: 'Three.', category: 'Parenting', tier: 4 },
];

describe('AnswersExplorer server render (the HTML without JavaScript)', () => {
  const html = renderToString(createElement(AnswersExplorer, { answers }));

  it('holds every card with its link, title escaped', () => {
    expect(html.match(/<article/g)).toHaveLength(3);
    expect(html).toContain('First &amp; &lt;best&gt;');
    for (const slug of ['a', 'b', 'c']) expect(html).toContain(`href="/answers/${slug}"`);
    expect(html).toContain('Showing all 3 answers');
  });

  it('renders the controls disabled until hydration, with nothing chosen', () => {
    expect(html).toMatch(/<input[^>]*id="answers-search"[^>]*disabled/);
    expect(html.match(/<button[^>]*aria-pressed="true"[^>]*disabled/g)).toHaveLength(2);
    expect(html.match(/aria-pressed="false"/g)).toHaveLength(4 + 2);
  });

  it('lists each distinct topic once, alphabetically', () => {
    const topics = [...html.matchAll(/aria-pressed="(?:true|false)"[^>]*>([^<]+)<\/button>/g)].map(
      (m) => m[1],
    );
    expect(topics.slice(5)).toEqual(['All Topics', 'Addiction', 'Parenting']);
  });
});
