import { withStateLines, type HelpLineInput } from '../../src/config/help.ts';

/**
 * The sample practice's help lines: the national ones and Georgia's (its crisis line, its domestic
 * violence hotline, its child abuse reports, its agencies for older adults and care homes). Every number
 * was read on the page in `checked.source` on the date in `checked.on`; re-check them at least once a year.
 */

const GEORGIA_CRISIS_ACCESS_LINE = {
  id: 'georgia-crisis-access-line',
  name: 'Georgia Crisis and Access Line (GCAL)',
  purpose:
    'Help in a crisis, in any part of Georgia. Talk by phone. Or they can send a crisis team to you. They can also get you seen fast.',
  teenPurpose: 'Help by phone anywhere in Georgia. They can send a crisis team to you.',
  teenParents: 'Ask them at the start what they would have to share.',
  spanishTeenParents: 'Pregúntales al empezar qué tendrían que contar.',
  contact: [{ kind: 'call', display: '1-800-715-4225', tel: '+18007154225' }],
  spanish: [
    {
      kind: 'call',
      display: '1-800-715-4225',
      tel: '+18007154225',
      then: 'pida un intérprete de español',
      thenFamiliar: 'pide un intérprete de español',
    },
  ],
  spanishPurpose:
    'Ayuda en una crisis en cualquier parte de Georgia: por teléfono, un equipo que va a donde usted esté, o una cita rápida. Tienen intérpretes. A cualquier hora.',
  hours: 'Any hour, every day of the year',
  serves: 'Anyone in Georgia, for themselves or for someone else',
  checked: {
    source: 'https://dbhdd.georgia.gov/be-dbhdd/crisis-system-georgia',
    on: '2026-11-23',
    note: 'Interpreters, read on 2026-11-27 on the DBHDD page https://dbhdd.georgia.gov/access-services: "Telephone interpreting services are provided to callers with limited English proficiency." No Spanish menu option was found, so the Spanish route asks for an interpreter.',
  },
} satisfies HelpLineInput;

const GEORGIA_DOMESTIC_VIOLENCE_HOTLINE = {
  id: 'georgia-domestic-violence-hotline',
  name: "Georgia's domestic violence hotline",
  purpose:
    'It puts you in touch with the closest family violence program in Georgia. They can give you a safe place to stay, someone on your side, and a plan to stay safe.',
  teenPurpose:
    'Finds the nearest help in Georgia when someone at home is being hurt: a safe place and a plan.',
  teenParents: 'Ask them at the start what they would have to share.',
  spanishTeenParents: 'Pregúntales al empezar qué tendrían que contar.',
  contact: [{ kind: 'call', display: '1-800-33-HAVEN (1-800-334-2836)', tel: '+18003342836' }],
  spanish: [{ kind: 'call', display: '1-800-334-2836', tel: '+18003342836', then: 'marque la opción 2' }],
  spanishPurpose:
    'Le conecta con el programa contra la violencia familiar más cercano en Georgia: un refugio, apoyo y un plan de seguridad. A cualquier hora.',
  hours: 'Any hour',
  serves: 'Anyone in Georgia who lives with abuse at home or from a partner. Call by voice or TTY',
  checked: {
    source: 'http://gcadv.org/survivors/get-help/',
    on: '2026-11-23',
    note: "Spanish, read on 2026-11-25 on the page of the program that answers it, Cherokee Family Violence Center (https://cfvc.org/multicultural-program/): it has answered the statewide hotline's Spanish line with the Georgia Coalition Against Domestic Violence since 2014, 24 hours a day; call 1-800-334-2836 and choose option 2. gcadv.org itself did not mention the option in the copy searched: confirm there.",
  },
} satisfies HelpLineInput;

const GEORGIA_CHILD_ABUSE_REPORTS = {
  id: 'georgia-child-abuse-reports',
  name: 'Georgia DFCS child abuse and neglect reports',
  purpose: 'Report a worry that a child is being abused or neglected. You do not need proof to call.',
  teenPurpose:
    'Tell the state that a kid in Georgia is being hurt. You can call about yourself. You do not need proof.',
  teenParents:
    'This is where reports go. If what you tell them fits the law, a caseworker comes to check on you.',
  spanishTeenParents:
    'Aquí llegan los avisos. Si lo que cuentas es abuso según la ley, una persona del estado viene a ver cómo estás.',
  contact: [{ kind: 'call', display: '1-855-GA-CHILD (1-855-422-4453)', tel: '+18554224453' }],
  spanish: [
    {
      kind: 'call',
      display: '1-855-422-4453',
      tel: '+18554224453',
      then: 'pida un intérprete de español',
      thenFamiliar: 'pide un intérprete de español',
    },
  ],
  spanishPurpose:
    'Para avisar al estado de Georgia que le hacen daño a un niño o no lo cuidan. No necesita pruebas. Un niño o joven también puede llamar. A cualquier hora.',
  hours: 'Any hour, every day',
  serves: 'Any child who lives in Georgia',
  checked: {
    source: 'https://web.cobbk12.org/page/29151/reporting-protocol-and-forms',
    on: '2026-11-23',
    note: "The number from Georgia school districts' and Kennesaw State University's reporting pages (protectingminors.kennesaw.edu); the hours from the Georgia DHS intake site (https://cps.dhs.ga.gov/General/AboutUs.aspx: reports received 24 hours a day, seven days a week). dfcs.georgia.gov itself was not in the index searched: confirm there. The teen answer to 'Will they tell my parents?' follows DFCS's own policy manual (https://pamms.dhs.ga.gov/dfcs/cws/03-02, cited in the teen abuse page): a report that fits the law's meaning of abuse is assigned to a caseworker who comes to see the child. Read again on 2026-11-27: 1-855-GA-CHILD (1-855-422-4453) on the Cherokee County schools' page (https://www.cherokeek12.net/divisions/school-operations/student-services/reporting-child-abuse) and the Savannah victim center's (https://www.thecottagerh.org/professionals). Interpreters from the Department of Human Services' language access policy (https://pamms.dhs.ga.gov/ogc/lepsi-2001-manual/language-access-and-communication-services: language assistance at no cost at every contact point, DFCS included); no Spanish menu option was found, so the Spanish route asks for an interpreter.",
  },
} satisfies HelpLineInput;

const GEORGIA_ADULT_PROTECTIVE_SERVICES = {
  id: 'georgia-adult-protective-services',
  name: 'Georgia Adult Protective Services',
  purpose:
    'Report abuse or neglect of a person 65 or over. Or of an adult with a disability. Report it too if someone takes or misuses their money.',
  contact: [
    {
      kind: 'call',
      display: '1-866-55-AGING (1-866-552-4464)',
      tel: '+18665524464',
      then: 'choose your language, then option 3',
    },
    { kind: 'web', label: 'Report online', url: 'https://gmcc.georgia.gov/report-elder-abuse' },
  ],
  hours: 'Weekdays 8 a.m. to 5 p.m. You can report online at any time. If someone is in danger now, call 911',
  serves: 'Adults in Georgia who do not live in a nursing or personal care home',
  checked: { source: 'https://gmcc.georgia.gov/report-elder-abuse', on: '2026-11-23' },
} satisfies HelpLineInput;

const GEORGIA_LONG_TERM_CARE_COMPLAINTS = {
  id: 'georgia-long-term-care-complaints',
  name: 'Georgia Healthcare Facility Regulation complaints',
  purpose:
    'Report abuse, neglect or poor care in a care home. That means a nursing home, a personal care home or an assisted living home. The state licenses these homes. It looks into complaints.',
  contact: [{ kind: 'call', display: '1-800-878-6442', tel: '+18008786442' }],
  hours:
    'Leave a message with your name and number, and staff will call you back. If someone is in danger now, call 911',
  serves: 'People who live in licensed care homes in Georgia, and anyone worried about one',
  checked: {
    source: 'https://georgiaombudsman.org/purpose-and-organization',
    on: '2026-11-25',
    note: "The state ombudsman's page (Georgia Department of Human Services): to report a complaint to Healthcare Facility Regulation (Department of Community Health), call toll free 1-800-878-6442. That a message is taken and returned is from lawyers' pages (schenksmith.com), not the state: confirm on dch.georgia.gov.",
  },
} satisfies HelpLineInput;

const GEORGIA_LONG_TERM_CARE_OMBUDSMAN = {
  id: 'georgia-long-term-care-ombudsman',
  name: 'Georgia Long-Term Care Ombudsman',
  purpose:
    'Someone who takes the side of a person who lives in a nursing home or personal care home. They look into problems. They work to fix them the way that person wants.',
  contact: [
    {
      kind: 'call',
      display: '1-866-55-AGING (1-866-552-4464)',
      tel: '+18665524464',
      then: 'choose option 5',
    },
    { kind: 'web', label: 'georgiaombudsman.org', url: 'https://www.georgiaombudsman.org/' },
  ],
  hours: 'Free and confidential',
  serves: 'People who live in long-term care homes in Georgia, and their families and friends',
  checked: {
    source: 'https://aging.georgia.gov/programs-and-services/long-term-care-ombudsman-program',
    on: '2026-11-25',
    note: 'The Division of Aging Services: call 1-866-552-4464 and select option 5. Free and confidential from georgiaombudsman.org (no charge; ombudsmen respect resident and complainant confidentiality).',
  },
} satisfies HelpLineInput;

export const help = withStateLines({
  lines: [
    '988-lifeline',
    GEORGIA_CRISIS_ACCESS_LINE,
    'crisis-text-line',
    'trevor-project',
    'domestic-violence-hotline',
    GEORGIA_DOMESTIC_VIOLENCE_HOTLINE,
    'childhelp-hotline',
    GEORGIA_CHILD_ABUSE_REPORTS,
    GEORGIA_ADULT_PROTECTIVE_SERVICES,
    'samhsa-helpline',
    'poison-help',
    'maternal-mental-health-hotline',
    'veterans-crisis-line',
    GEORGIA_LONG_TERM_CARE_COMPLAINTS,
    GEORGIA_LONG_TERM_CARE_OMBUDSMAN,
    'loveisrespect',
    'rainn-hotline',
    'national-runaway-safeline',
    'this-is-quitting',
  ],
  general: ['988-lifeline', 'georgia-crisis-access-line', 'crisis-text-line'],
  situations: {
    suicide: ['988-lifeline', 'georgia-crisis-access-line', 'crisis-text-line', 'trevor-project'],
    'domestic-violence': ['domestic-violence-hotline', 'georgia-domestic-violence-hotline'],
    'child-abuse': ['childhelp-hotline', 'georgia-child-abuse-reports'],
    // Adult Protective Services does not serve people in care homes: the state's complaint line and
    // the ombudsman do, so an elder-abuse box always lists them too.
    'elder-abuse': [
      'georgia-adult-protective-services',
      'georgia-long-term-care-complaints',
      'georgia-long-term-care-ombudsman',
    ],
    'long-term-care': ['georgia-long-term-care-ombudsman', 'georgia-long-term-care-complaints'],
  },
});
