/**
 * A note the practice writes about its own ways (its configuration's `notes`: what its voicemail says,
 * who covers when a clinician is away, its privacy agreement with teens), as a piece shows it where it
 * writes `<PracticeNote id="after-hours" />`: the facts stay in the configuration, the piece says the rest.
 */
import type { Element, ElementContent } from 'hast';
import type { HelpConfig } from '../../config/help-schema.ts';
import type { PracticeNotes } from '../../config/schema.ts';
import { instructionText } from './instruction-blocks.ts';

export interface PracticeNoteSource {
  help: HelpConfig;
  notes: PracticeNotes;
  /** The reply promise, which a note names as `{reply}`. */
  reply: string;
  /** The practice's name, which a note names as `{name}`. */
  name: string;
}

const element = (
  tagName: string,
  properties: Element['properties'],
  children: ElementContent[],
): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});

/** The note as an aside named by its heading; a note the configuration lacks stops the build, naming the file. */
export function practiceNoteElement(
  id: string,
  source: PracticeNoteSource,
  options: { headingLevel: number; key?: string; path?: string },
): Element {
  const note = source.notes[id];
  if (!note) {
    throw new Error(
      `${options.path ?? 'a piece'}: <PracticeNote id="${id}" /> names no note of the practice's configuration (notes)`,
    );
  }
  const headingId = `note-${options.key ?? id}`;
  const level = Math.min(6, Math.max(2, options.headingLevel));
  return element(
    'aside',
    { className: ['practice-note'], dataPracticeNote: id, ariaLabelledBy: [headingId] },
    [
      element(`h${level}`, { id: headingId, className: ['instruction-title'] }, [
        { type: 'text', value: note.title },
      ]),
      ...note.parts.map((part) =>
        element(
          'p',
          {},
          instructionText(
            part.replaceAll('{reply}', source.reply).replaceAll('{name}', source.name),
            source.help,
            'en',
          ),
        ),
      ),
    ],
  );
}
