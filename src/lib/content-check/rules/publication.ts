import { parseCalendarDate } from '../../content/calendar-date.ts';
import { publicationState, type PublicationState } from '../../content/publication.ts';
import type { ContentFile } from '../content-file.ts';

/**
 * Where a file stands on `today`, read from its frontmatter as written. A file without a readable
 * published date counts as published (its date is reported by the schema rule); notices always are.
 */
export function fileState(file: ContentFile, today: string): PublicationState {
  const data = file.data ?? {};
  const parsed = parseCalendarDate(String(data.published ?? ''));
  const published = 'date' in parsed ? parsed.date : new Date(0);
  return publicationState({ data: { draft: data.draft === true, published } }, today);
}
