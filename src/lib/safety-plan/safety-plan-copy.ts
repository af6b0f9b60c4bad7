/**
 * The safety plan page's words (/safety-plan): the Stanley-Brown steps and reasons to live, each in plain
 * words with an example, and one in a teen's words; what is kept where; the review clock and the sources.
 * Numbers and names come from the configuration (src/config/help.ts, practices/<name>/practice.ts), never from here.
 */
import type { HelpSituation } from '../../config/help-schema.ts';
import type { InstructionId } from '../../config/instructions.ts';

/**
 * The one localStorage key a kept plan lives under: the page's script writes and erases it, the tests
 * read it. Nothing else on the site reads it, and nothing sends it.
 */
export const SAFETY_PLAN_STORAGE_KEY = 'safety-plan';

/**
 * The offline worker's address: at the site's root, so its registration may name the page alone as its
 * scope (a worker may control only addresses under its own folder unless a header allows more).
 */
export const SAFETY_PLAN_WORKER = '/safety-plan-sw.js';

/**
 * The start of the name of every cache the offline worker keeps (public/safety-plan-sw.js names its
 * cache with it): "Erase from this device" deletes each cache whose name starts so.
 */
export const SAFETY_PLAN_CACHE_PREFIX = 'safety-plan';

/** The first-screen box answers these: thoughts of dying, hurting oneself (911 comes first by itself). */
export const SAFETY_PLAN_SITUATIONS: readonly HelpSituation[] = ['suicide', 'self-harm'];

/** The help boxes' link to the plan, on a page about thoughts of dying or hurting oneself. */
export const SAFETY_PLAN_LINK = {
  text: 'Make a safety plan',
  after: 'for the next hard moment. Nothing you type is sent to anyone.',
} as const;

/** Whether a help box for these situations offers the plan: thoughts of dying or hurting oneself. */
export const offersSafetyPlan = (situations: readonly HelpSituation[]) =>
  situations.some((situation) => SAFETY_PLAN_SITUATIONS.includes(situation));

/** One step of the plan: its field's name, its heading, what it asks in plain words, and examples. */
export interface PlanStep {
  /** The field's name, and its key in the kept plan. */
  id: string;
  /** The heading, numbered on the page ("1. Warning signs"). */
  heading: string;
  /** The question the step asks, in plain words. */
  ask: string;
  example: string;
  /** The same step in a teen's words. */
  teenExample: string;
  /** The emergency instruction the step shows under its examples (src/config/instructions.ts). */
  instruction?: InstructionId;
}

export const SAFETY_PLAN_STEPS: readonly PlanStep[] = [
  {
    id: 'warning-signs',
    heading: 'My warning signs',
    ask: 'What tells me a hard time is starting? Think of thoughts, feelings, places or things I do.',
    example: 'I stop answering texts. I lie awake going over the same fight.',
    teenExample: 'I stay in my room and skip practice. I keep thinking nobody would notice if I was gone.',
  },
  {
    id: 'on-my-own',
    heading: 'Things I can do on my own to take my mind off it',
    ask: 'What can I do alone, right where I am, even at two in the morning?',
    example: 'Take a hot shower. Walk around the block. Put on my loud playlist.',
    teenExample: 'Draw. Play my game for one round. Hold ice in my hand. Watch funny videos.',
  },
  {
    id: 'people-and-places',
    heading: 'People and places that take my mind off it',
    ask: 'Who can I be around, and where can I go, so I am not alone with it? I do not have to talk about it.',
    example: 'My sister’s kitchen. The coffee shop on Main Street. Gym class at the Y.',
    teenExample: 'My friend Sam’s house. The library after school. The skate park.',
  },
  {
    id: 'ask-for-help',
    heading: 'People I can ask for help',
    ask: 'Who can I tell, “I am not okay right now”? Write their names and numbers.',
    example: 'My brother Luis. My friend Dana from work.',
    teenExample: 'My aunt. Coach Lee. One adult has to be on my list, not only friends.',
  },
  {
    id: 'professionals',
    heading: 'Professionals and lines I can reach',
    ask: 'My therapist or doctor, and the crisis lines. The lines below are already here, with when each one answers; add my own.',
    example: 'Dr. Patel’s office. The emergency room at the hospital near my home.',
    teenExample: 'My school counselor. The nurse at my doctor’s office.',
  },
  {
    id: 'safer-space',
    heading: 'Making my space safer',
    ask: 'What will I, or someone I trust, do to keep things I could use to hurt myself out of reach? Start with a gun and extra medicines. Do this step today, while I feel calmer.',
    example:
      'My brother keeps some things at his place for now. My wife holds on to what I asked her to keep.',
    teenExample: 'Mom locks some things up. I gave a few things to my aunt to keep.',
    instruction: 'means-safety',
  },
  {
    id: 'emergency',
    heading: 'If I am still not safe',
    ask: 'If I have done every step and I am still not safe, I call 911 or go to the nearest emergency room now. Write its name and address here.',
    example: 'The emergency room at City Hospital, 100 Main Street. It is open day and night.',
    teenExample: 'The ER at the children’s hospital by my school. Mom or my aunt can drive me.',
  },
];

/** The plan's last part: what is worth living for, in the reader's own words. */
export const REASONS_TO_LIVE: PlanStep = {
  id: 'reasons-to-live',
  heading: 'My reasons to live',
  ask: 'What matters most to me? Big or small: people, pets, plans, things I want to see.',
  example: 'My kids. Seeing my daughter finish school. My garden in spring.',
  teenExample: 'My dog Max. My little brother. The concert in June. Getting my license.',
};

/** The button that keeps the plan, named by the sentences that speak of it. */
const KEEP = 'Keep on this device';

export const SAFETY_PLAN_COPY = {
  eyebrow: 'Safety plan',
  description:
    'Make a suicide safety plan: a free template in six steps plus your reasons to live. Fill it in here or print it. Nothing you type is sent anywhere.',
  intro:
    'A safety plan is a short list you make when you feel a bit calmer. When hard thoughts come, you read it and do the next step. Fill it in here, or print it and write on it.',
  clinicianHeading: 'A plan made with a clinician is best',
  clinician: [
    'A plan works best when you make it with a therapist or doctor who knows you. They help you make each step real, and they go over it with you later.',
    'We make safety plans with teens and adults as an ordinary part of therapy, with family there if you want that.',
  ],
  clinicianAsk: 'To make one with us, call',
  clinicianWrite: 'or write to us on our',
  clinicianContactLabel: 'contact page',
  clinicianOwn: 'You can start here on your own, and bring it to the first session.',
  howHeading: 'How to use it',
  how: [
    'Start at step 1. If the step does not help, go on to the next one. Keep going until you feel safe.',
    'Do step 6 now, not last: make your space safer today, while you feel calmer.',
    'If you are in danger right now, call 911 or 988 now, or go to the nearest emergency room (step 7).',
    'This plan does not replace emergency care. If you are not safe, call 911.',
  ],
  shareHeading: 'Who to share it with, and where to keep it',
  share: [
    'Give a copy to the people on your plan, and to your therapist or doctor. Then they know how to help.',
    'If you are a teen, give a copy to a parent or another adult you trust.',
    'Keep a copy where you can find it fast: in your wallet or bag, by your bed, or as a photo on your phone.',
  ],
  exampleLabel: 'For example:',
  teenLabel: 'In a teen’s words:',
  yourAnswer: 'Your answer',
  planHeading: 'My safety plan',
  linesLabel: 'Lines to call or text, and when they answer',
  practiceLine: 'My therapist’s practice',
  practiceHours: 'Office hours only, not for a crisis',
  /** Step 7's words after "Call 911" (the number and its label from the configuration): on the page and on paper. */
  emergencyRest: 'or go to the nearest emergency room now. This plan does not replace emergency care.',
  keepHeading: 'Keep it, print it, or erase it',
  /** Said where the plan starts, before its first box: where the words stay, and when they are kept. */
  privacy: `What you type stays in this browser only, is never sent, and is kept only if you choose “${KEEP}”.`,
  /** Said with `privacy`, before a word is typed: a kept plan is open to anyone with this phone. */
  sharedPhone:
    'If you keep it on this device, anyone who uses this phone or this browser can open this page and read it.',
  quickExit: 'Leaving quickly does not erase a kept plan: use “Erase from this device” for that.',
  keep: KEEP,
  erase: 'Erase from this device',
  print: 'Print or save as PDF',
  printHint: 'To save a PDF, choose “Save as PDF” where the print window asks for a printer.',
  kept: 'Kept on this device. Changes are kept as you type.',
  /** The bar that keeps "Keep on this device" in reach once something is typed: its state, in short. */
  barNotKept: 'Not kept yet.',
  barKept: 'Kept.',
  barFailed: 'Could not keep it.',
  erased: 'Erased from this device. The boxes are empty.',
  notKept: 'Not kept. Nothing is stored on this device.',
  paper:
    'A printed plan or a saved PDF can be read by anyone who finds it. Keep it somewhere safe, and delete a PDF you no longer want.',
  storageFailed: 'This browser would not keep it (a private window may refuse). Print it instead.',
  noScript:
    'Without JavaScript, this page is a blank plan to print. Use your browser’s Print command and write on the paper.',
  offline:
    'If you keep it, this page also opens again without the internet on this device. Erasing removes that copy too.',
  sourcesHeading: 'Sources',
  sources: [
    {
      text: 'Stanley, B., & Brown, G. K. (2012). Safety Planning Intervention: A brief intervention to mitigate suicide risk. Cognitive and Behavioral Practice, 19(2), 256–264.',
      url: 'https://doi.org/10.1016/j.cbpra.2011.01.001',
    },
    {
      text: 'National Jewish Health. Completing a Brown Stanley safety plan with a patient (the six steps and their questions).',
      url: 'https://www.nationaljewish.org/suicide-awareness/suicidal-patients-next-steps/completing-a-brown-stanley-safety-plan-with-a-patient',
    },
    {
      text: 'NHS England (2025). Staying safe from suicide: Best practice guidance for safety assessment, formulation and management.',
      url: 'https://www.england.nhs.uk/long-read/staying-safe-from-suicide',
    },
  ],
} as const;
