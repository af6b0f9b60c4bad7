import type { PracticeInput } from '../../src/config/schema.ts';
import { help } from './help.ts';
import { instructions } from './instructions.ts';

/**
 * Everything that identifies the practice: its facts, people, rates, hours, colors and words. Another
 * practice adopts the site with a folder of its own beside this one: this file, site.ts, fees.ts,
 * help.ts, instructions.ts, index.ts, its pictures in assets/ and its pieces in content/
 * (docs/practice.md); a field the schema gives a default (src/config/schema.ts) may be left out. The
 * identity below is a fictional sample practice.
 */
export const practice = {
  name: 'Live Deeply Therapy Group',
  shortName: 'Live Deeply',
  tagline: 'Systemic therapy grounded in honesty, emotional safety and courageous change.',
  signOff: 'Live Deeply.',
  description: 'Licensed therapists who look at the whole family around a problem, including addiction.',
  metaDescription:
    'Therapy in Atlanta, Georgia, for couples, families, teens and adults, and for families living with addiction, led by a psychologist with 40 years of practice.',
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
    knowledgePartner: 'https://knowledge.example',
    // The sample practice's welcome video; a practice adopting the site puts its own video id here.
    video: {
      youtubeId: 'LiveDeeply1',
      title: 'A welcome message from Dr. Miriam Hale',
      summary:
        'In two minutes, Dr. Hale explains what a first meeting with us looks like, what we will ask, and what you can expect to take home from it.',
    },
  },
  // The national help lines and Georgia's (help.ts).
  help,
  // What to do in an emergency where Georgia's laws and lines decide it (instructions.ts).
  instructions,
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
      shortName: 'Dr. Hale',
      title: 'Founder, Licensed Clinical Psychologist',
      credentials: 'PhD, Licensed Clinical Psychologist',
      license: { state: 'Georgia', number: 'PSY003412' },
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
      intro: {
        heading: 'Four decades of clinical expertise',
        text: 'Dr. Miriam Hale has spent four decades helping families, couples and individuals understand the patterns that hold them, and find the courage to change them. She founded the practice so that people could be seen whole: with their histories, their relationships and their strengths.',
        quote:
          'The person who calls us is rarely the only one hurting. When one person changes their part, the whole family has a chance to change with them.',
      },
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
      license: { state: 'Georgia', number: 'LPC011872' },
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
    },
    {
      id: 'priya-raman',
      name: 'Priya Raman',
      title: 'Licensed Marriage and Family Therapist',
      credentials: 'LMFT',
      license: { state: 'Georgia', number: 'MFT004519' },
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
    },
    {
      id: 'marcus-bell',
      name: 'Marcus Bell',
      title: 'Licensed Clinical Social Worker',
      credentials: 'LCSW',
      license: { state: 'Georgia', number: 'CSW009263' },
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
    },
  ],
  assessment: {
    title: "You're Allowed to Say No",
    about:
      'A short, private self-assessment of how you hold your boundaries with family, partners, work and friends, with ideas for where to start.',
    subscribe: 'https://subscribe.livedeeply.example/boundaries',
    download: 'https://docs.livedeeply.example/boundaries-assessment',
  },
  newsletter: 'Letters for living deeply',
  values: [
    {
      title: 'Systems thinking',
      text: 'A problem rarely lives in one person. We look at the patterns between people, because that is where lasting change takes hold.',
    },
    {
      title: 'Emotional safety',
      text: 'Honesty needs a safe room. We go at a pace you can manage, and we say difficult things with care.',
    },
    {
      title: 'Real change',
      text: 'Insight is a start, not the goal. We work toward differences you can notice at the dinner table, at work and in yourself.',
    },
  ],
  approach: [
    {
      title: 'Assessment',
      text: 'We listen to the whole story, meet the people who matter to it, and agree together on what you want to be different.',
    },
    {
      title: 'Active intervention',
      text: 'We work on the pattern, in the room and between sessions, with concrete changes you try and review with us.',
    },
    {
      title: 'Sustainable change',
      text: 'We space sessions out as the new ways take hold, plan for setbacks, and finish when you are ready.',
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
  homeHeading: 'Therapy for couples, families, teens and adults in {city}',
  safetyPlanReview: {
    author: 'jordan-ellis',
    reviewer: 'miriam-hale',
    published: '2026-11-27',
    reviewed: '2026-11-27',
  },
  listings: {
    blog: {
      heading: 'Insights for living deeply',
      intro:
        'Practical, honest writing from our therapists about the relationships and patterns that shape our lives.',
      description:
        'Articles from the therapists of {name} on anxiety, parenting, relationships, boundaries, teens and recovery.',
    },
    answers: {
      heading: 'Real answers to hard questions',
      intro: 'Longer, honest answers to the questions people ask us most, from a systemic point of view.',
      description:
        'Straight, careful answers to the questions worried parents, partners and families ask about addiction, parenting, relationships and mental health.',
    },
  },
  // The about page's words: what guides the practice's work, and what sets it apart.
  about: {
    intro:
      'A practice built on one conviction: people change most deeply inside the relationships that shaped them.',
    story: [
      'Dr. Miriam Hale began her career in the early years of family therapy, when it was still unusual to invite a whole family into the room. She kept seeing the same thing: when one person was treated alone, the family often pulled them back into the old pattern; when the family changed together, the change held.',
      'She opened Live Deeply Therapy Group in Atlanta to practice that way, and over the years welcomed licensed clinicians who work the same way: a counselor for anxious teens and young adults, a marriage and family therapist for couples and parents, and a clinical social worker for families living with addiction.',
      'The name is a promise we make to the people we see. Not a life without difficulty, but a life lived with more honesty, more connection and more courage than before.',
    ],
    philosophy: [
      {
        title: 'The system is the client',
        text: 'A worry, a drinking problem or a fight never happens in a vacuum. We ask who else is part of the pattern, and how it makes sense where it lives.',
      },
      {
        title: 'Honesty with kindness',
        text: 'We will tell you what we see, gently and clearly. People deserve a therapist who does not just nod along.',
      },
      {
        title: 'Safety first, then courage',
        text: 'Change asks people to do something unfamiliar. We build enough safety in the room that trying becomes possible.',
      },
      {
        title: 'Small changes that last',
        text: 'We favor modest, concrete experiments between sessions over big promises. The small ones are the ones that stick.',
      },
    ],
    setsApart: [
      'Families, couples and individuals under one roof, so the right people can be in the room at the right time.',
      'A founding psychologist with four decades of practice, and licensed therapists who share her systemic training.',
      'Experience with addiction in the family: for the person using and for everyone who loves them.',
      'Plain talk about fees: out-of-network, superbills provided, and a Good Faith Estimate before you begin.',
      'No pressure: a free {consultationMinutes}-minute consultation to decide whether we fit, and honest referrals when we do not.',
    ],
  },
  faq: [
    {
      question: 'What is therapy like at Live Deeply?',
      answer:
        'Sessions are conversations with a purpose. We listen for the patterns around a problem, not only the problem itself, and we work on small, concrete changes between sessions. You set the pace; we will be honest with you about what we see.',
    },
    {
      question: 'How do I choose the right therapist?',
      answer:
        'Read the profiles on our therapists page and notice who you would feel able to talk to. If you are unsure, call us: in a free {consultationMinutes}-minute consultation we will ask a few questions and suggest the clinician whose experience fits best.',
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
      link: {
        href: '/answers/what-if-i-need-help-between-sessions-or-after-hours',
        label: 'Help between sessions and after hours, and the plan for an emergency during a video session',
      },
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
      link: {
        href: '/answers/how-does-a-teen-start-therapy-in-georgia',
        label: 'How a teen starts therapy in Georgia: consent, custody and privacy',
      },
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
        title: 'A free {consultationMinutes}-minute consultation call',
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
  // What the practice says of its own ways, shown by the pieces that name each note.
  notes: {
    'after-hours': {
      title: 'Our own arrangements between sessions',
      parts: [
        'After hours, our voicemail says: "You have reached {name}. Our office is closed, and this line is not checked at night or on weekends. If you or someone else is in danger, hang up and call 911. If you are in a crisis, call or text 988, at any hour. Otherwise, leave your name, your number and a short message, and we will call you back."',
        'When your clinician is away, another clinician of the practice covers urgent clinical calls. Your clinician tells you ahead of a planned absence. What is not urgent waits for their return.',
        '{reply} A message left on a weekend or a holiday is returned on the next business day. If it cannot wait that long, call or text {call:988-lifeline}.',
      ],
    },
    'teen-privacy': {
      title: 'Our privacy agreement with teens',
      parts: [
        'What you say to your therapist stays between you two, except for what is below.',
        'Your parent hears how therapy is going in general, and about your visits.',
        "If your life or someone else's is in danger, we tell people who can help.",
        'If a child is being hurt, the law says we must report it.',
        'You, your parent and your therapist agree to this together at the first session.',
      ],
    },
  },
  consultationMinutes: 15,
  // The library the practice stands behind: at least 25 articles and 30 answers.
  library: { articles: 25, answers: 30 },
  booking: {
    noticeHours: 24,
    horizonDays: 21,
    bufferMinutes: 15,
    stepMinutes: 30,
    holdOfficeHours: 8,
    // Some who ask for a first talk will not give an email address: the practice calls them back.
    // A code mailed to the visitor proves her address; it works for half an hour, and three wrong tries
    // end the request. The practice still confirms each verified request itself.
    requests: {
      verifyMinutes: 30,
      acceptPhoneOnly: true,
      phoneOnlyHoldOfficeHours: 2,
      pendingPerAddress: 3,
      confirmVerified: false,
    },
    reminderHours: 24,
    meeting: {
      rule: 'Leave a phone number and your clinician calls you; without one, the consultation is a video call.',
      phone:
        'A {minutes}-minute phone call: {clinician} calls you from {from}, at your number ending in {ending}.',
      video: 'A {minutes}-minute video call: the practice emails you its secure video link before the call.',
    },
  },
  // Checked for WCAG AA contrast in both themes (src/styles/global.css lists the ratios).
  theme: {
    light: { brand: '#1f5f5b', brandDeep: '#153f3c', clay: '#a14d28', claySoft: '#f6e3d8', mist: '#e3efec' },
    dark: { brand: '#8ed2c9', brandDeep: '#b3e3dc', clay: '#f0a47e', claySoft: '#3d281c', mist: '#1d3533' },
  },
  mail: { recipient: 'intake@livedeeply.example', from: 'website@livedeeply.example' },
} satisfies PracticeInput;
