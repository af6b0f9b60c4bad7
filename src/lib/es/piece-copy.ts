import type { HelpSituation } from '../../config/help-schema.ts';

/**
 * The words around a Spanish piece (src/pages/es/[slug].astro), said to a teen (tú) in plain Spanish:
 * the first box's questions, the byline, the help box and the quick-exit note. Names, numbers and
 * dates come from the configuration and the piece.
 */
export const PIECE_COPY = {
  happeningNowHeading: 'Si esto te pasa ahora',
  /** The first box's first line: 911, said with how to get an interpreter. */
  danger: '¿Tienes una herida grave o estás en peligro ahora mismo?',
  /** The question that opens each crisis situation's line in the first box, in the order they are asked. */
  /** 988's question where a piece declares both suicide and self-harm, as the English box asks it. */
  suicideAndSelfHarm: '¿Piensas en morir o en hacerte daño?',
  questions: [
    ['suicide', '¿Piensas en morir?'],
    ['self-harm', '¿Te cuesta hablar? Escribe.'],
    ['child-abuse', '¿Alguien en casa te hace daño?'],
    ['domestic-violence', '¿Un adulto en casa le hace daño a otro?'],
    ['overdose', '¿Tomaste algo por error, o no sabes si es peligroso?'],
  ] as const satisfies readonly (readonly [HelpSituation, string])[],
  or: 'o',
  tldrHeading: 'En pocas palabras',
  helpHeading: 'Líneas de ayuda (en español o con intérprete)',
  /** A teen's question before reaching out, over each line's answer in the help box. */
  parentsQuestion: '¿Se lo dirán a mis padres?',
  /** Under a line that has no Spanish route of its own. */
  answersInEnglish: 'Atiende en inglés.',
  helpIntro:
    'Son gratis y atienden a cualquier hora. Si una línea no tiene a alguien que hable español, pide un intérprete.',
  english: 'Esta página en inglés',
  written: 'Escrito por',
  reviewed: 'Revisado por',
  on: 'el',
  nextReview: 'Próxima revisión',
  published: 'Publicado el',
  updated: 'actualizado el',
  quickExit: {
    button: 'Salir rápido de esta página',
    summary: '¿Te preocupa que alguien vea tu pantalla?',
    note: [
      'El botón «Salir rápido de esta página», o la tecla Esc, cambia esta página por una del clima al instante. Si alguien toca «Atrás», no vuelve a esta página.',
      'El botón no borra el historial: tu navegador todavía puede mostrar este sitio en la lista. Una ventana privada deja menos rastro. Es más seguro usar un teléfono o una computadora que esa persona no revise.',
    ],
  },
} as const;

/** A date in Spanish: "27 de noviembre de 2026". Content dates are calendar dates: UTC. */
export function spanishDate(date: Date): string {
  return new Intl.DateTimeFormat('es-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
