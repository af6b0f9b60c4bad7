import { describe, expect, it } from 'vitest';
import { PRACTICE } from '@/config/practice';
import { ES_COPY, spanishLines } from '@/lib/es/es-copy';
import { spanishSyllables, szigrisztPazos } from '@/lib/es/reading-ease';

/** Every string of the page's words, the templates filled with the practice's name and city. */
function pageWords(): string[] {
  const strings = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : Array.isArray(value)
        ? value.flatMap(strings)
        : value && typeof value === 'object'
          ? Object.values(value).flatMap(strings)
          : [];
  const place = `${PRACTICE.address.city}, ${PRACTICE.address.state}`;
  return [
    ...strings(ES_COPY),
    ES_COPY.intro(PRACTICE.name, place),
    ES_COPY.find.helpline(
      PRACTICE.help.resources.find((line) => line.id === PRACTICE.help.situations['substance-use'][0])!.name,
    ),
    ...spanishLines(PRACTICE.help).map((line) => line.spanishPurpose!),
  ];
}

describe('Spanish reading ease', () => {
  it('counts syllables as Spanish spelling writes them: diphthongs, hiatus, a silent u, a final y', () => {
    const counts = Object.fromEntries(
      ['cuidado', 'día', 'leer', 'guerra', 'que', 'hoy', 'ayuda', 'teléfono', 'emergencia'].map((word) => [
        word,
        spanishSyllables(word),
      ]),
    );
    expect(counts).toEqual({
      cuidado: 3,
      día: 2,
      leer: 2,
      guerra: 2,
      que: 1,
      hoy: 1,
      ayuda: 3,
      teléfono: 4,
      emergencia: 4,
    });
  });

  it('scores plain Spanish easy and official Spanish hard', () => {
    expect(szigrisztPazos(['Son gratis. Puede llamar a cualquier hora.'])).toBeGreaterThan(80);
    expect(
      szigrisztPazos([
        'La administración de servicios de salud mental proporciona información confidencial sobre tratamientos especializados disponibles en establecimientos autorizados.',
      ]),
    ).toBeLessThan(40);
  });

  it('finds the Spanish page fairly easy (INFLESZ 65 or more), with the lines it lists', () => {
    expect(szigrisztPazos(pageWords())).toBeGreaterThanOrEqual(65);
  });

  it('lists every line that has a Spanish route, the line for any crisis first', () => {
    const lines = spanishLines(PRACTICE.help);
    expect(lines[0]!.id).toBe(PRACTICE.help.anyCrisis);
    expect(lines.map((line) => line.id).sort()).toEqual(
      PRACTICE.help.resources
        .filter((resource) => resource.spanish)
        .map((resource) => resource.id)
        .sort(),
    );
  });
});
