import { practiceSchema, validateConfig, type PracticeConfig } from './schema.ts';

/**
 * Everything that identifies the practice. Another practice adopts the site by editing this file,
 * src/config/site.ts, the artwork in src/assets/ and the content folders (README: "Changing the
 * practice's details"). The identity below is the fictional sample of PRODUCT.md section 3.
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
  links: {
    scheduling: 'https://booking.livedeeply.example/schedule',
    assessmentSubscribe: 'https://subscribe.livedeeply.example/boundaries',
    assessmentDownload: 'https://docs.livedeeply.example/boundaries-assessment',
    knowledgePartner: 'https://knowledge.example',
    // The sample practice's welcome video; a practice adopting the site puts its own video id here.
    video: { youtubeId: 'LiveDeeply1', title: 'A welcome message from Dr. Miriam Hale' },
  },
  crisisLines: [
    { name: '988 Suicide & Crisis Lifeline', action: 'Call or text 988', tel: '988', sms: '988' },
    {
      name: 'Georgia Crisis and Access Line',
      action: 'Call 1-800-715-4225, any hour',
      tel: '+18007154225',
      sms: null,
    },
    { name: 'Crisis Text Line', action: 'Text HOME to 741741', tel: null, sms: '741741' },
    {
      name: 'Emergency services',
      action: 'Call 911 or go to the nearest emergency room',
      tel: '911',
      sms: null,
    },
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
      ],
      email: 'miriam.hale@livedeeply.example',
      phone: { display: '(404) 555-0142', tel: '+14045550142' },
      rates: [
        { amount: 385, minutes: 50 },
        { amount: 465, minutes: 60, note: 'families or extended sessions' },
      ],
      isFounder: true,
      telehealth: false,
      website: null,
      profilePath: '/dr-miriam-hale',
      photo: 'miriam-hale.jpg',
      photoAlt: 'Illustrated portrait of Dr. Miriam Hale',
      waitNote: 'New clients usually wait 3 to 6 weeks for a first appointment with Dr. Hale.',
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
        { amount: 165, minutes: 50 },
        { amount: 195, minutes: 60, note: 'couples or families' },
      ],
      isFounder: false,
      telehealth: true,
      website: 'https://jordan-ellis.example',
      profilePath: null,
      photo: 'jordan-ellis.jpg',
      photoAlt: 'Illustrated portrait of Jordan Ellis',
      waitNote: null,
    },
    {
      id: 'priya-raman',
      name: 'Priya Raman',
      title: 'Licensed Marriage and Family Therapist',
      credentials: 'LMFT',
      description:
        'Works with couples and families to slow down the fights that repeat, repair what hurt, and parent as a team.',
      specialties: ['Couples therapy', 'Premarital counseling', 'Family therapy', 'Parenting'],
      email: 'priya.raman@livedeeply.example',
      phone: { display: '(404) 555-0144', tel: '+14045550144' },
      rates: [
        { amount: 165, minutes: 50, note: 'individuals' },
        { amount: 195, minutes: 60, note: 'couples or families' },
      ],
      isFounder: false,
      telehealth: true,
      website: 'https://priya-raman.example',
      profilePath: null,
      photo: 'priya-raman.jpg',
      photoAlt: 'Illustrated portrait of Priya Raman',
      waitNote: null,
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
        { amount: 165, minutes: 50, note: 'individual' },
        { amount: 195, minutes: 60, note: 'couples or families' },
      ],
      isFounder: false,
      telehealth: true,
      website: 'https://marcus-bell.example',
      profilePath: null,
      photo: 'marcus-bell.jpg',
      photoAlt: 'Illustrated portrait of Marcus Bell',
      waitNote: null,
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
    },
    {
      question: 'How long does therapy take?',
      answer:
        'It depends on what brings you in. Some people come for a few focused sessions; others stay longer to change patterns that took years to form. We review progress with you regularly and talk openly about when to finish.',
    },
    {
      question: 'Do you offer telehealth?',
      answer:
        'Yes. Our associate therapists offer secure video sessions for clients in Georgia. Dr. Hale sees clients in person only.',
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
  copyrightYear: 2025,
  founderWait: '3 to 6 weeks',
  paymentTerms: [
    'Out-of-network with insurance',
    'Payment in full at each session',
    'Superbills provided for out-of-network reimbursement',
  ],
} satisfies PracticeConfig;

export const PRACTICE: PracticeConfig = validateConfig('practice', practiceSchema, practice);

export const FOUNDER = PRACTICE.therapists.find((t) => t.isFounder)!;

/** The practice's address on one line, for cards and footers. */
export const ADDRESS_LINE = `${PRACTICE.address.street}, ${PRACTICE.address.suite}, ${PRACTICE.address.city}, ${PRACTICE.address.state} ${PRACTICE.address.zip}`;
