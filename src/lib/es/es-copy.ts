import type { HelpConfig, HelpResource } from '../../config/help-schema.ts';
import type { HappeningNowLine } from '../help/happening-now.ts';
import { spanishHappeningNow } from './piece-lines.ts';

/**
 * The Spanish page's words (/es), written in plain Spanish for a parent or a teen who reads little
 * English: short sentences, everyday words, usted. Names, numbers and addresses come from the
 * configuration. The page is honest first: the practice's clinicians work in English.
 */
export const ES_COPY = {
  description:
    'En español: nuestros terapeutas atienden en inglés. Aquí están las líneas de ayuda en español o con intérprete, y cómo encontrar un terapeuta que hable español.',
  eyebrow: 'Español',
  intro: (name: string, city: string) =>
    `Somos ${name}, un grupo de terapeutas en ${city}. Ayudamos a personas, parejas, familias y jóvenes.`,
  englishHeading: 'Nuestros terapeutas hablan inglés',
  english: [
    'Nuestros terapeutas atienden solo en inglés. Por eso, esta página le muestra ayuda en su idioma.',
    'Si usted o su hijo hablan bien inglés, también podemos atenderlos.',
  ],
  quickExit: {
    button: 'Salir rápido de esta página',
    summary: '¿Le preocupa que alguien vea su pantalla?',
    note: [
      'El botón «Salir rápido de esta página», o la tecla Esc, cambia esta página por una del clima al instante. Si alguien toca «Atrás», no vuelve a esta página.',
      'El botón no borra el historial: su navegador todavía puede mostrar este sitio en la lista. Una ventana privada o de incógnito deja menos rastro. Es más seguro usar un teléfono o una computadora que esa persona no revise.',
    ],
  },
  /**
   * The first box, right under the title, so a phone's first screen shows it: 911, then the line for any
   * crisis (988) and the line for a child being hurt, each with how to reach it in Spanish.
   */
  now: {
    heading: 'Si esto pasa ahora',
    danger: '¿Alguien está malherido o en peligro ahora?',
    questions: [
      ['suicide', '¿Piensa en el suicidio o está en una crisis?'],
      ['child-abuse', '¿Le hacen daño a un niño?'],
    ],
    emergencyRoom: 'También puede ir a la sala de emergencias más cercana.',
  },
  childHeading: '¿Le hacen daño a un niño?',
  childIntro:
    'Si un niño está en peligro ahora, llame al 911. Si no, puede llamar a una de estas líneas. Un niño o joven también puede llamar.',
  interpretersNote:
    'Algunas líneas no tienen personas que hablen español. Al llamar, diga «Spanish» o pida un intérprete. Es gratis.',
  linesHeading: 'Líneas de ayuda (en español o con intérprete)',
  linesIntro: 'Son gratis. Puede llamar aunque no sea una emergencia.',
  piecesHeading: 'Para jóvenes',
  piecesIntro: 'Páginas en español para jóvenes que pasan por un momento difícil:',
  findHeading: 'Cómo encontrar un terapeuta que hable español',
  find: {
    /** "Llame a <name> al <number>." then `helplineRest`: the page links the number and marks the name. */
    helplineCall: ['Llame a', 'al'],
    helplineRest: 'Atienden en español. Pida una lista de lugares cerca de usted donde hablen español.',
    locator: 'Busque con su código postal en el buscador de tratamiento del gobierno:',
    insurance: 'Si tiene seguro médico, llame al número de su tarjeta. Pida terapeutas que hablen español.',
    ask: 'Cuando llame a un terapeuta, pregunte: «¿Atiende usted en español?»',
  },
  writeHeading: 'Cómo escribirnos',
  write: [
    'Puede escribirnos en español. Le contestaremos en inglés.',
    'No escriba detalles de salud en el mensaje. No revisamos los mensajes a todas horas. En una crisis, use las líneas de arriba.',
  ],
  phone: 'Teléfono',
  email: 'Correo',
  form: 'El formulario para escribirnos está en inglés:',
  formLink: 'Escribirnos',
} as const;

/** The Spanish page's first box: 911, then the first Spanish line of each situation its questions ask about. */
export function spanishPageNow(help: HelpConfig): HappeningNowLine[] {
  const situations = ES_COPY.now.questions.map(([situation]) => situation);
  return spanishHappeningNow(help, situations, ES_COPY.now, 'adults');
}

/** The treatment helpline's sentence as it reads on the page: "Llame a <name> al <number>. Atienden...". */
export function helplineSentence(name: string, number: string): string {
  const [call, at] = ES_COPY.find.helplineCall;
  return `${call} ${name} ${at} ${number}. ${ES_COPY.find.helplineRest}`;
}

/**
 * The lines the Spanish page lists: those that can be reached in Spanish, the line for any crisis (988)
 * first, then the others in the configuration's order; then the lines for thoughts of suicide that answer
 * only in English (The Trevor Project), marked so, since a young reader may still need them. The lines for
 * a child being hurt have their own section (spanishChildLines).
 */
export function spanishLines(help: HelpConfig): HelpResource[] {
  const child = new Set(help.situations['child-abuse'] ?? []);
  const lines = help.resources.filter((resource) => resource.spanish && !child.has(resource.id));
  const english = (help.situations.suicide ?? [])
    .map((id) => help.resources.find((resource) => resource.id === id)!)
    .filter((resource) => !resource.spanish);
  return [
    ...lines.filter((resource) => resource.id === help.anyCrisis),
    ...lines.filter((resource) => resource.id !== help.anyCrisis),
    ...english,
  ];
}

/**
 * The lines for a child being hurt that can be reached in Spanish (the child-abuse situation's lines, in
 * its order), listed on their own on the Spanish page so a parent or a teen finds them at once.
 */
export function spanishChildLines(help: HelpConfig): HelpResource[] {
  return (help.situations['child-abuse'] ?? [])
    .map((id) => help.resources.find((resource) => resource.id === id))
    .filter((resource): resource is HelpResource => Boolean(resource?.spanish));
}

/**
 * How the Spanish pages name a line: its Spanish name where the line or a government page gives one,
 * else its English name marked as English (the name a caller hears when the line answers).
 */
export function spanishNameOf(line: HelpResource): { name: string; lang: 'es' | 'en' } {
  return line.spanishName ? { name: line.spanishName, lang: 'es' } : { name: line.name, lang: 'en' };
}
