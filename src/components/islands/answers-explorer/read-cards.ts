import type { AnswerSummary } from '@/lib/answers/answer-summary';
import { isTier } from '@/lib/answers/tiers';

/**
 * The listing's search data, read from the server-rendered cards (src/components/answers/
 * AnswerCardGrid.astro) instead of being sent a second time as island props. A card whose markup
 * lacks a field is skipped rather than guessed at.
 */
export function readAnswerCards(root: ParentNode): AnswerSummary[] {
  const answers: AnswerSummary[] = [];
  for (const card of root.querySelectorAll<HTMLElement>('[data-answer]')) {
    const { answer: slug, category } = card.dataset;
    const tier = Number(card.dataset.tier);
    const title = card.querySelector('[data-answer-title]')?.textContent?.trim();
    const tldr = card.querySelector('[data-answer-tldr]')?.textContent?.trim();
    if (!slug || !category || !isTier(tier) || !title || tldr === undefined) continue;
    answers.push({ slug, title, tldr, category, tier });
  }
  return answers;
}

/** Shows the cards whose slug is in `shown` and hides the rest (`hidden`: out of sight and of the a11y tree). */
export function showAnswerCards(root: ParentNode, shown: ReadonlySet<string>): void {
  for (const card of root.querySelectorAll<HTMLElement>('[data-answer]')) {
    card.hidden = !shown.has(card.dataset.answer ?? '');
  }
}
