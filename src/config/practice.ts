import { practiceSchema, validateConfig, type PracticeConfig } from './schema.ts';

/**
 * Everything that identifies the practice. Another practice adopts the site by editing this file,
 * src/config/site.ts, the artwork in src/assets/ and the content folders (README: "Changing the
 * practice's details"). The identity below is a fictional sample practice.
 */
const practice = {
  name: 'Live Deeply Therapy Group',
  shortName: 'Live Deeply',
  tagline: 'Systemic therapy grounded in honesty, emotional safety and courageous change.',
  signOff: 'Live Deeply.',
  description:
    'A systemic group therapy practice in Atlanta, Georgia, for individuals, couples, families, teens and people in recovery from addiction.',
  phone: { display: '(404) 555-0142', tel: '+14045550142' },
  email: 'hello@livedeeply.example',
  address: {
    street: '1200 Example Avenue NE',
    suite: 'Suite 300',
    city: 'Atlanta',
    state: 'GA',
    zip: '30309',
  },
  hours: ['Monday, Tuesday, Thursday and Friday', 'By appointment'],
  openingDays: ['Mo', 'Tu', 'Th', 'Fr'],
  officeHours: { opens: '09:00', closes: '17:00' },
  links: {
    scheduling: 'https://booking.livedeeply.example/schedule',
    assessmentSubscribe: 'https://subscribe.livedeeply.example/boundaries',
    assessmentDownload: 'https://docs.livedeeply.example/boundaries-assessment',
    knowledgePartner: 'https://knowledge.example',
    // The sample practice's welcome video; a practice adopting the site puts its own video id here.
    video: { youtubeId: 'LiveDeeply1', title: 'A welcome message from Dr. Miriam Hale' },
  },
  // Help lines shown in the help box of articles, answers and the contact pages. Every number was read
  // on the page in `checked.source` on the date in `checked.on`; re-check them at least once a year.
  help: {
    emergency: {
      id: 'emergency-911',
      name: 'Emergency services',
      purpose:
        'For immediate danger: someone hurt or about to be hurt, or someone who cannot be woken or is not breathing. You can also go to the nearest emergency room.',
      teenPurpose:
        'If you or someone else is badly hurt or in danger right now. You can also go to a hospital ER.',
      contact: [{ kind: 'call', display: '911', tel: '911' }],
      hours: 'Any hour',
      serves: 'Anyone in the United States',
      checked: {
        source: 'https://mchb.hrsa.gov/national-maternal-mental-health-hotline/faq',
        on: '2026-11-23',
        note: 'HRSA: "If an individual is in imminent danger of harm to self or others, they should call 911."',
      },
    },
    resources: [
      {
        id: '988-lifeline',
        name: '988 Suicide & Crisis Lifeline',
        purpose:
          'Thoughts of suicide, a mental health or substance use crisis, or worry about someone who might be in one.',
        teenPurpose:
          'Call or text if you think about dying or feel you cannot cope. You can also call about a friend.',
        contact: [
          { kind: 'call', display: '988', tel: '988' },
          { kind: 'text', display: '988', sms: '988' },
          { kind: 'web', label: 'Chat at 988lifeline.org', url: 'https://988lifeline.org/' },
        ],
        spanish: [
          { kind: 'call', display: '988', tel: '988', then: 'marque 2' },
          { kind: 'text', display: '988', sms: '988', keyword: 'AYUDA' },
          { kind: 'web', label: 'Chat en español en 988lifeline.org', url: 'https://988lifeline.org/' },
        ],
        spanishPurpose:
          'Para pensamientos de suicidio, una crisis de salud mental o de drogas, o si le preocupa otra persona. A cualquier hora, gratis y confidencial.',
        hours: 'Any hour, free and confidential',
        serves: 'Anyone in the United States, for themselves or for someone else',
        checked: {
          source:
            'https://health.wyo.gov/publichealth/prevention/wivpp/suicide-prevention/988-suicide-crisis-lifeline',
          on: '2026-11-23',
          note: "A state health department's page (call, text and chat at 988lifeline.org, any hour); the FCC's 2025 rule on routing texts to 988 confirms the text line. Spanish, read on https://988lifeline.org/get-help/what-to-expect on 2026-11-25: a call offers Spanish as option 2, a text in Spanish starts with AYUDA, and the page says text and chat are available in Spanish. The chat in Spanish, read on SAMHSA's announcement on 2026-11-25 (https://www.samhsa.gov/newsroom/press-announcements/20230713/988-suicide-crisis-lifeline-adds-spanish-text-chat-service-ahead-one-year-anniversary): 24/7 text and chat in Spanish since July 2023. The Spanish chat's own address was not in the index searched, so the link is the Lifeline's site, where the chat starts.",
        },
      },
      {
        id: 'georgia-crisis-access-line',
        name: 'Georgia Crisis and Access Line (GCAL)',
        purpose:
          'Crisis help in Georgia by phone, a mobile crisis team sent to you, or an urgent appointment.',
        teenPurpose: 'Help by phone anywhere in Georgia. They can send a crisis team to you.',
        contact: [{ kind: 'call', display: '1-800-715-4225', tel: '+18007154225' }],
        hours: 'Any hour, every day of the year',
        serves: 'Anyone in Georgia, for themselves or for someone else',
        checked: { source: 'https://dbhdd.georgia.gov/be-dbhdd/crisis-system-georgia', on: '2026-11-23' },
      },
      {
        id: 'crisis-text-line',
        name: 'Crisis Text Line',
        purpose: 'A trained volunteer to text with, for any kind of crisis, when talking out loud is hard.',
        teenPurpose: 'Text with a trained helper about anything that feels like too much.',
        contact: [{ kind: 'text', display: '741741', sms: '741741', keyword: 'HOME' }],
        hours: 'Any hour, free',
        serves: 'Anyone in the United States',
        checked: {
          source: 'http://www.sfisd.net/apps/pages/index.jsp?uREC_ID=1473130&type=d&pREC_ID=1625729',
          on: '2026-11-23',
          note: "A school district's copy of the line's own instructions (text HOME to 741741, any hour, trained volunteers); crisistextline.org itself was not in the index searched: confirm there.",
        },
      },
      {
        id: 'trevor-project',
        name: 'The Trevor Project',
        purpose: 'Crisis support for LGBTQ+ young people, by phone or text.',
        teenPurpose: 'Help for LGBTQ+ young people, by call or text, from people who get it.',
        contact: [
          { kind: 'call', display: '1-866-488-7386', tel: '+18664887386' },
          { kind: 'text', display: '678-678', sms: '678678', keyword: 'START' },
          { kind: 'web', label: 'thetrevorproject.org', url: 'https://www.thetrevorproject.org/' },
        ],
        hours: 'Any hour, free and confidential',
        serves: 'LGBTQ+ young people under 25',
        checked: {
          source: 'https://spashmirror.com/5140/news/the-trevor-project-info-hits-hallways/',
          on: '2026-11-23',
          note: "Secondary sources only: a school paper and a Trevor volunteer's page (davidmglasgow.com/trevor) agree on the call number and on texting START to 678-678, and news reports confirm text and chat have run around the clock since 2019. thetrevorproject.org itself was not in the index searched: confirm there.",
        },
      },
      {
        id: 'domestic-violence-hotline',
        name: 'National Domestic Violence Hotline',
        purpose:
          'Someone to talk to about abuse or control in a relationship, and help making a plan to stay safe.',
        teenPurpose:
          'Talk with someone about abuse in a relationship, yours or an adult one at home, and make a plan to be safe.',
        contact: [
          { kind: 'call', display: '1-800-799-SAFE (1-800-799-7233)', tel: '+18007997233' },
          { kind: 'text', display: '88788', sms: '88788', keyword: 'START' },
          { kind: 'web', label: 'Chat at thehotline.org', url: 'https://www.thehotline.org/' },
        ],
        spanish: [
          { kind: 'call', display: '1-800-799-7233', tel: '+18007997233' },
          { kind: 'web', label: 'Chat en espanol.thehotline.org', url: 'https://espanol.thehotline.org/' },
        ],
        spanishPurpose:
          'Para hablar del abuso o el control en una relación de pareja, y hacer un plan para estar a salvo. A cualquier hora, gratis y confidencial.',
        hours: 'Any hour, free and confidential',
        serves: 'Anyone affected by relationship abuse, and the people who care about them',
        checked: {
          source:
            'https://ovc.ojp.gov/news/grantee-news/national-domestic-violence-hotline-answers-6-million-contacts',
          on: '2026-11-23',
          note: 'Spanish, read on a state government page on 2026-11-25 (https://www.hhs.texas.gov/es/servicios/seguridad/programa-contra-la-violencia-familiar): the same number, and chat in Spanish at espanol.thehotline.org.',
        },
      },
      {
        id: 'georgia-domestic-violence-hotline',
        name: "Georgia's domestic violence hotline",
        purpose:
          'Connects you to the nearest family violence program in Georgia: shelter, advocacy, a safety plan.',
        teenPurpose:
          'Finds the nearest help in Georgia when someone at home is being hurt: a safe place and a plan.',
        contact: [{ kind: 'call', display: '1-800-33-HAVEN (1-800-334-2836)', tel: '+18003342836' }],
        spanish: [
          { kind: 'call', display: '1-800-334-2836', tel: '+18003342836', then: 'marque la opción 2' },
        ],
        spanishPurpose:
          'Le conecta con el programa contra la violencia familiar más cercano en Georgia: un refugio, apoyo y un plan de seguridad. A cualquier hora.',
        hours: 'Any hour',
        serves: 'Anyone in Georgia affected by domestic violence (voice or TTY)',
        checked: {
          source: 'http://gcadv.org/survivors/get-help/',
          on: '2026-11-23',
          note: "Spanish, read on 2026-11-25 on the page of the program that answers it, Cherokee Family Violence Center (https://cfvc.org/multicultural-program/): it has answered the statewide hotline's Spanish line with the Georgia Coalition Against Domestic Violence since 2014, 24 hours a day; call 1-800-334-2836 and choose option 2. gcadv.org itself did not mention the option in the copy searched: confirm there.",
        },
      },
      {
        id: 'childhelp-hotline',
        name: 'Childhelp National Child Abuse Hotline',
        purpose:
          'A counselor to talk with about a worry that a child is being hurt, including a parent afraid of hurting their own child. It is not a reporting line.',
        teenPurpose:
          'Talk with a counselor about being hurt at home, by call, text or chat. They help you think about what to do next.',
        contact: [
          { kind: 'call', display: '1-800-4-A-CHILD (1-800-422-4453)', tel: '+18004224453' },
          { kind: 'text', display: '1-800-422-4453', sms: '+18004224453' },
          { kind: 'web', label: 'Chat at childhelphotline.org', url: 'https://childhelphotline.org/' },
        ],
        hours: 'Any hour, every day',
        serves: 'Children, parents and anyone concerned about a child, in the United States',
        checked: {
          source: 'https://childhelphotline.org/how-it-works',
          on: '2026-11-23',
          note: "The line's own page confirms crisis counselors answering calls, texts and chats any hour, and that it does not take reports; the number and its text line from secondary pages (thekidstrust.org, thehopeline.com, helpisaclickaway.org) that agree. Confirm the number on childhelphotline.org.",
        },
      },
      {
        id: 'georgia-child-abuse-reports',
        name: 'Georgia DFCS child abuse and neglect reports',
        purpose: 'Report a worry that a child is being abused or neglected. You do not need proof to call.',
        teenPurpose:
          'Tell the state that a kid in Georgia is being hurt. You can call about yourself. You do not need proof.',
        contact: [{ kind: 'call', display: '1-855-GA-CHILD (1-855-422-4453)', tel: '+18554224453' }],
        hours: 'Any hour, every day',
        serves: 'Any child who lives in Georgia',
        checked: {
          source: 'https://web.cobbk12.org/page/29151/reporting-protocol-and-forms',
          on: '2026-11-23',
          note: "The number from Georgia school districts' and Kennesaw State University's reporting pages (protectingminors.kennesaw.edu); the hours from the Georgia DHS intake site (https://cps.dhs.ga.gov/General/AboutUs.aspx: reports received 24 hours a day, seven days a week). dfcs.georgia.gov itself was not in the index searched: confirm there.",
        },
      },
      {
        id: 'georgia-adult-protective-services',
        name: 'Georgia Adult Protective Services',
        purpose:
          'Report abuse, neglect or financial exploitation of an older adult (65 or over) or an adult with a disability.',
        contact: [
          {
            kind: 'call',
            display: '1-866-55-AGING (1-866-552-4464)',
            tel: '+18665524464',
            then: 'choose your language, then option 3',
          },
          { kind: 'web', label: 'Report online', url: 'https://gmcc.georgia.gov/report-elder-abuse' },
        ],
        hours: 'Weekdays 8 a.m. to 5 p.m.; online reports any time (if someone is in danger now, call 911)',
        serves: 'Adults in Georgia who do not live in a nursing or personal care home',
        checked: { source: 'https://gmcc.georgia.gov/report-elder-abuse', on: '2026-11-23' },
      },
      {
        id: 'samhsa-helpline',
        name: "SAMHSA's National Helpline",
        purpose:
          'Treatment referrals and information about substance use and mental health, for you or your family.',
        teenPurpose: 'Free help to find treatment for drugs or alcohol, for you or your family.',
        contact: [
          { kind: 'call', display: '1-800-662-HELP (1-800-662-4357)', tel: '+18006624357' },
          { kind: 'web', label: 'Find treatment at findtreatment.gov', url: 'https://findtreatment.gov/' },
        ],
        spanish: [{ kind: 'call', display: '1-800-662-4357', tel: '+18006624357' }],
        spanishPurpose:
          'Información y referidos para tratamiento de drogas, alcohol o salud mental, para usted o su familia. No da consejería. A cualquier hora, gratis y confidencial.',
        hours: 'Any hour, free and confidential, in English and Spanish',
        serves: 'Anyone in the United States, and their families',
        checked: {
          source: 'https://www.samhsa.gov/find-help/national-helpline',
          on: '2026-11-23',
          note: 'Read through a copy of the SAMHSA page: 1-800-662-HELP, free, confidential, 24 hours a day, 365 days a year, English and Spanish; it refers and informs, it does not counsel. No menu option for Spanish was found on the page or elsewhere on 2026-11-25, so the Spanish route is the same number with no step after it.',
        },
      },
      {
        id: 'poison-help',
        name: 'Poison Help',
        purpose:
          'Questions about an overdose, a medication taken by mistake, or anything swallowed; it connects you to your local poison center.',
        teenPurpose:
          'If you swallowed pills or anything else, even if you feel fine. They tell you what to do.',
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
          },
        ],
        spanishPurpose:
          'Si alguien tragó pastillas u otra cosa, o tomó demasiado de algo, aunque se sienta bien. Le dicen qué hacer. A cualquier hora, gratis.',
        hours: 'Any hour, free and confidential',
        serves: 'Anyone in the United States',
        checked: {
          source: 'http://poisonhelp.hrsa.gov/what-can-you-do/poison-proof-your-home/index.html',
          on: '2026-11-23',
          note: 'HRSA, read again on 2026-11-25: "Do not wait for signs of poisoning before calling Poison Help (1-800-222-1222)." Interpretation services in 161 languages (https://poisonhelp.hrsa.gov/faq/calling-poison-help), so the Spanish route asks for an interpreter; no Spanish-speaking line of its own was found.',
        },
      },
      {
        id: 'maternal-mental-health-hotline',
        name: 'National Maternal Mental Health Hotline',
        purpose:
          'Support during pregnancy and after a baby arrives, from counselors who know this time well. It is not a crisis line: in a crisis, call or text 988.',
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
      {
        id: 'veterans-crisis-line',
        name: 'Veterans Crisis Line',
        purpose:
          'Crisis help for veterans, service members and the people who love them, from responders who know military life.',
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
          'Veterans and service members, including the National Guard and Reserves, and their families and friends, enrolled with VA or not',
        checked: {
          source: 'http://veteranscrisisline.net/About/VeteranSuicide.aspx',
          on: '2026-11-25',
          note: "The line's own page: dial 988 then press 1, chat at VeteransCrisisLine.net/Chat, or text 838255, any hour; no need to be enrolled in VA benefits or care. 988lifeline.org/get-help/what-to-expect agrees (option 1 on a call; texts to 838255).",
        },
      },
      {
        id: 'georgia-long-term-care-complaints',
        name: 'Georgia Healthcare Facility Regulation complaints',
        purpose:
          'Report abuse, neglect or poor care in a nursing home, personal care home or assisted living community. The state licenses these homes and investigates complaints.',
        contact: [{ kind: 'call', display: '1-800-878-6442', tel: '+18008786442' }],
        hours:
          'Leave a message with your name and number and staff call you back (if someone is in danger now, call 911)',
        serves: 'Residents of licensed care homes in Georgia, and anyone worried about one',
        checked: {
          source: 'https://georgiaombudsman.org/purpose-and-organization',
          on: '2026-11-25',
          note: "The state ombudsman's page (Georgia Department of Human Services): to report a complaint to Healthcare Facility Regulation (Department of Community Health), call toll free 1-800-878-6442. That a message is taken and returned is from lawyers' pages (schenksmith.com), not the state: confirm on dch.georgia.gov.",
        },
      },
      {
        id: 'georgia-long-term-care-ombudsman',
        name: 'Georgia Long-Term Care Ombudsman',
        purpose:
          'An advocate on the side of a person living in a nursing home or personal care home, who looks into problems and works to fix them as the resident wishes.',
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
        serves: 'Residents of long-term care homes in Georgia, their families and friends',
        checked: {
          source: 'https://aging.georgia.gov/programs-and-services/long-term-care-ombudsman-program',
          on: '2026-11-25',
          note: 'The Division of Aging Services: call 1-866-552-4464 and select option 5. Free and confidential from georgiaombudsman.org (no charge; ombudsmen respect resident and complainant confidentiality).',
        },
      },
      {
        id: 'this-is-quitting',
        name: 'This is Quitting (Truth Initiative)',
        purpose: 'Free text messages that help a teen or young adult quit vaping, one day at a time.',
        teenPurpose: 'Free texts that help you quit vaping, one day at a time.',
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
      'substance-use': ['samhsa-helpline'],
      overdose: ['poison-help'],
      perinatal: ['maternal-mental-health-hotline'],
      'self-harm': ['988-lifeline', 'crisis-text-line'],
      veteran: ['veterans-crisis-line'],
      'long-term-care': ['georgia-long-term-care-ombudsman', 'georgia-long-term-care-complaints'],
      // Lines a teen can reach alone, by text where possible; a peer-staffed teen line is not listed
      // until its number has been confirmed on its own site.
      teen: ['crisis-text-line', '988-lifeline', 'trevor-project', 'childhelp-hotline'],
      'quit-vaping': ['this-is-quitting'],
    },
    anyCrisis: '988-lifeline',
    quickExitUrl: 'https://weather.com/',
  },
  // Who a visitor may look for help for, in the finder's words; clinicians name these ids in `sees`.
  // `session` is the kind of session they are seen in, so the rate they pay: a teen, or a parent coached
  // alone, is seen on their own; a child is seen with their parents, in a family session.
  audiences: [
    {
      id: 'myself',
      label: 'Myself',
      session: 'individual',
      group: 'adults',
      reason: 'sees adults on their own',
      miss: 'does not see adults on their own',
    },
    {
      id: 'couple',
      label: 'My relationship',
      session: 'couple',
      group: 'couples',
      reason: 'sees couples',
      miss: 'does not see couples',
    },
    {
      id: 'family',
      label: 'My family',
      session: 'family',
      group: 'families',
      reason: 'sees whole families together',
      miss: 'does not see families',
    },
    {
      id: 'teen',
      label: 'My teen or young adult',
      session: 'individual',
      group: 'teens and young adults',
      reason: 'sees teens and young adults',
      miss: 'does not see teens',
    },
    {
      id: 'child',
      label: 'My child',
      session: 'family',
      group: 'children',
      reason: 'sees children, with their parents',
      miss: 'does not see children',
    },
    {
      id: 'parent',
      label: 'Me as a parent',
      session: 'individual',
      group: 'parents',
      reason: 'coaches parents',
      miss: 'does not coach parents',
    },
  ],
  // The one list of concerns the finder offers; clinicians name these ids in `concerns`.
  concerns: [
    { id: 'anxiety', label: 'Anxiety and worry' },
    { id: 'depression', label: 'Depression and low mood' },
    { id: 'life-transitions', label: 'Life transitions and loss' },
    { id: 'school', label: 'School stress' },
    { id: 'relationship', label: 'Conflict or distance in a relationship' },
    { id: 'premarital', label: 'Preparing to marry' },
    { id: 'family-conflict', label: 'Family conflict' },
    { id: 'parenting', label: 'Parenting and limits' },
    { id: 'substance-use', label: 'Substance use' },
    { id: 'trauma', label: 'Trauma' },
    { id: 'postpartum', label: 'Pregnancy and a new baby' },
  ],
  therapists: [
    {
      id: 'miriam-hale',
      name: 'Dr. Miriam Hale',
      title: 'Founder, Licensed Clinical Psychologist',
      credentials: 'PhD, Licensed Clinical Psychologist',
      description:
        'Four decades of helping families, couples and individuals understand the patterns that hold them and find the courage to change them.',
      specialties: [
        'Family systems therapy',
        'Couples therapy',
        'Teens and their parents',
        'Addiction and recovery',
        'Postpartum adjustment',
        'Children, with their parents',
      ],
      email: 'miriam.hale@livedeeply.example',
      phone: { display: '(404) 555-0142', tel: '+14045550142' },
      // An extended session is a 60-minute individual or couples session, booked when 50 minutes is too
      // short (a first meeting, or a week with much to cover); families always meet for 60.
      rates: [
        { amount: 385, minutes: 50, sessions: ['individual', 'couple'] },
        { amount: 465, minutes: 60, sessions: ['family'], extended: true },
      ],
      isFounder: true,
      sees: ['myself', 'couple', 'family', 'teen', 'child', 'parent'],
      concerns: [
        'anxiety',
        'depression',
        'life-transitions',
        'relationship',
        'family-conflict',
        'parenting',
        'substance-use',
        'postpartum',
      ],
      formats: ['in-person'],
      availability: { accepting: 'yes', wait: { minWeeks: 3, maxWeeks: 6 }, confirmedOn: '2026-11-20' },
      website: null,
      profilePath: '/dr-miriam-hale',
      photo: 'miriam-hale.jpg',
      photoAlt: 'Illustrated portrait of Dr. Miriam Hale',
      profile: {
        sections: [
          {
            title: 'A responsive and flexible approach',
            body: [
              'No two families arrive with the same story, so no two treatments look the same. Some people need a few focused sessions to get unstuck; others need a steady place to work over months. Dr. Hale adjusts who is in the room, how often you meet and what you work on as things change.',
              'She draws on family systems therapy, structural and strategic family work, attachment-informed couples therapy and cognitive-behavioral tools, choosing what fits the people in front of her rather than fitting people to a method.',
            ],
          },
          {
            title: 'Medications',
            body: [
              'As a psychologist, Dr. Hale does not prescribe. When medication might help, she talks it through with you honestly and, with your permission, coordinates with your physician or a psychiatrist so that therapy and medication work together.',
            ],
          },
          {
            title: 'Insurance',
            body: [
              'The practice is out-of-network with insurance companies. Payment is due in full at each session, and you receive a superbill to submit for possible out-of-network reimbursement. You also have the right to a Good Faith Estimate of your costs before you begin.',
            ],
          },
          {
            title: 'Telehealth',
            body: [
              'Dr. Hale sees clients in person only, because so much of family work happens in the room. If you need video sessions, the other therapists here offer telehealth.',
            ],
          },
        ],
        clients: [
          { title: 'Kids', text: 'Worries, meltdowns and school struggles, with parents closely involved.' },
          { title: 'Teens', text: 'Withdrawal, anxiety, risk-taking and the push and pull of growing up.' },
          {
            title: 'Substance use',
            text: 'People struggling with alcohol or drugs, and the families beside them.',
          },
          {
            title: 'Postpartum',
            text: 'New parents adjusting to a baby, a changed body and a changed relationship.',
          },
          {
            title: 'Couples',
            text: 'Recurring conflict, distance, betrayal and decisions about the future.',
          },
          {
            title: 'Adults',
            text: 'Anxiety, loss, perfectionism and patterns carried from the family of origin.',
          },
        ],
      },
    },
    {
      id: 'jordan-ellis',
      name: 'Jordan Ellis',
      title: 'Licensed Professional Counselor',
      credentials: 'LPC',
      description:
        'Steady, practical help for anxiety, life transitions and the particular pressures of the teen and young-adult years.',
      specialties: ['Anxiety', 'Teens and young adults', 'Life transitions', 'Individual therapy'],
      email: 'jordan.ellis@livedeeply.example',
      phone: { display: '(404) 555-0143', tel: '+14045550143' },
      rates: [
        { amount: 165, minutes: 50, sessions: ['individual'] },
        { amount: 195, minutes: 60, sessions: ['couple', 'family'] },
      ],
      isFounder: false,
      sees: ['myself', 'couple', 'family', 'teen'],
      concerns: ['anxiety', 'depression', 'life-transitions', 'school'],
      formats: ['in-person', 'video'],
      availability: { accepting: 'yes', wait: { minWeeks: 0, maxWeeks: 2 }, confirmedOn: '2026-11-23' },
      website: 'https://jordan-ellis.example',
      profilePath: null,
      photo: 'jordan-ellis.jpg',
      photoAlt: 'Illustrated portrait of Jordan Ellis',
    },
    {
      id: 'priya-raman',
      name: 'Priya Raman',
      title: 'Licensed Marriage and Family Therapist',
      credentials: 'LMFT',
      description:
        'Works with couples and families to slow down the fights that repeat, repair what hurt, and parent as a team.',
      specialties: [
        'Couples therapy',
        'Premarital counseling',
        'Family therapy',
        'Parenting',
        'Children and their parents',
      ],
      email: 'priya.raman@livedeeply.example',
      phone: { display: '(404) 555-0144', tel: '+14045550144' },
      rates: [
        { amount: 165, minutes: 50, sessions: ['individual'] },
        { amount: 195, minutes: 60, sessions: ['couple', 'family'] },
      ],
      isFounder: false,
      sees: ['myself', 'couple', 'family', 'child', 'parent'],
      concerns: ['relationship', 'premarital', 'family-conflict', 'parenting'],
      formats: ['in-person', 'video'],
      availability: { accepting: 'waitlist', wait: { minWeeks: 4, maxWeeks: 8 }, confirmedOn: '2026-11-18' },
      website: 'https://priya-raman.example',
      profilePath: null,
      photo: 'priya-raman.jpg',
      photoAlt: 'Illustrated portrait of Priya Raman',
    },
    {
      id: 'marcus-bell',
      name: 'Marcus Bell',
      title: 'Licensed Clinical Social Worker',
      credentials: 'LCSW',
      description:
        'Walks with people in recovery and with the families who love them, with a trauma-informed and plain-spoken approach.',
      specialties: [
        'Addiction recovery',
        'Families affected by substance use',
        "Men's issues",
        'Trauma-informed care',
      ],
      email: 'marcus.bell@livedeeply.example',
      phone: { display: '(404) 555-0145', tel: '+14045550145' },
      rates: [
        { amount: 165, minutes: 50, sessions: ['individual'] },
        { amount: 195, minutes: 60, sessions: ['couple', 'family'] },
      ],
      isFounder: false,
      sees: ['myself', 'couple', 'family', 'teen', 'parent'],
      concerns: ['substance-use', 'trauma', 'family-conflict'],
      formats: ['in-person', 'video'],
      availability: { accepting: 'yes', wait: { minWeeks: 1, maxWeeks: 3 }, confirmedOn: '2026-11-23' },
      website: 'https://marcus-bell.example',
      profilePath: null,
      photo: 'marcus-bell.jpg',
      photoAlt: 'Illustrated portrait of Marcus Bell',
    },
  ],
  whoWeServe: [
    {
      title: 'Parents who feel they have tried everything',
      text: 'A teen who has shut the door, a child who melts down, an adult child who has not launched. You love them and you are worn out.',
    },
    {
      title: 'Couples stuck in the same argument',
      text: 'The fight changes topics but never ends, or the silence has grown louder than the fights. You want to find each other again.',
    },
    {
      title: 'Families living with addiction',
      text: 'Someone you love is drinking or using, or is newly in recovery, and the whole household has been reorganized around it.',
    },
    {
      title: 'Adults ready to look at the pattern',
      text: 'Anxiety, perfectionism, a loss, a life that looks fine from the outside. You are ready to understand where it comes from.',
    },
  ],
  services: [
    {
      id: 'individual',
      title: 'Individual Therapy',
      description:
        'One-to-one work that still keeps your relationships in view: the patterns you learned, the ones you repeat, and the ones you can change.',
      details: [
        'Anxiety, worry and panic',
        'Depression and low mood',
        'Life transitions and loss',
        'Perfectionism and burnout',
        'Patterns learned in your family of origin',
      ],
    },
    {
      id: 'couples',
      title: 'Couples Therapy',
      description:
        'For partners caught in the same argument, drifting apart, or rebuilding after a breach of trust, and for couples preparing to marry.',
      details: [
        'Recurring conflict and communication breakdowns',
        'Rebuilding trust after betrayal',
        'Emotional and physical intimacy',
        'Premarital counseling (four sessions)',
        'Decisions about the future of the relationship',
      ],
    },
    {
      id: 'family',
      title: 'Family Therapy',
      description:
        'The whole system in the room: parents, children, siblings and sometimes grandparents, working on what no one can change alone.',
      details: [
        'Conflict between parents and children',
        'Blended families and co-parenting',
        'Adult children who struggle to launch',
        'A family member in crisis or recovery',
        'Grief and change that affects everyone',
      ],
    },
    {
      id: 'teens-young-adults',
      title: 'Teens and Young Adults',
      description:
        'A confidential space for young people, with parents involved in ways that help rather than hover.',
      details: [
        'Anxiety, school stress and school avoidance',
        'Mood, self-esteem and identity',
        'Screens, sleep and friendships',
        'Family conflict and communication',
        'The move to college and independence',
      ],
    },
    {
      id: 'addiction-recovery',
      title: 'Addiction Recovery',
      description:
        'Support for the person using and for the family around them, because recovery happens in relationships.',
      details: [
        'Alcohol and drug use',
        'Family-based approaches to encourage treatment',
        'Relapse prevention and recovery planning',
        'Healing trust after addiction',
        'Support for partners, parents and children',
      ],
    },
    {
      id: 'parent-coaching',
      title: 'Parent Coaching',
      description:
        'Focused sessions for parents who want a plan: how to set limits, stay connected, and agree with each other.',
      details: [
        'Limits and consequences that teach',
        'Tantrums, defiance and meltdowns',
        'Parenting as a team, including across two homes',
        'Boundaries with adult children',
        'Supporting a child in therapy',
      ],
    },
  ],
  faq: [
    {
      question: 'What is therapy like at Live Deeply?',
      answer:
        'Sessions are conversations with a purpose. We listen for the patterns around a problem, not only the problem itself, and we work on small, concrete changes between sessions. You set the pace; we will be honest with you about what we see.',
    },
    {
      question: 'How do I choose the right therapist?',
      answer:
        'Read the profiles on our therapists page and notice who you would feel able to talk to. If you are unsure, call us: in a free 15-minute consultation we will ask a few questions and suggest the clinician whose experience fits best.',
    },
    {
      question: 'How do you approach couples therapy?',
      answer:
        'We treat the relationship as the client. We map the cycle the two of you get caught in, slow it down, and help each partner say what is underneath it. We do not take sides, and if either partner is unsafe at home we address safety first.',
    },
    {
      question: 'Do you take insurance?',
      answer:
        'We are out-of-network with insurance companies. Payment is due in full at each session, and we provide superbills you can submit to your insurer for possible out-of-network reimbursement. Ask your plan what it covers before you start.',
      link: { href: '/fees', label: 'Fees, insurance and an estimate of your cost after reimbursement' },
    },
    {
      question: 'How long does therapy take?',
      answer:
        'It depends on what brings you in. Some people come for a few focused sessions; others stay longer to change patterns that took years to form. We review progress with you regularly and talk openly about when to finish.',
    },
    {
      question: 'Do you offer telehealth?',
      answer:
        'Yes. Every therapist except Dr. Hale offers secure video sessions for clients in Georgia; Dr. Hale sees clients in person only.',
    },
    {
      question: 'What happens in the first session?',
      answer:
        'We ask what brings you in, what you have tried, and what you hope will be different. We explain confidentiality and its limits, answer your questions, and agree on next steps together. You are not committing to anything beyond that hour.',
    },
    {
      question: 'Do you work with teens and families?',
      answer:
        'Yes, it is at the heart of what we do. We see teens on their own and with their parents, and whole families together, deciding with you who should be in the room and when.',
    },
    {
      question: 'What do you specialize in?',
      answer:
        'Family systems, couples, teens and young adults, anxiety, parenting, and addiction recovery for the person using and for their family. Our services page lists what each kind of therapy addresses.',
    },
  ],
  // What a visitor who writes can count on, beside the form and on the sent page; {channel} is the way
  // they chose to be reached ("By text message"), or all of them when the page cannot know.
  contactPromise: {
    reply: 'We reply within one business day (Monday, Tuesday, Thursday or Friday).',
    replyWithinOfficeDays: 1,
    nextSteps: [
      {
        title: 'We reply',
        text: '{channel}, within one business day. A voicemail or text from us says who we are only if you told us it may.',
      },
      {
        title: 'A free 15-minute consultation call',
        text: 'We ask a few questions, answer yours, and suggest the clinician whose experience fits best. Nothing is decided until you are ready.',
      },
      {
        title: 'Your first appointment',
        text: 'Before it, you receive a Good Faith Estimate of what your care is expected to cost and our intake forms to fill in at home.',
      },
    ],
  },
  copyrightYear: 2025,
  privacyOfficer: 'Dr. Miriam Hale, founder of the practice',
  paymentTerms: [
    'Out-of-network with insurance',
    'Payment in full at each session',
    'Superbills provided for out-of-network reimbursement',
  ],
  consultationMinutes: 15,
} satisfies PracticeConfig;

export const PRACTICE: PracticeConfig = validateConfig('practice', practiceSchema, practice);

/** The practice's founder, when it has one (a practice of peers has none). */
export const FOUNDER = PRACTICE.therapists.find((t) => t.isFounder);

/** The practice's address on one line, for cards and footers. */
export const ADDRESS_LINE = `${PRACTICE.address.street}, ${PRACTICE.address.suite}, ${PRACTICE.address.city}, ${PRACTICE.address.state} ${PRACTICE.address.zip}`;
