import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, it } from 'vitest';
import AnswerCta from '@/components/answers/AnswerCta.astro';
import AnswerCounts from '@/components/answers/AnswerCounts.astro';
import PractitionerTake from '@/components/answers/PractitionerTake.astro';
import RelatedAnswers from '@/components/answers/RelatedAnswers.astro';
import { parseHtml } from '@/lib/built-pages';
import { resolvePerson } from '@/lib/people';
import { consultationStep } from '@/lib/therapists/next-step';
import { PRACTICE } from '#practice';
import { ASSOCIATE, founder, founderPage, HAS_FOUNDER, literal } from '../practice.ts';

let container: AstroContainer;
beforeAll(async () => {
  container = await AstroContainer.create();
});

describe('RelatedAnswers', () => {
  it('lists the links under "Related Answers"', async () => {
    const html = await container.renderToString(RelatedAnswers, {
      props: { links: [{ text: 'What is addiction, really?', href: '/answers/what-is-addiction' }] },
    });
    expect(html).toContain('Related Answers');
    expect(html).toMatch(
      /<a[^>]*href="\/answers\/what-is-addiction"[^>]*>\s*What is addiction, really\?\s*<\/a>/,
    );
  });

  it('renders nothing when the answer has no related answers', async () => {
    const html = await container.renderToString(RelatedAnswers, { props: { links: [] } });
    expect(html.trim()).toBe('');
  });
});

describe('AnswerCta', () => {
  it("is a plain link to the consultation carrying the answer's slug for the event's label", async () => {
    const html = await container.renderToString(AnswerCta, { props: { slug: 'a-slug' } });
    expect(html).toContain('Need Real Help With This?');
    const link = parseHtml(html).querySelector('a[data-answer-cta="a-slug"]');
    expect(link?.getAttribute('href')).toBe(consultationStep('answer').href);
    expect(link?.textContent.trim()).toBe(consultationStep('answer').label);
    expect(html).not.toMatch(/onclick/i);
  });
});

describe('PractitionerTake', () => {
  it("credits the answer's author, linked to their card, and nobody else", async () => {
    const html = await container.renderToString(PractitionerTake, {
      props: { take: 'Enabling is love doing the wrong job.', author: resolvePerson(ASSOCIATE.id) },
    });
    expect(html).toContain('<blockquote');
    expect(html).toContain('Enabling is love doing the wrong job.');
    expect(html).toMatch(
      new RegExp(
        `href="/therapists#${literal(ASSOCIATE.id)}"[^>]*>\\s*${literal(ASSOCIATE.name)}\\s*</a>\\s*, ${literal(ASSOCIATE.title)}`,
      ),
    );
    for (const other of PRACTICE.therapists.filter((t) => t.id !== ASSOCIATE.id))
      expect(html).not.toContain(other.name);
  });

  it.runIf(HAS_FOUNDER)('credits the founder on her own answers, linked to her page', async () => {
    const FOUNDER = founder();
    const html = await container.renderToString(PractitionerTake, {
      props: { take: 'A take.', author: resolvePerson(FOUNDER.id) },
    });
    expect(html).toMatch(
      new RegExp(`href="${literal(founderPage())}"[^>]*>\\s*${literal(FOUNDER.name)}\\s*</a>`),
    );
  });
});

describe('AnswerCounts', () => {
  it('shows the total and each tier by name', async () => {
    const html = await container.renderToString(AnswerCounts, {
      props: { counts: { total: 22, byTier: { 1: 6, 2: 6, 3: 5, 4: 5 } } },
    });
    const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    for (const part of [
      'Answers 22',
      'Client Magnets 6',
      'Authority Builders 6',
      'Viral Content 5',
      'Evergreen 5',
    ]) {
      expect(text).toContain(part);
    }
  });
});
