import type { SSRManifest } from 'astro';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import TherapistCard from '@/components/therapists/TherapistCard.astro';
import { PRACTICE } from '#practice';
import { andList, credentialLine, credentialsBeyondTitle, emailBreaks } from '@/lib/therapists/card-text';
import { clinicianNextStep } from '@/lib/therapists/next-step';
import { literal } from '../practice.ts';

async function renderCard(therapist: (typeof PRACTICE.therapists)[number]) {
  const container = await AstroContainer.create({
    manifest: { clientDirectives: new Map([['interaction', '/* interaction */']]) } as unknown as SSRManifest,
  });
  return parse(await container.renderToString(TherapistCard, { props: { therapist } }));
}

/** How often the words stand in the text as words ("LPC" in "LPC · Georgia license LPC012345" is once). */
const occurrences = (text: string, part: string) =>
  text.match(new RegExp(`(?<![\\w])${literal(part)}(?![\\w])`, 'g'))?.length ?? 0;

describe('a clinician card, for every clinician of the configuration', async () => {
  const cards = await Promise.all(PRACTICE.therapists.map(async (t) => [t, await renderCard(t)] as const));

  it('says who the clinician sees in the third person, never in the finder’s first-person answers', () => {
    for (const [therapist, card] of cards) {
      const text = card.textContent.replace(/\s+/g, ' ');
      const groups = PRACTICE.audiences.filter((a) => therapist.sees.includes(a.id)).map((a) => a.group);
      expect(text, therapist.name).toContain(`Sees ${andList(groups)}.`);
      for (const audience of PRACTICE.audiences) expect(text, therapist.name).not.toContain(audience.label);
    }
  });

  it('gives the title and credentials on one line, each part once', () => {
    for (const [therapist, card] of cards) {
      // The initials' box repeats the lead credential on purpose, hidden from assistive technology.
      const shown = parse(card.toString());
      for (const hidden of shown.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
      // Each element's words apart, so a name ending one element does not run into the next.
      const text = shown.toString().replace(/<[^>]+>/g, ' ');
      const parts = [...therapist.title.split(','), ...therapist.credentials.split(',')].map((p) => p.trim());
      for (const part of parts) expect(occurrences(text, part), `${therapist.name}: ${part}`).toBe(1);
    }
    expect(
      credentialLine({ title: 'Founder, Licensed Psychologist', credentials: 'PsyD, Licensed Psychologist' }),
    ).toBe('Founder, Licensed Psychologist, PsyD');
    expect(
      credentialsBeyondTitle({
        title: 'Founder, Licensed Psychologist',
        credentials: 'PsyD, Licensed Psychologist',
      }),
    ).toBe('PsyD');
  });

  it('lets the email address wrap only after its "@" or a dot, never inside a word', () => {
    for (const [therapist, card] of cards) {
      const link = card.querySelector(`a[href="mailto:${therapist.email}"]`)!;
      expect(link.getAttribute('class') ?? '').not.toMatch(/break-all|break-words|wrap-anywhere/);
      expect(link.innerHTML.split('<wbr>')).toEqual(emailBreaks(therapist.email));
      expect(link.textContent).toBe(therapist.email);
    }
    expect(emailBreaks('a.b@c.d')).toEqual(['a.', 'b@', 'c.', 'd']);
  });

  it('links to the estimator opened on the clinician, with their id and nothing else', () => {
    for (const [therapist, card] of cards) {
      const link = card.querySelectorAll('a').find((a) => a.textContent.startsWith('Estimate your cost'));
      expect(link?.getAttribute('href'), therapist.name).toBe(`/fees?clinician=${therapist.id}#estimate`);
    }
  });

  it('offers one primary action, on this site, and says which links leave it', () => {
    for (const [therapist, card] of cards) {
      const primary = card.querySelectorAll('a.btn-primary');
      expect(primary, therapist.name).toHaveLength(1);
      expect(primary[0]!.getAttribute('href')).toBe(clinicianNextStep(therapist).href);
      expect(primary[0]!.textContent).toBe(`${clinicianNextStep(therapist).label} with ${therapist.name}`);
      for (const link of card.querySelectorAll('a[href^="http"]'))
        expect(link.textContent, therapist.name).toContain('(leaves this site)');
    }
  });
});
