import { withStateLines, type HelpLineInput } from '../../src/config/help.ts';

/**
 * Riverbend's help lines: the national ones and Arizona's line for reporting a child being hurt. In
 * Arizona a call or text to 988 is answered by an Arizona-based counselor who can send a mobile crisis team
 * (the state's Medicaid agency, https://azahcccs.gov/shared/News/GeneralNews/988marketing.html, read on
 * 2026-12-03), so 988 is its general crisis line with no state number beside it. Every number was read on the page in `checked.source` on
 * the date in `checked.on`; re-check them at least once a year.
 */

const ARIZONA_CHILD_ABUSE_HOTLINE = {
  id: 'arizona-child-abuse-hotline',
  name: 'Arizona Child Abuse Hotline (Department of Child Safety)',
  purpose:
    'Report a worry that a child is being abused or neglected. You do not need proof, and you do not have to give your name.',
  teenPurpose: 'Tell the state that a kid in Arizona is being hurt. You can call about yourself.',
  teenParents:
    'This is where reports go. If what you tell them fits the law, someone from the state looks into it. You do not have to give your name.',
  spanishTeenParents:
    'Aquí llegan los avisos. Si lo que cuentas es abuso según la ley, alguien del estado lo revisa. No tienes que dar tu nombre.',
  contact: [{ kind: 'call', display: '1-888-SOS-CHILD (1-888-767-2445)', tel: '+18887672445' }],
  hours: 'Any hour, every day. If a child is in danger now, call 911',
  serves: 'Any child who lives in Arizona or is in Arizona now',
  checked: {
    source: 'https://www.azoca.gov/resources/faqs/child-safety/',
    on: '2026-12-03',
    note: "The Arizona Ombudsman-Citizens' Aide: a child in immediate danger is 911; otherwise an anonymous report can be made to the child abuse hotline at 1-888-767-2445. The letters 1-888-SOS-CHILD and the hotline's place in the law (ARS 13-3620) on the Department of Child Safety's reporting page (https://www.azdes.gov/dcyf/cps/reporting.asp, the department's page on the old address). Any hour from the department's policy manual (chapter 1, section 1, Hotline Receipt of Information: a statewide hotline 24 hours a day, seven days a week, by phone and an online service for mandated reporters), read in a copy whose address the index did not give: confirm on dcs.az.gov. The teen answer to 'Will they tell my parents?' from the same policy (the department accepts anonymous reports) and its answers page (https://dcs.az.gov/resources/faq/question-what-should-i-expect-after-i-have-submitted-non-emergency-child-abuse-or: a concern that meets the law's criteria becomes a report assigned to a unit that responds). Interpreters: the department's news page (https://dcs.az.gov/news/dcs-serving-all-arizonans) says translation is provided at no cost; no Spanish route is listed, as this practice has no Spanish pages.",
  },
} satisfies HelpLineInput;

export const help = withStateLines({
  lines: [
    '988-lifeline',
    'crisis-text-line',
    'trevor-project',
    'domestic-violence-hotline',
    'childhelp-hotline',
    ARIZONA_CHILD_ABUSE_HOTLINE,
    'samhsa-helpline',
    'poison-help',
    'maternal-mental-health-hotline',
    'veterans-crisis-line',
    'loveisrespect',
    'rainn-hotline',
    'national-runaway-safeline',
    'this-is-quitting',
  ],
  general: ['988-lifeline', 'crisis-text-line'],
  situations: {
    'child-abuse': ['childhelp-hotline', 'arizona-child-abuse-hotline'],
  },
});
