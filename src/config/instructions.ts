import type { HelpSituation } from './help-schema.ts';
import { PRACTICE } from '#practice';
import {
  INSTRUCTION_IDS,
  type InstructionId,
  type InstructionText,
  type StateInstructionId,
} from './instruction-schema.ts';

export {
  INSTRUCTION_IDS,
  STATE_INSTRUCTION_IDS,
  type InstructionId,
  type InstructionPart,
  type InstructionWords,
} from './instruction-schema.ts';

/**
 * What a reader does in an emergency, written once: each instruction in English and Spanish, with the
 * sources it rests on and the day they were read, the short forms the help boxes use, and the phrase lists
 * the content check holds every piece and every box to. A piece shows an instruction with one line,
 * `<Instruction id="overdose" />` (src/lib/markdown/remark-instructions.ts draws it), and never says it in
 * its own words, so a clinician reviewing a change reads one block, not fifteen pieces.
 *
 * The words of the instructions that depend on a state's laws and lines (STATE_INSTRUCTION_IDS) are the
 * practice's, in its module, beside its state's help lines; the rest are written here, as are the rules of
 * every instruction (where it must be shown, what a piece may not retype).
 * Re-read every source at least once a year, and whenever a law or guideline named here changes.
 *
 * In the words, `{call:<help line id>}` is drawn as that line's number, a link that dials it (the ids are
 * those of the practice's help; `emergency-911` is 911).
 */

/**
 * A phrase that says an instruction in a piece's own words, or says something it contradicts. Read one
 * sentence at a time: the sentence matches `pattern`, and does not match `unless` where one is given.
 */
interface Phrase {
  pattern: RegExp;
  unless?: RegExp;
  /** What is wrong with saying it so, ending where the check's message adds the block to use instead. */
  says: string;
}

/** Where an instruction must be shown: what a piece declares, or what its words touch. */
interface Requirement {
  /** A piece that declares one of these situations shows the block. */
  declared?: readonly HelpSituation[];
  /** A piece whose declared situations pass this test shows it (combinations of situations). */
  when?: (declared: readonly HelpSituation[]) => boolean;
  /**
   * A piece whose prose matches one of these shows it, where the piece declares one of `among` (any
   * piece when `among` is left out). English patterns and Spanish ones are read on pieces of their own
   * language.
   */
  mentions?: { en: readonly RegExp[]; es: readonly RegExp[]; among?: readonly HelpSituation[] };
  /** Another block that says what this one says for the same reader, and so stands in for it. */
  orShows?: readonly InstructionId[];
}

/**
 * The short forms the boxes use (the "If this is happening now" box and the help box beside 911): for an
 * adult, a teen, and in Spanish to usted and to tú. `{contacts}` is where 911's link goes in the line.
 */
export interface BoxWords {
  adults: string;
  teen: string;
  es: string;
  esFamiliar: string;
}

/** Where an instruction must be shown and what a piece may not say in its place: the same in every state. */
interface InstructionRule {
  required: Requirement;
  restates: { en: readonly Phrase[]; es: readonly Phrase[] };
}

/** An instruction as a page draws it and the content check holds pieces to it. */
export type Instruction = InstructionText & InstructionRule;

const CRISIS_SELF: readonly HelpSituation[] = ['suicide', 'self-harm'];
const PARTNER_OR_SEXUAL: readonly HelpSituation[] = ['domestic-violence', 'dating-abuse', 'sexual-abuse'];

/** The box words of the three instructions the boxes carry beside 911. */
export const BOX_WORDS = {
  /** The first line where overdose is a piece's subject: 911 first, then naloxone, then stay. */
  overdoseLead: {
    adults:
      'Someone will not wake up, is not breathing well, or took pills or poison on purpose? {contacts} now. Then give naloxone if you have it, and stay with them.',
    teen: 'Someone will not wake up, cannot breathe well, or took pills on purpose? {contacts} now. Then give naloxone if you have it. Stay with them.',
    es: '¿Alguien no despierta, no respira bien o tomó pastillas o veneno a propósito? {contacts}. Luego dele naloxona si tiene y quédese con esa persona.',
    esFamiliar:
      '¿Alguien no despierta, no respira bien o tomó pastillas a propósito? {contacts}. Luego dale naloxona si tienes. Quédate con esa persona.',
  },
  /** 911 again for someone not breathing well, where overdose meets suicide or self-harm; and the help box's note. */
  overdose: {
    adults:
      'Someone will not wake up or is not breathing well? {contacts} now. Then give naloxone if you have it, and stay with them.',
    teen: 'Someone will not wake up or cannot breathe well? {contacts} now. Then give naloxone if you have it. Stay with them.',
    es: '¿Alguien no despierta o no respira bien? {contacts}. Luego dele naloxona si tiene y quédese con esa persona.',
    esFamiliar:
      '¿Alguien no despierta o no respira bien? {contacts}. Luego dale naloxona si tienes. Quédate con esa persona.',
  },
  /** Asked on 911's line wherever a box offers Poison Help: pills taken on purpose are 911's. */
  takenOnPurpose: {
    adults: 'Took pills or poison on purpose?',
    teen: 'Took pills on purpose?',
    es: '¿Tomó pastillas o veneno a propósito?',
    esFamiliar: '¿Tomaste pastillas a propósito?',
  },
  /** Asked on 911's line after self-harm: what cannot wait for ten minutes of pressure. */
  bleeding: {
    adults:
      'Bleeding that spurts or soaks through, a deep or gaping cut, a big or deep burn or one on the face, or faint, confused, or pale and cold? Do not wait.',
    teen: 'Blood spurts or soaks through, a deep cut, a big burn or one on your face, or you feel faint? Do not wait.',
    es: '¿La sangre sale a chorros o empapa la tela? ¿Es una herida honda o abierta, o una quemadura grande, honda o en la cara? ¿Se va a desmayar, se confunde o tiene la piel pálida y fría? No espere.',
    esFamiliar:
      '¿La sangre sale a chorros o empapa la tela? ¿Es una herida honda o abierta, o una quemadura grande, honda o en la cara? ¿Te vas a desmayar, te confundes o tienes la piel pálida y fría? No esperes.',
  },
} as const satisfies Record<string, BoxWords>;

const RULES: Record<InstructionId, InstructionRule> = {
  overdose: {
    required: { declared: ['overdose'] },
    restates: {
      en: [
        { pattern: /\bwhile you wait for help\b/i, says: 'retypes the overdose steps' },
        {
          pattern: /\brescue breath\w*|\bbreath every 5 seconds\b/i,
          says: 'retypes how to help them breathe',
        },
        { pattern: /\brecovery position\b/i, says: 'retypes how to lay them on their side' },
        { pattern: /\bsecond dose\b/i, says: 'retypes when to give a second dose' },
        {
          pattern:
            /\bmedical amnesty\b|\bGood Samaritan (?:law|act)\b|\bcannot arrest\b|\bcan(?:not|'t) be arrested\b/i,
          says: "retypes the state's overdose amnesty law",
        },
        {
          pattern: /\b(?:give|use|spray) (?:them |him |her |the person )?(?:the )?(?:naloxone|narcan)\b/i,
          unless: /\b911\b/,
          says: 'tells the reader to give naloxone without calling 911 first',
        },
        {
          pattern: /\btreat (?:it|this) as an emergency\b/i,
          unless: /\b911\b/,
          says: 'calls an overdose an emergency without saying to call 911',
        },
      ],
      es: [
        { pattern: /\bmientras (?:llega|esperas|espera) la ayuda\b/i, says: 'retypes the overdose steps' },
        { pattern: /\brespiraci(?:ón|ones) de rescate\b/i, says: 'retypes how to help them breathe' },
        { pattern: /\bsegunda dosis\b/i, says: 'retypes when to give a second dose' },
        {
          pattern: /\bno deja que la policía\b|\bbuen samaritano\b/i,
          says: "retypes the state's overdose amnesty law",
        },
        {
          pattern: /\b(?:dale|dele|dar|usa|use|usar) (?:la )?naloxona\b/i,
          unless: /\b911\b/,
          says: 'tells the reader to give naloxone without calling 911 first',
        },
      ],
    },
  },

  'taken-on-purpose': {
    required: {
      when: (declared) => declared.includes('overdose') && declared.some((s) => CRISIS_SELF.includes(s)),
      mentions: {
        en: [
          /\b(?:took|take|takes|taken|taking|swallow\w*)\b[^.?!]{0,30}\b(?:pills?|poison)\b/i,
          /\b(?:pills?|medicines?|poison)\b[^.?!]{0,30}\bon purpose\b/i,
        ],
        es: [
          /\b(?:tom\w+|trag\w+)\b[^.?!]{0,30}\b(?:pastillas?|medicinas?|veneno)\b/i,
          /\b(?:pastillas?|medicinas?|veneno)\b[^.?!]{0,30}\ba propósito\b/i,
        ],
        among: CRISIS_SELF,
      },
    },
    restates: {
      en: [
        {
          pattern:
            /\b911 or (?:call )?(?:Poison Help|poison control)\b|\b(?:Poison Help|poison control) or 911\b/i,
          says: 'offers Poison Help beside 911, where something taken on purpose is for 911 alone',
        },
        {
          pattern: /\b(?:took|take|taken|taking|swallow\w*)\b[^.?!]{0,40}\bon purpose\b/i,
          says: 'retypes where pills taken on purpose go',
        },
        { pattern: /\bPoison Help is (?:only )?for\b/i, says: 'retypes what Poison Help is for' },
      ],
      es: [
        {
          pattern: /\b911 o (?:a )?(?:Poison Help|la línea de ayuda por envenenamiento)\b/i,
          says: 'offers Poison Help beside 911, where something taken on purpose is for 911 alone',
        },
        {
          pattern: /\b(?:tomaste|tomó|tragaste|tragó|tomar)\b[^.?!]{0,40}\ba propósito\b/i,
          says: 'retypes where pills taken on purpose go',
        },
      ],
    },
  },

  'self-harm-first-aid': {
    required: { declared: ['self-harm'] },
    restates: {
      en: [
        {
          pattern:
            /\bpress (?:on it |on the (?:wound|cut) )?(?:hard|firmly)\b|\bpress on (?:it|the (?:wound|cut|bleeding))\b/i,
          says: 'retypes how to stop bleeding',
        },
        {
          pattern: /\bcool running water\b|\bcool (?:it|the burn) under\b/i,
          says: 'retypes how to cool a burn',
        },
        { pattern: /\bsoaks? through\b/i, says: 'retypes which bleeding cannot wait' },
      ],
      es: [
        {
          pattern: /\b(?:aprieta|presiona|apretar|presionar)\b[^.?!]{0,30}\b(?:herida|cortada|sangre)\b/i,
          says: 'retypes how to stop bleeding',
        },
        { pattern: /\bagua (?:fresca|fría)\b/i, says: 'retypes how to cool a burn' },
      ],
    },
  },

  'urgent-signs': {
    required: {
      mentions: {
        en: [
          /\bhallucinat\w*/i,
          /\bhear(?:s|ing)? (?:voices|things)\b/i,
          /\bsee(?:s|ing)? things\b/i,
          /\bdelusion\w*/i,
          /\bpsychos[ei]s\b|\bpsychotic\b/i,
          /\b(?:days|nights) (?:without|with (?:little|no)) sleep\b|\bdays without sleeping\b/i,
        ],
        es: [/\balucinaci\w*/i, /\boye(?:s|n)? voces\b/i, /\bpsicosis\b|\bpsicótic\w*/i],
      },
      orShows: ['perinatal-thoughts'],
    },
    restates: { en: [], es: [] },
  },

  'means-safety': {
    required: {
      mentions: {
        en: [
          /\b(?:lock(?:ed|ing)? up|remov\w+|stor\w+|keep\w*|put)\b[^.?!]{0,60}\b(?:guns?|firearms?|medicines?|medications?|pills)\b/i,
          /\b(?:guns?|firearms?|medicines?|medications?|pills|things (?:you|I) (?:could )?use|what (?:you|I) use)\b[^.?!]{0,60}\bout of reach\b/i,
          /\blethal means\b|\bmeans of (?:suicide|self-harm)\b/i,
          /\bmak(?:e|ing) (?:the|your|their|my) (?:home|house|space|room) safer\b/i,
        ],
        es: [
          /\b(?:guard\w+|quit\w+|alej\w+|dej\w+)\b[^.?!]{0,60}\b(?:armas?|medicinas?|pastillas)\b/i,
          /\bbajo llave\b/i,
          /\baléjate de lo que podrías usar\b/i,
        ],
        among: CRISIS_SELF,
      },
    },
    restates: {
      en: [
        {
          pattern: /\bunloaded\b|\b(?:bullets|ammunition|ammo) (?:apart|separate\w*)\b|\bdrug take-back\b/i,
          says: 'retypes how to store a gun or medicines',
        },
      ],
      es: [
        {
          pattern: /\bsin balas\b|\bbalas aparte\b/i,
          says: 'retypes how to store a gun or medicines',
        },
      ],
    },
  },

  'injury-report': {
    required: {
      mentions: {
        en: [
          /\bget (?:yourself |her |him |them )?checked\b/i,
          /\b(?:hurt|hit|injur\w*|choked|strangled|kicked|pushed)\b[^.?!]{0,80}\b(?:see a (?:doctor|nurse)|go to (?:an|the) (?:emergency room|ER|hospital))\b/i,
          /\b(?:see a (?:doctor|nurse)|go to (?:an|the) (?:emergency room|ER|hospital))\b[^.?!]{0,80}\b(?:hurt|hit|injur\w*|choked|strangled|kicked|pushed)\b/i,
        ],
        es: [/\bque te revisen\b/i, /\bir al médico\b/i],
        among: PARTNER_OR_SEXUAL,
      },
      orShows: ['child-abuse-report'],
    },
    restates: {
      en: [
        {
          pattern: /\bsafe place to tell\b/i,
          says: "promises a safe place to tell that the state's reporting duties do not keep",
        },
        {
          pattern:
            /^(?![^.?!]*\b(?:child|children|kids?|minors?)\b)[^.?!]*\b(?:doctors?|nurses?|hospitals?|clinics?)\b[^.?!]{0,60}\b(?:must|have to|has to|is required to) report\b/i,
          says: 'retypes what a doctor must report after treating an injury',
        },
        {
          pattern:
            /\b(?:doctor|nurse|midwife|ER|emergency room|clinic|hospital|pediatrician|school counselor)s?\b[^.?!]{0,80}\b(?:confidential|will not tell|won't tell|keeps? (?:it|this|what you say) (?:private|secret))\b/i,
          unless: /\b(?:unless|except|must report|has to report|have to report|limits?)\b/i,
          says: "promises a confidential visit that the state's reporting duties do not keep",
        },
      ],
      es: [
        {
          pattern: /\blugar seguro para contar\b/i,
          says: "promises a safe place to tell that the state's reporting duties do not keep",
        },
      ],
    },
  },

  'child-abuse-report': {
    required: {
      mentions: {
        en: [/\bmandated reporters?\b/i, /\b(?:must|has to|have to|required to) report\b/i],
        es: [/\b(?:tiene|tienen) que avisar\b/i, /\bobligad[oa]s? a (?:avisar|reportar)\b/i],
        among: ['child-abuse', 'sexual-abuse', 'teen'],
      },
    },
    restates: {
      en: [
        {
          pattern:
            /^(?=[^.?!]*\b(?:child|children|kids?|teens?|minors?|abuse|neglect)\b)[^.?!]*\b(?:teachers?|counselors?|doctors?|nurses?|therapists?)\b[^.?!]{0,60}\b(?:must|have to|has to|are required to) report\b/i,
          says: 'retypes who must report a child being hurt',
        },
      ],
      es: [
        {
          pattern:
            /\b(?:maestr\w+|consejer\w+|médic\w+|enfermer\w+|terapeutas?)\b[^.?!]{0,60}\b(?:tienen|tiene) que avisar\b/i,
          says: 'retypes who must report a child being hurt',
        },
      ],
    },
  },

  'perinatal-thoughts': {
    required: { declared: ['perinatal'] },
    restates: {
      en: [
        {
          pattern:
            /\bthoughts? (?:of|about) (?:harm(?:ing)?|hurting) (?:to )?(?:the|your|their|her) (?:baby|child)\b[^.?!]*\b(?:988|911|call|tell (?:your|her) doctor)\b|\b(?:988|911|call|tell (?:your|her) doctor)\b[^.?!]*\bthoughts? (?:of|about) (?:harm(?:ing)?|hurting) (?:to )?(?:the|your|their|her) (?:baby|child)\b/i,
          says: 'says where thoughts of harming the baby go in its own words',
        },
      ],
      es: [],
    },
  },

  'eating-disorder-same-day': {
    required: {
      mentions: {
        en: [/\beating disorders?\b|\banorexia\b|\bbulimia\b/i],
        es: [/\btrastornos? de (?:la )?alimentaci[oó]n\b/i],
      },
    },
    restates: { en: [], es: [] },
  },
};

/** The words of the instructions no state's law changes. */
const SHARED_TEXTS: Record<Exclude<InstructionId, StateInstructionId>, InstructionText> = {
  'taken-on-purpose': {
    en: {
      title: 'If pills or anything else was taken on purpose',
      parts: [
        'Call {call:emergency-911} now, even if the person seems fine. Some pills harm the body for hours before anyone feels sick, so do not wait for signs.',
        'Poison Help, at {call:poison-help}, is for something taken by mistake, or a question. Pills taken on purpose are a 911 call.',
      ],
    },
    es: {
      title: 'Si alguien tomó pastillas u otra cosa a propósito',
      parts: [
        'Llamar ahora al {call:emergency-911}, aunque la persona se vea bien. Algunas pastillas hacen daño por horas antes de que alguien se sienta mal. No hay que esperar a ver señales.',
        'La línea de ayuda por envenenamiento, {call:poison-help}, es para algo que se tomó por error, o para una pregunta. Las pastillas tomadas a propósito son una llamada al 911.',
      ],
    },
    sources: [
      {
        name: 'Health Resources and Services Administration. Poison Help: What You Can Do',
        url: 'https://poisonhelp.hrsa.gov/what-can-you-do/poison-proof-your-home/index.html',
        supports: '"Do not wait for signs of poisoning before calling Poison Help (1-800-222-1222)."',
      },
      {
        name: 'MSD Manual, consumer version. Acetaminophen poisoning',
        url: 'https://www.msdmanuals.com/home/quick-facts-injuries-and-poisoning/poisoning/acetaminophen-poisoning',
        supports: '"Acetaminophen poisoning may not cause symptoms until your liver has been damaged."',
      },
      {
        name: 'North Tees and Hartlepool NHS Foundation Trust. Paracetamol safety for adults',
        url: 'https://www.nth.nhs.uk/resources/paracetamol-safety-for-adults/',
        supports:
          '"It is important to get help right away if you think you have taken too much paracetamol. Even if you feel well, you will need help."',
      },
      {
        name: 'Wyoming Department of Health. Poison center',
        url: 'https://health.wyo.gov/publichealth/prevention/wivpp/poison-center',
        supports:
          'Call 911, not the poison center, when someone is unconscious or cannot be awakened, has collapsed, had a seizure, or has trouble breathing.',
      },
    ],
    checked: {
      on: '2026-12-01',
      note: 'That an overdose taken on purpose is a 911 call "even if you feel fine" is the site\'s rule since 2026-11-25, on HRSA\'s "do not wait for signs" and the delayed harm above; Mayo Clinic\'s poisoning first aid (call 911 for medicines taken intentionally) was read only on copies of its page: confirm on mayoclinic.org.',
    },
  },

  'self-harm-first-aid': {
    en: {
      title: 'First aid for a cut or a burn',
      parts: [
        {
          lead: 'Call {call:emergency-911} now, and do not wait, if:',
          items: [
            'blood spurts out, or soaks through the cloth pressed on it',
            'a cut is deep, or gapes open',
            'a burn is bigger than a hand, or deep, or on the face',
            'a burn makes the skin white or black, at any size',
            'a burn came from a chemical or from electricity',
            'the person feels faint, dizzy or mixed up, or their skin is pale and cold',
          ],
        },
        'While you wait, press hard on the bleeding. If blood soaks through the cloth, do not take it off: put more cloth on top and keep pressing. Cool a burn under cool running water.',
        {
          lead: 'A smaller cut:',
          items: [
            'Press on it hard with a clean cloth. Hold it up high, above the heart if you can.',
            'Keep pressing. Still bleeding after 10 minutes? Call 911.',
            'When it stops, rinse it under clean tap water, pat it dry and cover it with a clean bandage.',
          ],
        },
        {
          lead: 'A small burn:',
          items: [
            'Cool it under cool running water for 20 minutes. Do not use ice, cream or butter.',
            'Then lay plastic wrap over it.',
          ],
        },
        {
          lead: 'See a doctor or nurse today if:',
          items: [
            'a cut still bleeds a little after pressing',
            'a cut is on the face, the mouth or the private parts',
            'something is stuck in it (do not pull it out)',
            'a burn blisters on the hands, arms, feet, legs or private parts',
            'in the next days the skin around it swells, gets red or hurts more, there is pus, or a fever comes',
          ],
        },
        'First aid keeps a wound from getting worse. It does not make hurting yourself safe.',
      ],
    },
    es: {
      title: 'Primeros auxilios para una cortada o una quemadura',
      parts: [
        {
          lead: 'Llamar al {call:emergency-911} ahora, sin esperar, si:',
          items: [
            'la sangre sale a chorros, o empapa la tela que la aprieta',
            'la cortada es honda, o queda abierta',
            'la quemadura es más grande que una mano, es honda o está en la cara',
            'la quemadura deja la piel blanca o negra, aunque sea pequeña',
            'la quemadura fue con un químico o con electricidad',
            'la persona se va a desmayar, se marea o se confunde, o tiene la piel pálida y fría',
          ],
        },
        'Mientras llega la ayuda, apretar fuerte donde sangra. Si la sangre empapa la tela, no quitarla: poner más tela encima y seguir apretando. Enfriar la quemadura con agua fresca de la llave.',
        {
          lead: 'Una cortada más pequeña:',
          items: [
            'Apretarla fuerte con una tela limpia. Subirla, por encima del corazón si se puede.',
            'Seguir apretando. ¿Sangra todavía después de 10 minutos? Llamar al 911.',
            'Cuando pare, lavarla con agua limpia de la llave, secarla con suavidad y taparla con una venda limpia.',
          ],
        },
        {
          lead: 'Una quemadura pequeña:',
          items: [
            'Enfriarla con agua fresca de la llave por 20 minutos. Sin hielo, cremas ni mantequilla.',
            'Luego cubrirla con plástico de cocina.',
          ],
        },
        {
          lead: 'Ver hoy a un médico o enfermera si:',
          items: [
            'la cortada sigue sangrando un poco después de apretar',
            'la cortada está en la cara, la boca o las partes íntimas',
            'tiene algo clavado (no sacarlo)',
            'la quemadura hace ampollas en las manos, los brazos, los pies, las piernas o las partes íntimas',
            'en los días siguientes la piel se hincha, se pone roja o duele más, sale pus, o da fiebre',
          ],
        },
        'Los primeros auxilios evitan que la herida empeore. No hacen seguro hacerse daño.',
      ],
    },
    sources: [
      {
        name: 'nidirect (Northern Ireland government, from NHS guidance). Cuts and grazes',
        url: 'https://nidirect.gov.uk/node/10587',
        supports:
          'Press on a cut with a clean cloth and raise it; when to get emergency help; signs of infection.',
      },
      {
        name: 'nidirect (Northern Ireland government, from NHS guidance). Burns and scalds',
        url: 'https://www.nidirect.gov.uk/conditions/burns-and-scalds',
        supports:
          'Cool a burn under cool running water for 20 minutes, no ice, creams or butter; cover it with cling film; which burns need emergency care.',
      },
      {
        name: 'NHS Black Country Integrated Care Board. Minor burns and scalds',
        url: 'https://www.blackcountryandwestbirmccg.nhs.uk/your-health-services/health-advice/self-care/minor-burns-and-scalds',
        supports:
          '"Cool the burn with cool or lukewarm running water for 20 minutes – don\'t use ice, iced water, or any creams or greasy substances such as butter"; a burn bigger than a hand, white or charred skin, or blisters on the face, hands, arms, feet, legs or genitals need A&E.',
      },
      {
        name: 'Self Injury Support. First aid for cuts (from the National Self Harm Network and British Red Cross)',
        url: 'https://www.selfinjurysupport.org.uk/faqs/first-aid-for-cuts',
        supports:
          '"If the bleeding does not stop after applying pressure for 10 minutes, seek medical attention."',
      },
      {
        name: 'Self Injury Support. First aid for severe bleeding',
        url: 'https://www.selfinjurysupport.org.uk/FAQs/first-aid-for-severe-bleeding',
        supports: 'Call for help at once for heavy bleeding, keep pressing, add cloth over a soaked one.',
      },
      {
        name: 'British Red Cross (2016). Two first aid actions that could save a life',
        url: 'https://blogs.redcross.org.uk/first-aid/2016/11/two-first-aid-actions-save-a-life/',
        supports: 'Press on a heavy bleed and call for help at once.',
      },
      {
        name: 'South Western Ambulance Service NHS Foundation Trust. When to call 999',
        url: 'https://www.swast.nhs.uk/when-to-call-999',
        supports: 'Bleeding that cannot be stopped, and faintness or confusion, are emergencies.',
      },
    ],
    checked: {
      on: '2026-12-01',
      note: 'The first aid as the teen piece on self-harm had it since 2026-11-28, read against these sources, now said once.',
    },
  },

  'means-safety': {
    en: {
      title: 'Make home safer for now',
      parts: [
        'A hard moment often passes. Time and distance from the most dangerous things at home help a person get through it. This is for now, not forever.',
        {
          items: [
            'A gun: ask someone to keep it away from home for now. A friend or relative who may legally have guns can hold it, and some gun shops and ranges store guns for a while. If it must stay, lock it unloaded, keep the bullets apart, and let someone else hold the key or the code.',
            'Medicines: keep only a small amount at home. Ask someone to hold the rest, or lock it up, and get rid of old ones at a drug take-back site.',
          ],
        },
        'Ask in plain words, without blame: "Would you keep this for me for a while?"',
      ],
    },
    es: {
      title: 'Hacer la casa más segura por ahora',
      parts: [
        'Un momento difícil suele pasar. Tener tiempo y distancia de lo más peligroso en casa ayuda a la persona a superarlo. Es por ahora, no para siempre.',
        {
          items: [
            'Un arma: pedir a alguien que la guarde fuera de casa por ahora. Puede guardarla un amigo o un familiar que pueda tener armas según la ley, y algunas armerías y campos de tiro guardan armas por un tiempo. Si tiene que quedarse, guardarla sin balas y bajo llave, con las balas aparte, y que otra persona tenga la llave o la clave.',
            'Medicinas: tener en casa solo un poco. Pedir a alguien que guarde el resto, o ponerlo bajo llave, y llevar las medicinas viejas a un lugar que las recoja.',
          ],
        },
        'Pedirlo con palabras claras y sin culpa: «¿Me guardas esto por un tiempo?».',
      ],
    },
    sources: [
      {
        name: 'Harvard T.H. Chan School of Public Health, Means Matter. Recommendations for families',
        url: 'https://www.hsph.harvard.edu/means-matter/recommendations/families/',
        supports:
          '"The safest option for any household firearms is to store them away from home until the person has recovered"; second best, lock them very securely. "Don\'t keep lethal doses at home", and lock up prescription painkillers.',
      },
      {
        name: 'Harvard Public Health magazine. Making gun access difficult at vulnerable times',
        url: 'https://www.hsph.harvard.edu/magazine/magazine_article/making-gun-access-difficult-at-vulnerable-times/',
        supports:
          '"Guns can be temporarily stored with friends or relatives, in a self-storage facility, or at a police department, pawn shop, gun shop, or shooting range."',
      },
      {
        name: 'Suicide Prevention Resource Center. Policies supporting temporary storage of firearms',
        url: 'https://sprc.org/news/policies-supporting-temporary-storage-of-firearms/',
        supports:
          'Temporary storage with a friend, relative, licensed firearms dealer or law enforcement during a mental health crisis.',
      },
    ],
    checked: {
      on: '2026-12-01',
      note: "The Counseling on Access to Lethal Means course (SPRC) and the 2024 VA/DoD suicide-risk guideline were searched for and their own family wording was not in the index: read them at the next review. Georgia has no extreme-risk protection law (Everytown's state list; a 2025 bill, HB 453, was in committee), so storing a gun away from home is the owner's choice.",
    },
  },

  'perinatal-thoughts': {
    en: {
      title: 'Frightening thoughts during pregnancy or after birth',
      parts: [
        'Many parents have sudden, unwanted thoughts of harm coming to their baby. Some even picture harming the baby themselves. These thoughts are scary because the parent does not want them. They are common, and they can be treated. Tell your doctor or midwife. You can also call the National Maternal Mental Health Hotline at {call:maternal-mental-health-hotline}.',
        {
          lead: 'Call {call:emergency-911} or go to the emergency room now if a parent:',
          items: [
            'hears or sees things others do not',
            'believes things others do not',
            'is very confused',
            'feels she might act on thoughts of harming herself or the baby',
          ],
        },
      ],
    },
    es: {
      title: 'Pensamientos que asustan en el embarazo o después del parto',
      parts: [
        'Muchas madres y padres tienen de pronto pensamientos no deseados de que algo malo le pase al bebé. A veces hasta se imaginan que le hacen daño. Asustan porque no se quieren. Son comunes y tienen tratamiento. Hay que contárselo al médico o a la partera. También se puede llamar a la Línea Nacional de Salud Mental Materna al {call:maternal-mental-health-hotline}.',
        {
          lead: 'Llamar al {call:emergency-911} o ir a la sala de emergencias ahora si la madre:',
          items: [
            'oye o ve cosas que otros no ven',
            'cree cosas que otros no creen',
            'está muy confundida',
            'siente que podría hacerse daño o hacerle daño al bebé',
          ],
        },
      ],
    },
    sources: [
      {
        name: "MUSC Health, Women's Reproductive Behavioral Health. Perinatal obsessive-compulsive disorder",
        url: 'https://muschealth.org/medical-services/womens/reproductive-behavioral-health/maternal-mental-health/ocd',
        supports:
          '"Women do not act on these thoughts, and these thoughts are not in line with how women really feel and therefore the thoughts are upsetting and distressing."',
      },
      {
        name: 'Postpartum Support International. Postpartum psychosis help',
        url: 'https://www.postpartum.net/get-help/postpartum-psychosis-help/',
        supports:
          'Delusions or strange beliefs, hallucinations, a decreased need for or inability to sleep and paranoia: "it is an emergency and it is essential that you receive immediate help."',
      },
      {
        name: 'NHS inform. Postpartum psychosis',
        url: 'https://www.nhsinform.scot/ready-steady-baby/early-parenthood/your-wellbeing-after-the-birth/postpartum-psychosis/',
        supports:
          '"Postpartum psychosis is a psychiatric emergency … If you or your partner needs urgent help, phone 999 for an ambulance" (911 in the United States).',
      },
      {
        name: 'HRSA. National Maternal Mental Health Hotline, frequently asked questions',
        url: 'https://mchb.hrsa.gov/national-maternal-mental-health-hotline/faq',
        supports: '"If an individual is in imminent danger of harm to self or others, they should call 911."',
      },
    ],
    checked: {
      on: '2026-12-01',
      note: "The split as the piece on the months after birth had it since 2026-11-23. PSI's page, in the copy read, still gave the Lifeline's old number: the block says 911, as HRSA does for imminent danger.",
    },
  },

  'eating-disorder-same-day': {
    en: {
      title: 'Eating disorder signs that cannot wait',
      parts: [
        {
          lead: 'Call {call:emergency-911} now if your teen:',
          items: [
            'faints, passes out or has a seizure',
            'has chest pain',
            'has a heart that races, flutters or skips',
          ],
        },
        {
          lead: 'See a doctor or go to an emergency room today if your teen:',
          items: [
            'will not eat or drink',
            'feels dizzy on standing up',
            'has a very slow pulse',
            'loses weight very fast',
            'cannot stop bingeing and purging',
          ],
        },
      ],
    },
    es: {
      title: 'Señales de un trastorno de la alimentación que no pueden esperar',
      parts: [
        {
          lead: 'Llamar al {call:emergency-911} ahora si el joven:',
          items: [
            'se desmaya o tiene una convulsión',
            'tiene dolor en el pecho',
            'siente que el corazón le late muy rápido, se acelera o salta',
          ],
        },
        {
          lead: 'Ver hoy a un médico o ir a la sala de emergencias si el joven:',
          items: [
            'no quiere comer ni beber',
            'se marea al ponerse de pie',
            'tiene el pulso muy lento',
            'baja de peso muy rápido',
            'no puede dejar de darse atracones y purgarse',
          ],
        },
      ],
    },
    sources: [
      {
        name: 'Society for Adolescent Health and Medicine (2022). Medical management of restrictive eating disorders in adolescents and young adults, Table 4',
        url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC10864000/table/T4',
        supports:
          'Reasons for hospital care: severe bradycardia, orthostatic changes in pulse or blood pressure, dehydration, acute food refusal, uncontrollable bingeing and purging, and acute complications such as syncope and seizures.',
      },
      {
        name: 'Hornberger, L. L., Lane, M. A., & the Committee on Adolescence (2021). Identification and management of eating disorders in children and adolescents. Pediatrics, 147(1), e2020040279',
        url: 'https://doi.org/10.1542/peds.2020-040279',
        supports:
          "The pediatrician's role in the medical supervision of a teen with an eating disorder; its admission criteria agree with the table above.",
      },
      {
        name: 'Drugs.com care notes. Anorexia nervosa in adolescents',
        url: 'https://www.drugs.com/cg/anorexia-nervosa-in-adolescents.html',
        supports:
          '"Call your local emergency number (911 in the US)" for severe chest pain, a heart beating fast or fluttering, or feeling dizzy or faint.',
      },
    ],
    checked: {
      on: '2026-12-01',
      note: "The AAP report's own admission table was not in the index searched (its abstract was): the signs are the Society for Adolescent Health and Medicine's table, which restates the AAP's criteria. MedlinePlus's anorexia page (fainting, irregular pulse or seizures: the emergency room or 911) was read only on a copy.",
    },
  },
};

/**
 * Every instruction the practice can show: the shared ones, and those it has written for its state. A
 * piece that needs one the practice has not written is refused by the content check, with its name.
 */
export const INSTRUCTIONS: Partial<Record<InstructionId, Instruction>> = Object.fromEntries(
  INSTRUCTION_IDS.flatMap((id) => {
    const text =
      (SHARED_TEXTS as Partial<Record<InstructionId, InstructionText>>)[id] ??
      PRACTICE.instructions[id as StateInstructionId];
    return text ? [[id, { ...text, ...RULES[id] }]] : [];
  }),
);

/** The rule of every instruction, written or not, for the check that names one a piece needs. */
export const instructionRule = (id: InstructionId): InstructionRule => RULES[id];

/** Whether a text names an instruction (written by this practice or not). */
export const isInstructionId = (id: string): id is InstructionId =>
  (INSTRUCTION_IDS as readonly string[]).includes(id);
