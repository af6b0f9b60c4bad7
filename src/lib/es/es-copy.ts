import type { HelpConfig, HelpResource } from '../../config/help-schema.ts';

/**
 * The Spanish page's words (/es), written in plain Spanish for a parent or a teen who reads little
 * English: short sentences, everyday words, usted. Names, numbers and addresses come from the
 * configuration. The page is honest first: the practice's clinicians work in English.
 */
export const ES_COPY = {
  description:
    'En español: nuestros terapeutas atienden en inglés. Aquí están las líneas de ayuda que atienden en español y cómo encontrar un terapeuta que hable español.',
  eyebrow: 'Español',
  intro: (name: string, city: string) =>
    `Somos ${name}, un grupo de terapeutas en ${city}. Ayudamos a personas, parejas, familias y jóvenes.`,
  englishHeading: 'Nuestros terapeutas hablan inglés',
  english: [
    'Nuestros terapeutas atienden solo en inglés. Por eso, esta página le muestra ayuda en su idioma.',
    'Si usted o su hijo hablan bien inglés, también podemos atenderles.',
  ],
  quickExit: {
    button: 'Salir rápido de esta página',
    summary: '¿Le preocupa que alguien vea su pantalla?',
    note: [
      'El botón «Salir rápido de esta página», o la tecla Esc, cambia esta página por una página del clima al instante. También la quita del botón para volver atrás.',
      'No puede borrar su historial: su navegador todavía puede mostrar este sitio. Una ventana privada o de incógnito deja menos rastro. Un teléfono o una computadora que esa persona no revisa es más seguro.',
    ],
  },
  dangerHeading: '¿Está en peligro ahora?',
  danger: 'Llame al 911 o vaya a la sala de emergencias más cercana.',
  linesHeading: 'Líneas que atienden en español',
  linesIntro: 'Son gratis. Puede llamar aunque no sea una emergencia.',
  findHeading: 'Cómo encontrar un terapeuta que hable español',
  find: {
    helpline: (name: string) =>
      `Llame a ${name}. Atienden en español. Pida una lista de lugares cerca de usted donde hablen español.`,
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

/**
 * The lines the Spanish page lists, those that can be reached in Spanish: the line for any crisis (988)
 * first, then the others in the configuration's order.
 */
export function spanishLines(help: HelpConfig): HelpResource[] {
  const lines = help.resources.filter((resource) => resource.spanish);
  return [
    ...lines.filter((resource) => resource.id === help.anyCrisis),
    ...lines.filter((resource) => resource.id !== help.anyCrisis),
  ];
}
