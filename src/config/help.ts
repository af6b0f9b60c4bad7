import type { HelpInput, HelpSituation } from './help-schema.ts';

/** One help line as a practice's configuration writes it. */
export type HelpLineInput = HelpInput['resources'][number];

/**
 * The help lines that answer anywhere in the United States, written once for every practice: 911, and the
 * national lines each situation needs. A practice adds its own state's lines in its module (`help`, built
 * with `withStateLines`), since a crisis line, a reporting line or a law of one state is that practice's
 * fact. Every number was read on the page in `checked.source` on the date in `checked.on`; re-check them
 * at least once a year.
 */

const EMERGENCY_911 = {
  id: 'emergency-911',
  name: 'Emergency services',
  purpose:
    'Call if someone is hurt or about to be hurt right now. Call if someone will not wake up or is not breathing. You can also go to the nearest emergency room.',
  teenPurpose:
    'If you or someone else is badly hurt or in danger right now. You can also go to a hospital ER.',
  contact: [{ kind: 'call', display: '911', tel: '911' }],
  spanish: [
    {
      kind: 'call',
      display: '911',
      tel: '911',
      then: 'diga «Spanish» para pedir un intérprete',
      thenFamiliar: 'di «Spanish» para pedir un intérprete',
    },
  ],
  spanishPurpose:
    'Si alguien está herido o en peligro ahora mismo. Si no habla inglés, diga «Spanish» y no cuelgue: le conectan con un intérprete.',
  hours: 'Any hour',
  serves: 'Anyone in the United States',
  checked: {
    source: 'https://mchb.hrsa.gov/national-maternal-mental-health-hotline/faq',
    on: '2026-11-23',
    note: 'HRSA: "If an individual is in imminent danger of harm to self or others, they should call 911." Interpreters, read on 2026-11-27: Georgia 911 centers add a telephone interpreter to a call within seconds (Gwinnett County, Atlanta Journal-Constitution via https://www.ems1.com/ems-products/dispatch-equipment/articles/ga-9-1-1-center-uses-language-line-to-help-those-who-dont-speak-english-VPhdbmFUwsDy7fsd/; Liberty County and about 40 rural counties through the Georgia Emergency Number Association, https://coastalcourier.com/news/public-safety/liberty-county-911-has-interpreters-on-call/; Houston County, https://www.languageline.com/blog/case-study-inside-georgia-countys-push-to-make-911-accessible-for-every-language), and the FAQ of a 911 center says to name the language and stay on the line (https://southsound911.org/hrf_faq/caller-doesnt-speak-english/). No statewide Georgia rule was found: news and county pages only.',
  },
} satisfies HelpLineInput;

/** The national lines by id, each as its line describes itself. */
const NATIONAL_LINES = {
  '988-lifeline': {
    id: '988-lifeline',
    name: '988 Suicide & Crisis Lifeline',
    purpose:
      'For thoughts of suicide. For a crisis with your mental health, or with drugs or alcohol. Or if you worry about someone who may be in one.',
    teenPurpose:
      'Call or text if you think about dying or feel you cannot cope. You can also call about a friend.',
    teenParents:
      'If your life is in danger right now, they may send help to you. Ask them at the start what they would have to share.',
    spanishTeenParents:
      'Si tu vida corre peligro ahora, pueden mandarte ayuda. Pregúntales al empezar qué tendrían que contar.',
    contact: [
      { kind: 'call', display: '988', tel: '988' },
      { kind: 'text', display: '988', sms: '988' },
      { kind: 'web', label: 'Chat at 988lifeline.org', url: 'https://988lifeline.org/' },
    ],
    spanish: [
      { kind: 'call', display: '988', tel: '988', then: 'marque 2', thenFamiliar: 'marca 2' },
      { kind: 'text', display: '988', sms: '988', keyword: 'AYUDA' },
      {
        kind: 'web',
        label: 'Chat en 988lifeline.org (la página está en inglés; el chat atiende en español)',
        url: 'https://988lifeline.org/',
      },
    ],
    spanishName: 'Línea 988 de Prevención del Suicidio y Crisis',
    spanishPurpose:
      'Para pensamientos de suicidio, una crisis de salud mental o de drogas, o si le preocupa otra persona. A cualquier hora, gratis y confidencial.',
    hours: 'Any hour, free and confidential',
    serves: 'Anyone in the U.S., for themselves or for someone else',
    checked: {
      source:
        'https://health.wyo.gov/publichealth/prevention/wivpp/suicide-prevention/988-suicide-crisis-lifeline',
      on: '2026-11-23',
      note: "A state health department's page (call, text and chat at 988lifeline.org, any hour); the FCC's 2025 rule on routing texts to 988 confirms the text line. Spanish, read on https://988lifeline.org/get-help/what-to-expect on 2026-11-25: a call offers Spanish as option 2, a text in Spanish starts with AYUDA, and the page says text and chat are available in Spanish. The chat in Spanish, read on SAMHSA's announcement on 2026-11-25 (https://www.samhsa.gov/newsroom/press-announcements/20230713/988-suicide-crisis-lifeline-adds-spanish-text-chat-service-ahead-one-year-anniversary): 24/7 text and chat in Spanish since July 2023. The Spanish chat's own address was not in the index searched (988lineadevida.org was seen only in another project's code, on 2026-12-01), so the link is the Lifeline's site, where the chat starts, and its label says the page is in English. The teen answer to 'Will they tell my parents?', read on SAMHSA's 988 FAQ (https://www.samhsa.gov/find-help/988/faqs) on 2026-11-27: a small percentage of calls need 911 when there is imminent risk to someone's life that cannot be reduced during the call; the Lifeline's own privacy policy was not in the index searched, so nothing more is promised. Read again on 2026-11-27 on the same what-to-expect page (Spanish-language: press 2; text AYUDA). The Spanish name from Vida y Salud (https://vidaysalud.com/988-linea-de-prevencion-del-suicidio-y-de-crisis); the Lifeline's own Spanish page was not in the index searched: confirm the name there.",
    },
  },
  'crisis-text-line': {
    id: 'crisis-text-line',
    name: 'Crisis Text Line',
    purpose:
      'Text with a trained volunteer about any kind of crisis. It helps when talking out loud is hard.',
    teenPurpose: 'Text with a trained helper about anything that feels like too much.',
    teenParents:
      'It is private, with two limits. If your life is in danger, they may send help to you. If an adult who takes care of you hurts you, they may report it.',
    spanishTeenParents:
      'Es privado, con dos límites. Si tu vida corre peligro, pueden mandarte ayuda. Si un adulto que te cuida te hace daño, pueden avisar a las autoridades.',
    contact: [{ kind: 'text', display: '741741', sms: '741741', keyword: 'HOME' }],
    spanish: [{ kind: 'text', display: '741741', sms: '741741', keyword: 'AYUDA' }],
    spanishPurpose:
      'Converse por mensaje de texto con un voluntario capacitado que habla español, en cualquier crisis. A cualquier hora, gratis.',
    hours: 'Any hour, free',
    serves: 'Anyone in the United States',
    checked: {
      source: 'http://www.sfisd.net/apps/pages/index.jsp?uREC_ID=1473130&type=d&pREC_ID=1625729',
      on: '2026-11-23',
      note: "A school district's copy of the line's own instructions (text HOME to 741741, any hour, trained volunteers). The teen answer to 'Will they tell my parents?', read on the line's own FAQ (https://www.crisistextline.org/faq) on 2026-11-27: \"Is Crisis Text Line confidential? Yes. Crisis Counselors only know what texters share\"; the rest of that answer was cut off in the copy searched. The two limits, read on 2026-11-29: in less than 1% of conversations a counselor engages emergency services to assist the texter (a youth foundation's page on the line, https://www.alexproject.org/what-is-crisis-text-line-3), and the line's own confidentiality words, read on 2026-11-29 in the school district's copy in `source` (not on crisistextline.org): if a texter is in immediate danger of suicide it may need to send emergency services (about 1% of conversations), and if a minor is being abused by an adult whose care they are in it may have to report it (a summary agrees: https://www.civil-war.net/does-crisis-text-line-call-the-police/). The terms and privacy policy on crisistextline.org were searched for again on 2026-11-29 and are not in the index searched: confirm there. The teen note names both limits and promises nothing more. crisistextline.org itself was not in the index searched for its instructions: confirm there. Spanish, read on 2026-11-27 on the line's own blog (https://crisistextline.org/blog/2021/10/15/hola-crisis-text-line-is-now-available-in-spanish): text AYUDA to 741741 for a Spanish-speaking volunteer, free, 24/7; its 2023 release (globenewswire.com, 2023-10-16) repeats AYUDA to 741741. Early news pages said HOLA; the line's own page says AYUDA.",
    },
  },
  'trevor-project': {
    id: 'trevor-project',
    name: 'The Trevor Project',
    purpose: 'Crisis support for LGBTQ+ young people, by phone or text.',
    teenPurpose: 'Help for LGBTQ+ young people, by call or text, from people who get it.',
    teenParents: 'Ask them at the start what they would have to share.',
    spanishTeenParents: 'Pregúntales al empezar qué tendrían que contar.',
    contact: [
      { kind: 'call', display: '1-866-488-7386', tel: '+18664887386' },
      { kind: 'text', display: '678-678', sms: '678678', keyword: 'START' },
      { kind: 'web', label: 'thetrevorproject.org', url: 'https://www.thetrevorproject.org/' },
    ],
    spanishPurpose:
      'Apoyo en una crisis para jóvenes LGBTQ+ menores de 25 años, por llamada o texto. A cualquier hora, gratis.',
    hours: 'Any hour, free and confidential',
    serves: 'LGBTQ+ young people under 25',
    checked: {
      source: 'https://spashmirror.com/5140/news/the-trevor-project-info-hits-hallways/',
      on: '2026-11-23',
      note: "Secondary sources only: a school paper and a Trevor volunteer's page (davidmglasgow.com/trevor) agree on the call number and on texting START to 678-678, and news reports confirm text and chat have run around the clock since 2019. thetrevorproject.org itself was not in the index searched: confirm there.",
    },
  },
  'domestic-violence-hotline': {
    id: 'domestic-violence-hotline',
    name: 'National Domestic Violence Hotline',
    purpose: 'Talk with someone about abuse or control by a partner. They help you make a plan to stay safe.',
    teenPurpose:
      'Talk with someone about abuse in a relationship, yours or an adult one at home, and make a plan to be safe.',
    teenParents: 'You do not have to give your name. Ask them at the start what they would have to share.',
    spanishTeenParents: 'No tienes que dar tu nombre. Pregúntales al empezar qué tendrían que contar.',
    contact: [
      { kind: 'call', display: '1-800-799-SAFE (1-800-799-7233)', tel: '+18007997233' },
      { kind: 'text', display: '88788', sms: '88788', keyword: 'START' },
      { kind: 'web', label: 'Chat at thehotline.org', url: 'https://www.thehotline.org/' },
    ],
    spanish: [
      { kind: 'call', display: '1-800-799-7233', tel: '+18007997233' },
      {
        kind: 'web',
        label: 'Chat en español: espanol.thehotline.org',
        url: 'https://espanol.thehotline.org/',
      },
    ],
    spanishName: 'Línea Nacional contra la Violencia Doméstica',
    spanishPurpose:
      'Para hablar del abuso o el control en una relación de pareja, y hacer un plan para estar a salvo. A cualquier hora, gratis y confidencial.',
    hours: 'Any hour, free and confidential',
    serves: 'Anyone hurt or controlled by a partner. The people who care about them too',
    checked: {
      source:
        'https://ovc.ojp.gov/news/grantee-news/national-domestic-violence-hotline-answers-6-million-contacts',
      on: '2026-11-23',
      note: 'Spanish, read on a state government page on 2026-11-25 (https://www.hhs.texas.gov/es/servicios/seguridad/programa-contra-la-violencia-familiar): the same number, and chat in Spanish at espanol.thehotline.org. The teen answer to "Will they tell my parents?": the digital services policy of the Hotline, in a copy read on 2026-11-27 (crimewatchers.net), lets users choose not to give identifying information; the page of the Hotline itself was not in the index searched, so a teen is told to ask. The Spanish name as that page writes it, read on 2026-11-27.',
    },
  },
  'childhelp-hotline': {
    id: 'childhelp-hotline',
    name: 'Childhelp National Child Abuse Hotline',
    purpose:
      'Talk with a counselor if you fear a child is being hurt. A parent who fears they may hurt their own child can call too. This line does not take reports.',
    teenPurpose:
      'Talk with a counselor about being hurt at home, by call, text or chat. They help you think about what to do next.',
    teenParents:
      'They will not ask your name. If you tell them who is being hurt and where, or that you will act on thoughts of dying, they may have to tell the people whose job is to keep you safe.',
    spanishTeenParents:
      'No te piden tu nombre. Si dices a quién le hacen daño y dónde, o que vas a actuar sobre pensamientos de morir, quizá tengan que avisar a quienes deben protegerte.',
    contact: [
      { kind: 'call', display: '1-800-4-A-CHILD (1-800-422-4453)', tel: '+18004224453' },
      { kind: 'text', display: '1-800-422-4453', sms: '+18004224453' },
      { kind: 'web', label: 'Chat at childhelphotline.org', url: 'https://childhelphotline.org/' },
    ],
    spanish: [
      {
        kind: 'call',
        display: '1-800-422-4453',
        tel: '+18004224453',
        then: 'pida un intérprete de español',
        thenFamiliar: 'pide un intérprete de español',
      },
    ],
    spanishPurpose:
      'Un consejero habla con usted si le preocupa que le hagan daño a un niño, o si es un niño o joven y le hacen daño. No es una línea para denunciar. Con intérprete. A cualquier hora.',
    hours: 'Any hour, every day',
    serves: 'Kids, parents and anyone worried about a child, in the United States',
    checked: {
      source: 'https://childhelphotline.org/how-it-works',
      on: '2026-11-23',
      note: "The line's own page confirms crisis counselors answering calls, texts and chats any hour, and that it does not take reports; the number and its text line from secondary pages (thekidstrust.org, thehopeline.com, helpisaclickaway.org) that agree. Confirm the number on childhelphotline.org. The teen answer to 'Will they tell my parents?', read on the same page on 2026-11-27: no name or exact address is asked; if a caller gives the identifying information and location of a child under 18 being harmed, or says they will act on suicidal thoughts, the hotline may have to give what they said to the appropriate authorities. 'The line's own page confirms crisis counselors answering calls, texts and chats any hour, and that it does not take reports; the number and its text line from secondary pages (thekidstrust.org, thehopeline.com, helpisaclickaway.org) that agree. Confirm the number on childhelphotline.org. Interpreters, read on 2026-11-27 in Childhelp's own Hotline Impact Report FY 2018 (a copy at https://www.readkong.com/page/hotline-impact-report-8419570): crisis counselors \"through interpreters, can provide assistance in over 170 languages\", with the same number. No Spanish-speaking line of its own was found, so the Spanish route asks for an interpreter by phone.",
    },
  },
  'samhsa-helpline': {
    id: 'samhsa-helpline',
    name: "SAMHSA's National Helpline",
    purpose:
      'They tell you where to get treatment for drugs, alcohol or mental health. They answer your questions. It is for you or your family.',
    teenPurpose: 'Free help to find treatment for drugs or alcohol, for you or your family.',
    teenParents: 'It is confidential. Ask them at the start what they would have to share.',
    spanishTeenParents: 'Es confidencial. Pregúntales al empezar qué tendrían que contar.',
    contact: [
      { kind: 'call', display: '1-800-662-HELP (1-800-662-4357)', tel: '+18006624357' },
      { kind: 'web', label: 'Find treatment at findtreatment.gov', url: 'https://findtreatment.gov/' },
    ],
    spanish: [{ kind: 'call', display: '1-800-662-4357', tel: '+18006624357' }],
    spanishPurpose:
      'Información y referencias para tratamiento de drogas, alcohol o salud mental, para usted o su familia. No ofrece consejería. A cualquier hora, gratis y confidencial.',
    hours: 'Any hour, free and confidential. In English and Spanish',
    serves: 'Anyone in the U.S., and their families',
    checked: {
      source: 'https://www.samhsa.gov/find-help/national-helpline',
      on: '2026-11-23',
      note: 'Read through a copy of the SAMHSA page: 1-800-662-HELP, free, confidential, 24 hours a day, 365 days a year, English and Spanish; it refers and informs, it does not counsel. No menu option for Spanish was found on the page or elsewhere on 2026-11-25, so the Spanish route is the same number with no step after it. The teen answer to "Will they tell my parents?" says only what this page says: confidential.',
    },
  },
  'poison-help': {
    id: 'poison-help',
    name: 'Poison Help',
    purpose:
      'Call if someone took a medicine by mistake, or swallowed something. Call with a question too. You reach your local poison center. Someone who took pills on purpose, or will not wake up, needs 911.',
    teenPurpose:
      'If you took something by mistake, or have a question about it, even if you feel fine. Took pills on purpose? Call 911.',
    teenParents: 'It is confidential. Ask them at the start what they would have to share.',
    spanishTeenParents: 'Es confidencial. Pregúntales al empezar qué tendrían que contar.',
    contact: [
      { kind: 'call', display: '1-800-222-1222', tel: '+18002221222' },
      { kind: 'web', label: 'poisonhelp.org', url: 'https://www.poisonhelp.org/' },
    ],
    spanish: [
      {
        kind: 'call',
        display: '1-800-222-1222',
        tel: '+18002221222',
        then: 'pida un intérprete de español',
        thenFamiliar: 'pide un intérprete de español',
      },
    ],
    spanishName: 'Línea de ayuda por envenenamiento (Poison Help)',
    spanishPurpose:
      'Si alguien tomó una medicina por error o tragó algo, o si tiene una pregunta, aunque se sienta bien. Le dicen qué hacer. A cualquier hora, gratis. Si alguien tomó pastillas a propósito, o no despierta, llame al 911.',
    hours: 'Any hour, free and confidential',
    serves: 'Anyone in the United States',
    checked: {
      source: 'http://poisonhelp.hrsa.gov/what-can-you-do/poison-proof-your-home/index.html',
      on: '2026-11-23',
      note: 'HRSA, read again on 2026-11-25: "Do not wait for signs of poisoning before calling Poison Help (1-800-222-1222)." Interpretation services in 161 languages (https://poisonhelp.hrsa.gov/faq/calling-poison-help), so the Spanish route asks for an interpreter; no Spanish-speaking line of its own was found. The teen answer to "Will they tell my parents?" says only what HRSA says: free and confidential. The Spanish name as the Spanish page of HRSA writes it (https://poisonhelp.hrsa.gov/es/about-us: "la línea gratuita de ayuda por envenenamiento"), read on 2026-11-27.',
    },
  },
  'maternal-mental-health-hotline': {
    id: 'maternal-mental-health-hotline',
    name: 'National Maternal Mental Health Hotline',
    purpose:
      'Support while you are pregnant and after your baby comes. The counselors know this time well. It is not a crisis line. In a crisis, call or text 988.',
    contact: [
      { kind: 'call', display: '1-833-TLC-MAMA (1-833-852-6262)', tel: '+18338526262' },
      { kind: 'text', display: '1-833-852-6262', sms: '+18338526262' },
    ],
    spanish: [
      { kind: 'call', display: '1-833-852-6262', tel: '+18338526262' },
      { kind: 'text', display: '1-833-852-6262', sms: '+18338526262' },
    ],
    spanishPurpose:
      'Apoyo durante el embarazo y después del parto. No es una línea de crisis: en una crisis, llame o envíe un texto al 988. A cualquier hora, gratis.',
    hours: 'Any hour, free and confidential, in English and Spanish',
    serves: 'Pregnant and new parents, and the people who love them',
    checked: {
      source: 'https://mchb.hrsa.gov/national-maternal-mental-health-hotline/faq',
      on: '2026-11-23',
      note: 'Spanish, read on the same HRSA page on 2026-11-25: counselors speak English and Spanish, with interpreters for 60 other languages.',
    },
  },
  'veterans-crisis-line': {
    id: 'veterans-crisis-line',
    name: 'Veterans Crisis Line',
    purpose:
      'Help in a crisis for veterans, service members and the people who love them. Those who answer know military life well.',
    contact: [
      { kind: 'call', display: '988', tel: '988', then: 'press 1' },
      { kind: 'text', display: '838255', sms: '838255' },
      {
        kind: 'web',
        label: 'Chat at veteranscrisisline.net',
        url: 'https://www.veteranscrisisline.net/get-help-now/chat/',
      },
    ],
    hours: 'Any hour, free and confidential',
    serves:
      'Veterans and service members, and their families and friends. The National Guard and Reserves too. You do not need to be signed up with VA',
    checked: {
      source: 'http://veteranscrisisline.net/About/VeteranSuicide.aspx',
      on: '2026-11-25',
      note: "The line's own page: dial 988 then press 1, chat at VeteransCrisisLine.net/Chat, or text 838255, any hour; no need to be enrolled in VA benefits or care. 988lifeline.org/get-help/what-to-expect agrees (option 1 on a call; texts to 838255).",
    },
  },
  loveisrespect: {
    id: 'loveisrespect',
    name: 'love is respect (National Teen Dating Abuse Helpline)',
    purpose:
      'Advocates talk with teens and young adults about dating abuse. Reach out if someone you date hurts you, scares you or controls you. Or reach out about a friend.',
    teenPurpose: 'Call or text about someone you date who hurts you, scares you, or tries to control you.',
    teenParents: 'You do not have to give your name. Ask them at the start what they would have to share.',
    spanishTeenParents: 'No tienes que dar tu nombre. Pregúntales al empezar qué tendrían que contar.',
    contact: [
      { kind: 'call', display: '1-866-331-9474', tel: '+18663319474' },
      { kind: 'text', display: '22522', sms: '22522', keyword: 'LOVEIS' },
      { kind: 'web', label: 'Chat at loveisrespect.org', url: 'https://www.loveisrespect.org/' },
    ],
    hours: 'Any hour, free',
    serves: 'Teens and young adults in a dating relationship, and the people who care about them',
    checked: {
      source: 'http://www.loveisrespect.org/content/category/respectext/',
      on: '2026-11-27',
      note: "The line's own site: advocates support teens, parents and anyone affected by dating abuse; call 1-866-331-9474, chat at loveisrespect.org or text loveis to 22522 (also on loveisrespect.org/content/tag/texting/). Any hour and anonymous contact from the helpline's own Texas campaign sheet (abcdocz.com/doc/36628: a 24-hour resource, contact anonymously by phone 24/7). Its confidentiality policy was not in the index searched, so a teen is told only that no name is needed.",
    },
  },
  'rainn-hotline': {
    id: 'rainn-hotline',
    name: 'National Sexual Assault Hotline (RAINN)',
    purpose:
      'Support after rape, sexual assault or sexual abuse. It does not matter how old you were. It does not matter how long ago it was. Your call goes to a trained worker at a sexual assault center near you.',
    teenPurpose: 'If someone touched you in a sexual way or made you do sexual things. Call or chat.',
    teenParents:
      'They do not keep your phone number. What you say stays private unless you tell them who you are.',
    spanishTeenParents: 'No guardan tu número. Lo que dices queda en privado, a menos que digas quién eres.',
    contact: [
      { kind: 'call', display: '1-800-656-HOPE (1-800-656-4673)', tel: '+18006564673' },
      {
        kind: 'web',
        label: 'Chat at rainn.org',
        url: 'https://rainn.org/get-help/national-sexual-assault-hotline',
      },
    ],
    hours: 'Any hour, free and confidential',
    serves: 'Anyone in the U.S. hurt by sexual violence. The people who care about them too',
    checked: {
      source: 'https://rainn.org/get-help/national-sexual-assault-hotline',
      on: '2026-11-27',
      note: "The line's own page: 1.800.656.HOPE connects to the nearest RAINN member center; the caller's number is not retained, so the call is anonymous and confidential unless the caller shares identifying information. The digits 4673 and any hour by phone and online from the U.S. State Department (span.state.gov/social-development/sms-sos/20140901) and news of the hotline (fiveshoutsout.com). The chat's own address was not in the index searched: the link is the hotline's page.",
    },
  },
  'national-runaway-safeline': {
    id: 'national-runaway-safeline',
    name: 'National Runaway Safeline',
    purpose:
      'For a young person who is thinking of running away, has run away, or was told to leave home. Or who has no safe place to stay. Their family can call too. They talk it through with you and find help near you.',
    teenPurpose: 'If you were kicked out, want to run away, or have no safe place to sleep.',
    teenParents:
      'They do not look for kids for their parents. Ask them at the start what they would have to share.',
    spanishTeenParents:
      'No buscan a jóvenes para sus padres. Pregúntales al empezar qué tendrían que contar.',
    contact: [
      { kind: 'call', display: '1-800-RUNAWAY (1-800-786-2929)', tel: '+18007862929' },
      { kind: 'web', label: 'Chat at 1800runaway.org', url: 'https://www.1800runaway.org/' },
    ],
    hours: 'Any hour, free and confidential',
    serves: 'Young people about 12 to 21, and their families, anywhere in the United States',
    checked: {
      source: 'https://www.nationalrunawaysafeline.org/about-us',
      on: '2026-11-27',
      note: 'The line\'s own page: 1-800-RUNAWAY and online crisis services at 1800RUNAWAY.org (chat, text, email, forum), free and confidential, 24 hours a day, 365 days a year, for youth ages 12 to 21. The digits 1-800-786-2929 from the line\'s own blog (1800runaway.org/2012/11/...) and ABC 7 Chicago. Its FAQ (1800runaway.org/about-us/faq/): "Does NRS find kids? No"; parents who ask are referred to police. The FAQ also names a text number, 66008, that another page contradicts, so no text route is listed: confirm on 1800runaway.org.',
    },
  },
  'this-is-quitting': {
    id: 'this-is-quitting',
    name: 'This is Quitting (Truth Initiative)',
    purpose: 'Free text messages that help a teen or young adult quit vaping, one day at a time.',
    teenPurpose: 'Free texts that help you quit vaping, one day at a time.',
    teenParents: 'It is anonymous: it does not need your name.',
    spanishTeenParents: 'Es anónimo: no necesita tu nombre.',
    contact: [{ kind: 'text', display: '88709', sms: '88709', keyword: 'DITCHVAPE' }],
    hours: 'Any hour, free and anonymous',
    serves: 'Young people aged 13 to 24 who vape, and parents who want to help',
    checked: {
      source:
        'https://truthinitiative.org/press/press-release/quitting-truth-reaches-milestone-helping-half-million-young-people-overcome',
      on: '2026-11-25',
      note: "Truth Initiative's own press releases confirm the free, anonymous text program and its short code 88709 (launched with the keyword DITCHJUUL in 2019). The keyword DITCHVAPE and the ages 13 to 24 from news pages (localsyr.com 2022, franklynews.com) that agree; the program page truthinitiative.org/thisisquitting was not in the index searched: confirm there.",
    },
  },
} satisfies Record<string, HelpLineInput>;

type NationalLineId = keyof typeof NATIONAL_LINES;

/** The national lines each situation lists, in the order a help box lists them. */
const NATIONAL_SITUATIONS = {
  suicide: ['988-lifeline', 'crisis-text-line', 'trevor-project'],
  'domestic-violence': ['domestic-violence-hotline'],
  'child-abuse': ['childhelp-hotline'],
  'substance-use': ['samhsa-helpline'],
  overdose: ['poison-help'],
  perinatal: ['maternal-mental-health-hotline'],
  'self-harm': ['988-lifeline', 'crisis-text-line'],
  veteran: ['veterans-crisis-line'],
  // Lines a teen can reach alone, by text where possible. A peer-staffed teen line is not listed until
  // its number has been confirmed on its own site: Teen Line's evening hours are on Cedars-Sinai's page,
  // but its number and text code were found only in news pages.
  teen: ['crisis-text-line', '988-lifeline', 'trevor-project', 'childhelp-hotline'],
  'quit-vaping': ['this-is-quitting'],
  // A teen's own dating line first; the adult hotline also answers about dating.
  'dating-abuse': ['loveisrespect', 'domestic-violence-hotline'],
  'sexual-abuse': ['rainn-hotline'],
  runaway: ['national-runaway-safeline'],
} satisfies Partial<Record<HelpSituation, NationalLineId[]>>;

/**
 * The help of a practice that lists no lines of its own: the national ones. Elder abuse and care homes
 * are answered by each state's agencies, so a piece that declares them needs the practice's own lines.
 */
export const NATIONAL_HELP = {
  emergency: EMERGENCY_911,
  resources: Object.values(NATIONAL_LINES),
  general: ['988-lifeline', 'crisis-text-line'],
  situations: NATIONAL_SITUATIONS,
  anyCrisis: '988-lifeline',
  quickExitUrl: 'https://weather.com/',
} satisfies HelpInput;

/** What a practice says about its state's lines: its lines in the order its Spanish page lists them, and where they go. */
interface StateLines {
  /** Every line the practice lists, national ones (by id) and its state's, in the configuration's order. */
  lines: readonly (NationalLineId | HelpLineInput)[];
  /** The general crisis lines: pages that declare no situation, and the contact pages. */
  general: readonly string[];
  /** Each situation whose lines differ from the national ones, with all its lines in order. */
  situations: Partial<Record<HelpSituation, readonly string[]>>;
}

/** A practice's help: 911, its lines (national ones named by id), and its situations over the national ones. */
export function withStateLines({ lines, general, situations }: StateLines): HelpInput {
  return {
    ...NATIONAL_HELP,
    resources: lines.map((line) => (typeof line === 'string' ? NATIONAL_LINES[line] : line)),
    general: [...general],
    situations: Object.fromEntries(
      Object.entries({ ...NATIONAL_SITUATIONS, ...situations }).map(([situation, ids]) => [
        situation,
        [...ids],
      ]),
    ),
  };
}
