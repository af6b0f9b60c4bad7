import { z } from 'astro/zod';

/**
 * The situations an article or answer can declare in its `help` frontmatter. Each one brings its own
 * help lines into the page's help box; the ids are fixed because writers type them.
 * @example help: [suicide, overdose]
 */
export const HELP_SITUATIONS = [
  'suicide',
  'domestic-violence',
  'child-abuse',
  'elder-abuse',
  'substance-use',
  'overdose',
  'perinatal',
  'self-harm',
  'veteran',
  'long-term-care',
  'teen',
  'quit-vaping',
  'dating-abuse',
  'sexual-abuse',
  'runaway',
] as const;

export type HelpSituation = (typeof HELP_SITUATIONS)[number];

/**
 * The situations of a reader in danger now: a piece that declares one opens with the "If this is
 * happening now" box, and must read at grade 8 or below.
 */
export const CRISIS_SITUATIONS = [
  'suicide',
  'self-harm',
  'domestic-violence',
  'child-abuse',
  'overdose',
] as const satisfies readonly HelpSituation[];

/**
 * The situations of a reader whose screen may be watched by the person hurting them: a piece that
 * declares one shows "Leave this page quickly" unless it says `quickExit: false` with its reason.
 */
export const QUICK_EXIT_SITUATIONS = [
  'domestic-violence',
  'child-abuse',
] as const satisfies readonly HelpSituation[];

const resourceId = z.string().regex(/^[a-z0-9-]+$/, 'Use lowercase letters, digits and hyphens');

/**
 * One way to reach a help line. A call is dialled as written in `tel` (a short code such as 911, or an
 * E.164 number); a text goes to `sms`, with the keyword the line asks for as the message body.
 * @example { kind: 'call', display: '1-800-715-4225', tel: '+18007154225' }
 * @example { kind: 'text', display: '741741', sms: '741741', keyword: 'HOME' }
 * @example { kind: 'web', label: 'Chat at 988lifeline.org', url: 'https://988lifeline.org/' }
 */
const helpContactSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('call'),
    /** The number as people read it, with its letters if it has some: "1-800-33-HAVEN (1-800-334-2836)". */
    display: z.string().min(3),
    tel: z.string().regex(/^(\d{3}|\+1\d{10})$/, 'Must be a three-digit code or an E.164 number (+1...)'),
    /** What to do once connected, e.g. "choose your language, then option 3". */
    then: z.string().min(1).optional(),
    /**
     * In a Spanish route, the same step said to a teen (tú, where `then` says usted), for the Spanish
     * pieces written to a teen: "marca 2" beside "marque 2".
     */
    thenFamiliar: z.string().min(1).optional(),
  }),
  z.object({
    kind: z.literal('text'),
    display: z.string().min(3),
    sms: z.string().regex(/^(\d{3,6}|\+1\d{10})$/, 'Must be a short code or an E.164 number (+1...)'),
    /** The word the line asks for as the first message, e.g. HOME or START. */
    keyword: z
      .string()
      .regex(/^[A-Z]+$/)
      .optional(),
  }),
  z.object({ kind: z.literal('web'), label: z.string().min(1), url: z.url() }),
]);

/**
 * The same line in Spanish, shown as "En español: ..." with `lang="es"`. A call's `then` and a web
 * link's `label` are written in Spanish.
 * @example [{ kind: 'call', display: '988', tel: '988', then: 'marque 2' }, { kind: 'text', display: '988', sms: '988', keyword: 'AYUDA' }]
 */
const spanishSchema = z.array(helpContactSchema).min(1);

/**
 * A help line with what it is for, how to reach it, when, for whom, and where and when its details
 * were last checked against a published source (so the practice knows what to re-check, and when).
 */
const helpResourceSchema = z
  .object({
    id: resourceId,
    name: z.string().min(1),
    /** What the line is for, in a short sentence a frightened reader can take in. */
    purpose: z.string().min(1),
    /**
     * The same in a teen's words, at a sixth-grade reading level, for the help box of a piece written to a
     * teen and the teens' page. The content check requires it of every line such a box lists.
     * @example 'Text with a trained helper about anything that feels like too much.'
     */
    teenPurpose: z.string().min(1).optional(),
    /**
     * The answer to "Will they tell my parents?" in a teen's words, from the line's own published
     * confidentiality policy; where that policy could not be read, only what is sure and "ask them at the
     * start". Shown under the line in a teen's help box; the content check requires it of every line such
     * a box lists (911 aside).
     * @example 'They do not keep your phone number. Ask them at the start what they would have to share.'
     */
    teenParents: z.string().min(1).optional(),
    /**
     * The same answer to "Will they tell my parents?" in plain Spanish, to a teen (tú), for the help box of
     * a Spanish piece: required with `teenParents`, so a Spanish box says what the English one says.
     * @example 'Pregúntales al empezar qué tendrían que contar.'
     */
    spanishTeenParents: z.string().min(1).optional(),
    contact: z.array(helpContactSchema).min(1),
    /** How to reach the line in Spanish, when it answers in Spanish. */
    spanish: spanishSchema.optional(),
    /**
     * The line's name in Spanish, only as the line itself or a government page writes it in Spanish; a line
     * without one is named in English (marked `lang="en"`), since that is the name a caller hears.
     * @example 'Línea Nacional contra la Violencia Doméstica'
     */
    spanishName: z.string().min(1).optional(),
    /**
     * What the line is for and when it answers, in plain Spanish, for the Spanish page (/es): required with
     * `spanish`, so a line listed there is never described in English.
     * @example 'Para pensamientos de suicidio o una crisis. A cualquier hora, gratis.'
     */
    spanishPurpose: z.string().min(1).optional(),
    hours: z.string().min(1),
    serves: z.string().min(1),
    checked: z.object({
      /** The page the number and hours were read on. */
      source: z.url(),
      on: z.iso.date(),
      /** Anything the next person to check should know, e.g. that the source is not the line's own site. */
      note: z.string().min(1).optional(),
    }),
  })
  .refine((resource) => !resource.spanish || resource.spanishPurpose, {
    message: 'A line with a spanish route needs spanishPurpose: what it is for, in Spanish',
    path: ['spanishPurpose'],
  })
  .refine((resource) => !resource.teenParents || resource.spanishTeenParents, {
    message: 'A line with teenParents needs spanishTeenParents: the same answer, in Spanish',
    path: ['spanishTeenParents'],
  });

const ids = z.array(resourceId).min(1);

export const helpSchema = z
  .object({
    /** Immediate danger: always first in every help box, alone on its line. */
    emergency: helpResourceSchema,
    resources: z.array(helpResourceSchema).min(1),
    /** The general crisis lines: pages that declare no situation, and the contact pages. */
    general: ids,
    /**
     * Each situation's lines, in the order the help box lists them. A situation without lines (one that
     * only a state's agencies answer, where the practice has not listed them) cannot be declared by a piece.
     */
    situations: z.object(
      Object.fromEntries(HELP_SITUATIONS.map((situation) => [situation, ids.optional()])) as Record<
        HelpSituation,
        z.ZodOptional<typeof ids>
      >,
    ),
    /** Offered last in a box for declared situations that does not already list it: any other crisis. */
    anyCrisis: resourceId,
    /**
     * Where "Leave this page quickly" sends the reader: an ordinary site that draws no attention on a
     * shared screen.
     */
    quickExitUrl: z.url(),
  })
  .superRefine((help, context) => {
    const known = new Set(help.resources.map((resource) => resource.id));
    if (known.size !== help.resources.length) {
      context.addIssue({ code: 'custom', message: 'Two help resources share an id', path: ['resources'] });
    }
    const references: [string, (string | number)[]][] = [
      ...help.general.map((id, index): [string, (string | number)[]] => [id, ['general', index]]),
      ...HELP_SITUATIONS.flatMap((situation) =>
        (help.situations[situation] ?? []).map((id, index): [string, (string | number)[]] => [
          id,
          ['situations', situation, index],
        ]),
      ),
      [help.anyCrisis, ['anyCrisis']],
    ];
    for (const [id, path] of references) {
      if (!known.has(id)) {
        context.addIssue({ code: 'custom', message: `"${id}" is not the id of a help resource`, path });
      }
    }
  });

export type HelpContact = z.infer<typeof helpContactSchema>;
export type HelpResource = z.infer<typeof helpResourceSchema>;
export type HelpConfig = z.infer<typeof helpSchema>;
/** The help lines as written, before their defaults are filled in. */
export type HelpInput = z.input<typeof helpSchema>;
