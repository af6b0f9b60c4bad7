/**
 * The help lines and the emergency instructions are read against their sources at least once a year
 * (their `checked.on`). A build warns about each whose year is up, or will be within REVIEW_WARNING_DAYS
 * of the build's day, naming it, the day it was read and where. Not a reason to stop a build: the lines
 * still answer, and the practice is told in time to call them or read their pages again.
 */
import type { HelpConfig } from '../../config/help-schema.ts';
import { dueWords, reviewDueDate } from '../content/review.ts';

/** How long a line's number and hours, or an instruction's sources, go unread at the most. */
const RECHECK_MONTHS = 12;

/** An instruction as the warning reads it: its title and when its sources were read. */
interface CheckedInstruction {
  en: { title: string };
  checked: { on: string };
}

/** A warning line for each help line and instruction whose yearly check is due or overdue. */
export function recheckWarnings(
  help: HelpConfig,
  instructions: Readonly<Partial<Record<string, CheckedInstruction>>>,
  today: string,
): string[] {
  const checked = [
    ...[help.emergency, ...help.resources].map((line) => ({
      what: `The help line ${line.id} (${line.name})`,
      on: line.checked.on,
      read: ` on ${line.checked.source}`,
    })),
    ...Object.entries(instructions).flatMap(([id, text]) =>
      text
        ? [{ what: `The emergency instruction ${id} ("${text.en.title}")`, on: text.checked.on, read: '' }]
        : [],
    ),
  ];
  return checked.flatMap(({ what, on, read }) => {
    const when = dueWords(reviewDueDate(new Date(`${on}T00:00:00Z`), RECHECK_MONTHS), today);
    return when
      ? [`${what}: its yearly check ${when} (read${read} on ${on}): read it again and update checked.on.`]
      : [];
  });
}
