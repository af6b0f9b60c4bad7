import type { HelpConfig, HelpResource, HelpSituation } from '../../config/help-schema.ts';
import { offersSafetyPlan, SAFETY_PLAN_LINK } from '../safety-plan/safety-plan-copy.ts';
import { emergencyNotes } from './happening-now.ts';
import { HELP_COPY, type HelpBoxVariant } from './help-copy.ts';
import { helpLinesFor } from './help-lines.ts';
import { TEEN_PARENTS_QUESTION } from './teen-boxes.ts';

/** What a line is for, as the box says it: a teen reads the line's teen words where it has them. */
export const purposeIn = (line: HelpResource, variant: HelpBoxVariant) =>
  variant === 'teen' ? (line.teenPurpose ?? line.purpose) : line.purpose;

/** The small print under a line: when it answers, then whom it serves. */
export const hoursAndServes = (line: HelpResource) => `${line.hours}. ${line.serves}.`;

/**
 * The sentences a reader reads of one listed line in the help box (HelpBox.astro): what it is for, a
 * teen's "Will they tell my parents?" with its answer, and when and for whom. Names and link labels are
 * left out, since they are the lines' own names and numbers, not sentences the practice writes.
 */
export function helpLineWords(line: HelpResource, variant: HelpBoxVariant): string[] {
  const parents = variant === 'teen' && line.teenParents ? [TEEN_PARENTS_QUESTION, line.teenParents] : [];
  return [purposeIn(line, variant), ...parents, hoursAndServes(line)];
}

/**
 * Every sentence of the help box at the bottom of a page, in the order it shows them: its heading and
 * intro, what 911 is for and what cannot wait on the page's subject, each line's words, and the link to
 * the safety plan where the box offers it. The content check scores these at grade 5 or below.
 */
export function helpBoxWords(
  help: HelpConfig,
  situations: readonly HelpSituation[],
  variant: HelpBoxVariant,
): string[] {
  const { emergency, lines } = helpLinesFor(help, situations);
  const copy = HELP_COPY[variant];
  return [
    copy.heading,
    copy.intro,
    purposeIn(emergency, variant),
    ...emergencyNotes(situations, variant === 'teen' ? 'teen' : 'adults'),
    ...lines.flatMap((line) => helpLineWords(line, variant)),
    ...(offersSafetyPlan(situations) ? [`${SAFETY_PLAN_LINK.text} ${SAFETY_PLAN_LINK.after}`] : []),
  ];
}
