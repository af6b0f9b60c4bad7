import { z } from 'astro/zod';
import { NATIONAL_HELP } from './help.ts';
import { helpSchema } from './help-schema.ts';
import { stateInstructionsSchema } from './instruction-schema.ts';

/** A US phone number as shown ("(555) 555-0100") and as dialled ("+15555550100"). */
const phone = z.object({
  display: z.string().min(7),
  tel: z.string().regex(/^\+\d{10,15}$/, 'Must be an E.164 number such as +15555550100'),
});

/**
 * The kinds of session a practice bills: one person, two partners, or a family in the room. Each audience
 * names the kind it needs and each rate the kinds it is the price of, so a rate's words ("couples or
 * families") are derived, and a rate for people a clinician does not see fails the build.
 */
export const SESSION_KINDS = ['individual', 'couple', 'family'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

/**
 * One session rate: its price, its length and the kinds of session it is the rate of.
 * @example { amount: 195, minutes: 60, sessions: ['couple', 'family'] }
 */
const rate = z.object({
  /** Dollars per session. */
  amount: z.number().int().positive(),
  minutes: z.number().int().positive(),
  /** The kinds of session this is the rate of; each kind a clinician sees has exactly one rate. */
  sessions: z.array(z.enum(SESSION_KINDS)).min(1),
  /**
   * Also the longer session anyone the clinician sees may book instead of their usual one ("families or
   * extended sessions"); it must be longer than the clinician's other rates.
   */
  extended: z.boolean().optional(),
});

/** How a clinician meets clients; the finder's "How would you like to meet?" offers each. */
const MEETING_FORMATS = ['in-person', 'video'] as const;

/**
 * Whether a clinician takes new clients now, how long a first appointment usually takes, and the day
 * someone last checked both (a stale wait misleads more than none: the build warns after 30 days).
 */
const availability = z
  .object({
    /** `yes`: taking new clients; `waitlist`: taking names for the next opening; `no`: not now. */
    accepting: z.enum(['yes', 'waitlist', 'no']),
    /** The usual wait for a first appointment, in weeks: `{ minWeeks: 0, maxWeeks: 2 }` is "within 2 weeks". */
    wait: z.object({ minWeeks: z.number().int().min(0), maxWeeks: z.number().int().min(1) }),
    /** YYYY-MM-DD, the day the practice last confirmed the two facts above. */
    confirmedOn: z.iso.date(),
  })
  .refine((a) => a.wait.minWeeks <= a.wait.maxWeeks, {
    message: 'wait.minWeeks must not be more than wait.maxWeeks',
    path: ['wait'],
  });

/** The smallest photograph a clinician's card takes: sharp at twice the widest size it is shown (4:5). */
export const PHOTO_MIN = { width: 800, height: 1000 } as const;

/** A clinician's photograph: the file, what it shows, and the part of it the 4:5 crop keeps. */
const clinicianPhoto = z.object({
  /** File name under the practice's assets folder's therapists/, at least 800 x 1000 pixels; shown cropped to 4:5 upright. */
  file: z.string().regex(/^[\w-]+\.(jpg|jpeg|png|webp|avif)$/, 'a file name such as priya-raman.jpg'),
  /** What the photograph shows, for people who cannot see it. @example 'Jane Doe, smiling, in her office' */
  alt: z.string().min(1),
  /**
   * The point the crop keeps in view, as CSS object-position: horizontal then vertical.
   * @example 'center 30%'
   */
  focus: z
    .string()
    .regex(
      /^(left|center|right|\d{1,3}%) (top|center|bottom|\d{1,3}%)$/,
      "two positions such as 'center 30%' or '40% top'",
    )
    .default('center 30%'),
});

const therapistSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/, 'Use lowercase letters, digits and hyphens'),
    name: z.string().min(1),
    /** How a sentence names them after the first mention: "Dr. Doe"; their name when left out. */
    shortName: z.string().min(1).optional(),
    title: z.string().min(1),
    credentials: z.string().min(1),
    /**
     * The license they practise under, as the state's licensing board issued it, so a visitor can look
     * it up: the state, named as a reader names it, and the license's number. Shown on their card and
     * their profile page.
     * @example { state: 'Georgia', number: 'LPC012345' }
     */
    license: z
      .object({
        state: z.string().min(2),
        number: z.string().regex(/^[A-Z0-9][A-Z0-9-]*$/i, 'letters, digits and hyphens, such as LPC012345'),
      })
      .strict(),
    /** Short card text. */
    description: z.string().min(1),
    specialties: z.array(z.string().min(1)).min(1),
    email: z.email(),
    phone,
    rates: z.array(rate).min(1),
    isFounder: z.boolean(),
    /** Who the clinician sees: ids from the practice's `audiences`. @example ['myself', 'teen'] */
    sees: z.array(z.string().min(1)).min(1),
    /** What the clinician works with: ids from the practice's `concerns`. @example ['anxiety'] */
    concerns: z.array(z.string().min(1)).min(1),
    /** @example ['in-person', 'video'] */
    formats: z.array(z.enum(MEETING_FORMATS)).min(1),
    availability,
    website: z.url().nullable(),
    /** Profile route, only for the founder, whose page lives at /{name}. */
    profilePath: z
      .string()
      .regex(/^\/[a-z0-9-]+$/)
      .nullable(),
    /**
     * Whether visitors book this clinician's free consultation on the site, from their calendar feed
     * (BOOKING_FEED_<CLINICIAN_ID>). false: their card, the finder and their profile lead to the contact
     * page, and the server reads no feed for them even where one is set.
     */
    booksOnline: z.boolean().default(true),
    /**
     * A real photograph of the clinician; left out, their card shows their initials and credentials in
     * the theme's colours, never a drawing that passes for a face (docs/practice.md, "Photographs").
     * @example { file: 'jane-doe.jpg', alt: 'Jane Doe in her office', focus: 'center 25%' }
     */
    photo: clinicianPhoto.optional(),
    /**
     * The home page's words about the founder: its heading, a paragraph and a saying of theirs. Left
     * out, the heading names them and the paragraph is their description.
     * @example { heading: 'Thirty years with families', text: 'Dr. Ana Lee has spent thirty years...' }
     */
    intro: z
      .object({ heading: z.string().min(1), text: z.string().min(1), quote: z.string().min(1).optional() })
      .optional(),
    /** The profile page's copy, kept with the therapist's other words; only a therapist with a profilePath. */
    profile: z
      .object({
        sections: z
          .array(z.object({ title: z.string().min(1), body: z.array(z.string().min(1)).min(1) }))
          .min(1),
        /** "Who ... works with": one card per group of clients. */
        clients: z.array(z.object({ title: z.string().min(1), text: z.string().min(1) })).min(1),
      })
      .optional(),
  })
  .transform((therapist) => ({ ...therapist, shortName: therapist.shortName ?? therapist.name }));

const service = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  description: z.string().min(1),
  details: z.array(z.string().min(1)).min(1),
});

/** Who a visitor may be looking for help for ("My teen or young adult"), and how a reason names it. */
const audience = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  /** The finder's answer. @example 'My teen or young adult' */
  label: z.string().min(1),
  /** The kind of session these people are seen in, which decides the rate they pay. @example 'individual' */
  session: z.enum(SESSION_KINDS),
  /** Who they are, in the third person and the plural, as a card lists them after "Sees". @example 'teens and young adults' */
  group: z.string().min(1),
  /** A fitting clinician's reason, after the clinician's name. @example 'sees teens and young adults' */
  reason: z.string().min(1),
  /** Why another clinician does not fit. @example 'does not see teens' */
  miss: z.string().min(1),
});

/** A concern a visitor may bring ("Substance use"); clinicians name the ids they work with. */
const concern = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  /** Sentence case, read on its own and after "works with": @example 'Substance use' */
  label: z.string().min(1),
});

/** A colour as six hexadecimal digits. */
const hexColour = z.string().regex(/^#[0-9a-f]{6}$/i, 'a colour such as #1f5f5b');

/**
 * The practice's own colours in one theme (light or dark), by the role each plays. The neutrals (paper, ink,
 * lines) are the design's and stay in src/styles/global.css.
 */
const palette = z.object({
  /** Buttons, links, the footer: the colour the practice is known by. */
  brand: hexColour,
  /** Headings and the brand's pressed or darker surfaces. */
  brandDeep: hexColour,
  /** The warm accent: eyebrows, focus rings, notes. */
  clay: hexColour,
  /** The accent's soft background. */
  claySoft: hexColour,
  /** The brand's soft tint: quiet sections and cards. */
  mist: hexColour,
});
export type Palette = z.infer<typeof palette>;

/** A local time of day, HH:MM on the 24-hour clock. */
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time such as 09:00 or 17:30');

/** What follows a sent message, in order; `{channel}` becomes the way the visitor chose to be reached. */
const contactPromise = z.object({
  /** Shown beside the form and on the sent page. @example 'We reply within one business day.' */
  reply: z.string().min(1),
  /**
   * The same promise as a measure: office days (of `officeHours`) a reply may take, which the reply-time
   * report holds the "Mark as answered" times to. @example 1
   */
  replyWithinOfficeDays: z.number().positive().default(1),
  nextSteps: z.array(z.object({ title: z.string().min(1), text: z.string().min(1) })).min(1),
});

const faqItem = z.object({
  question: z.string().min(1),
  answer: z.string().min(1),
  /**
   * A page that answers the question at length, linked after the answer.
   * @example { href: '/fees', label: 'Fees, insurance and an estimate of your cost' }
   */
  link: z.object({ href: z.string().regex(/^\/[a-z0-9/#-]*$/), label: z.string().min(1) }).optional(),
});

/** The facts the session-rate rules read: who each audience is seen as, who each clinician sees, their rates. */
interface SessionFacts {
  audiences: readonly { id: string; label: string; session: SessionKind }[];
  therapists: readonly {
    name: string;
    sees: readonly string[];
    rates: readonly {
      amount: number;
      minutes: number;
      sessions: readonly SessionKind[];
      extended?: boolean | undefined;
    }[];
  }[];
}

/**
 * Who a clinician sees and what they charge are one fact: every kind of session a clinician's audiences
 * need has exactly one rate, and no rate is for a kind of session they do not hold. Every audience the
 * finder offers is seen by someone, so no answer leaves a visitor with nobody.
 */
function checkSessionRates<T extends SessionFacts>(p: T, ctx: z.core.$RefinementCtx<T>): void {
  const sessionOf = new Map(p.audiences.map((a) => [a.id, a.session]));
  p.therapists.forEach((t, index) => {
    const held = new Set(t.sees.map((id) => sessionOf.get(id)).filter((kind) => kind !== undefined));
    t.rates.forEach((rate, rateIndex) => {
      for (const kind of rate.sessions) {
        if (held.has(kind)) continue;
        const audiences = p.audiences.filter((a) => a.session === kind).map((a) => `"${a.label}"`);
        ctx.addIssue({
          code: 'custom',
          message: `${t.name}'s $${rate.amount} rate (${rate.minutes} min) is for ${kind} sessions, but ${t.name} sees nobody seen in them: add an audience of ${kind} sessions to sees (${audiences.join(', ') || 'none is listed'}), or take "${kind}" out of the rate's sessions`,
          path: ['therapists', index, 'rates', rateIndex, 'sessions'],
        });
      }
      if (rate.extended && t.rates.some((other) => other !== rate && other.minutes >= rate.minutes)) {
        ctx.addIssue({
          code: 'custom',
          message: `${t.name}'s extended rate ($${rate.amount}, ${rate.minutes} min) must be longer than every other rate of theirs`,
          path: ['therapists', index, 'rates', rateIndex, 'extended'],
        });
      }
    });
    for (const kind of held) {
      const rates = t.rates.filter((rate) => rate.sessions.includes(kind));
      if (rates.length === 1) continue;
      const seen = p.audiences.filter((a) => a.session === kind && t.sees.includes(a.id));
      ctx.addIssue({
        code: 'custom',
        message:
          rates.length === 0
            ? `${t.name} sees ${seen.map((a) => `"${a.label}"`).join(', ')} (${kind} sessions) but has no rate for ${kind} sessions: add "${kind}" to one rate's sessions`
            : `${t.name} has ${rates.length} rates for ${kind} sessions (${rates.map((r) => `$${r.amount}`).join(', ')}): a kind of session has one rate; a longer option is a rate with extended: true`,
        path: ['therapists', index, 'rates'],
      });
    }
  });
  p.audiences.forEach((audience, index) => {
    if (p.therapists.some((t) => t.sees.includes(audience.id))) return;
    ctx.addIssue({
      code: 'custom',
      message: `No clinician sees "${audience.label}": the finder would offer an answer nobody fits; add "${audience.id}" to a clinician's sees, or remove the audience`,
      path: ['audiences', index],
    });
  });
}

/** A listing's words: the heading its page opens with (its social card's line too), the line under it, and its description for search engines. */
const listingWords = (defaults: { heading: string; intro: string; description: string }) =>
  z
    .object({
      heading: z.string().min(1).default(defaults.heading),
      intro: z.string().min(1).default(defaults.intro),
      /** {name} is the practice's name. */
      description: z.string().min(1).default(defaults.description),
    })
    .prefault({});

/**
 * The practice's words name the consultation's length as {consultationMinutes}, filled in from the one
 * number, so a practice that changes it changes every sentence that says it.
 */
function withConsultationMinutes<
  T extends {
    consultationMinutes: number;
    faq: { answer: string }[];
    about: { setsApart: string[] };
    contactPromise: { nextSteps: { title: string; text: string }[] };
  },
>(p: T): T {
  const fill = (text: string) => text.replaceAll('{consultationMinutes}', String(p.consultationMinutes));
  return {
    ...p,
    faq: p.faq.map((item) => ({ ...item, answer: fill(item.answer) })),
    about: { ...p.about, setsApart: p.about.setsApart.map(fill) },
    contactPromise: {
      ...p.contactPromise,
      nextSteps: p.contactPromise.nextSteps.map((step) => ({
        ...step,
        title: fill(step.title),
        text: fill(step.text),
      })),
    },
  };
}

export const practiceSchema = z
  .object({
    name: z.string().min(1),
    shortName: z.string().min(1),
    tagline: z.string().min(1),
    signOff: z.string().min(1),
    /** The home page's paragraph under its heading, and what the practice is in its structured data. */
    description: z.string().min(1),
    /** The home page's description for search engines; the description when not given. */
    metaDescription: z.string().min(1).max(170).optional(),
    phone,
    email: z.email(),
    address: z.object({
      street: z.string().min(1),
      suite: z.string(),
      city: z.string().min(1),
      state: z.string().length(2),
      zip: z.string().regex(/^\d{5}$/),
    }),
    hours: z.array(z.string().min(1)).min(1),
    /** schema.org openingHours days, kept beside the human-readable lines above. */
    openingDays: z.array(z.enum(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'])).min(1),
    /**
     * When, on the opening days, someone at the practice reads and answers messages (local time, the
     * site's time zone): reply times are measured in these hours. @example { opens: '09:00', closes: '17:00' }
     */
    officeHours: z
      .object({ opens: clockTime, closes: clockTime })
      .refine((hours) => hours.opens < hours.closes, 'opens must come before closes')
      .default({ opens: '09:00', closes: '17:00' }),
    links: z.object({
      scheduling: z.url(),
      knowledgePartner: z.url(),
      /**
       * The welcome video on the home page: its YouTube id, its title, and one or two sentences beside it
       * on what it shows and how long it takes.
       * @example { youtubeId: 'dQw4w9WgXcQ', title: 'A welcome from Jane Doe', summary: 'In two minutes, Jane explains...' }
       */
      video: z.object({
        youtubeId: z.string().regex(/^[\w-]{11}$/),
        title: z.string().min(1),
        summary: z.string().min(1),
      }),
    }),
    /** The help lines; the national ones of src/config/help.ts unless a practice lists its own. */
    help: helpSchema.prefault(NATIONAL_HELP),
    /**
     * The practice's words for the emergency instructions that depend on its state's laws and lines
     * (overdose, urgent-signs, injury-report, child-abuse-report), each with its sources. One left out
     * cannot be shown, and the content check refuses a piece that needs it.
     */
    instructions: stateInstructionsSchema,
    /**
     * The free self-assessment the practice gives for a subscription to its letters: its title, one
     * sentence on what it is (the home page's band, the blog's box, the subscribe and thank-you pages
     * say it), and its subscribe and download pages at the mailing service.
     * @example { title: 'Is It Time to Talk?', about: 'A short, private checklist for a family...', subscribe: 'https://...', download: 'https://...' }
     */
    assessment: z
      .object({
        title: z.string().min(1),
        about: z.string().min(1),
        subscribe: z.url(),
        download: z.url(),
      })
      .strict(),
    /** The heading of the blog's box that invites readers to the practice's letters. */
    newsletter: z.string().min(1),
    /**
     * What the practice holds to, a card each under the founder's introduction on the home page; a
     * practice without a founder shows none.
     */
    values: z.array(z.object({ title: z.string().min(1), text: z.string().min(1) })).default([]),
    /**
     * How the work goes, step by step: the services page's numbered "steps, at your pace", headed with
     * their count in words.
     * @example { title: 'Listening first', text: 'We hear the whole story before we suggest anything.' }
     */
    approach: z.array(z.object({ title: z.string().min(1), text: z.string().min(1) })).min(1),
    audiences: z.array(audience).min(1),
    concerns: z.array(concern).min(1),
    therapists: z.array(therapistSchema).min(1),
    contactPromise,
    services: z.array(service).min(1),
    /**
     * Who the practice serves, in the words a visitor would use about themselves: the home page's "You
     * might be in the right place if…" cards.
     * @example { title: 'Couples stuck in the same argument', text: 'The fight changes topics but never ends.' }
     */
    whoWeServe: z.array(z.object({ title: z.string().min(1), text: z.string().min(1) })).min(1),
    /**
     * The home page's heading, under the practice's name, and its social card's line: who the practice
     * serves and where, in the plain words a visitor would use (not a school of therapy: "systemic group
     * therapy" reads as sessions with strangers); {city} is the address's city.
     * @example 'Therapy for couples, families and teens in {city}'
     */
    homeHeading: z.string().min(1).default('Therapy in {city}'),
    /**
     * Who wrote and who last reviewed the safety plan page's clinical words (/safety-plan), by clinician
     * id, and when: its byline's review clock. Left out, the page shows no byline, since only the
     * practice can say who read it.
     * @example { author: 'jordan-ellis', reviewer: 'miriam-hale', published: '2026-11-27', reviewed: '2026-11-27' }
     */
    safetyPlanReview: z
      .object({
        author: z.string().min(1),
        reviewer: z.string().min(1),
        published: z.iso.date(),
        reviewed: z.iso.date(),
      })
      .strict()
      .optional(),
    /** The blog's and the answers' listing pages' words; each has a default that suits any practice. */
    listings: z
      .object({
        blog: listingWords({
          heading: 'Writing from our therapists',
          intro: 'Articles from our therapists about the questions that bring people to therapy.',
          description: 'Articles from the therapists of {name}.',
        }),
        answers: listingWords({
          heading: 'Answers to common questions',
          intro: 'Longer answers to the questions people ask us most.',
          description: 'Answers from the therapists of {name} to the questions people ask them most.',
        }),
      })
      .prefault({}),
    /**
     * The about page's words: its opening line, the practice's story (a paragraph each), what guides its
     * work and what sets it apart (one line each).
     */
    about: z.object({
      intro: z.string().min(1),
      story: z.array(z.string().min(1)).min(1),
      philosophy: z.array(z.object({ title: z.string().min(1), text: z.string().min(1) })).min(1),
      setsApart: z.array(z.string().min(1)).min(1),
    }),
    faq: z.array(faqItem).min(1),
    copyrightYear: z.number().int().min(2000),
    /**
     * Who answers privacy questions and requests, by name and role, shown with the contact details of
     * every notice; reached at the practice's phone and email.
     * @example 'Dr. Jane Doe, founder of the practice'
     */
    privacyOfficer: z.string().min(1),
    paymentTerms: z.array(z.string().min(1)).min(1),
    /**
     * The notices (the practice's legal folder, by file name) the practice's counsel has reviewed: by whom and on
     * which day, shown on the notice. A notice not listed says plainly on its page that it is a sample
     * awaiting review; there is no state in between.
     * @example { 'hipaa-notice': { by: 'Jane Roe, Roe & Park LLP', on: '2026-11-20' } }
     */
    noticeReviews: z
      .record(
        z.string().regex(/^[a-z][a-z0-9-]*$/, "Use the notice's file name, without .mdx"),
        z.object({ by: z.string().min(1), on: z.iso.date() }).strict(),
      )
      .default({}),
    /**
     * What the practice says of its own ways in a piece, by id: a piece shows one with
     * `<PracticeNote id="after-hours" />`, so a fact about the practice is written here and nowhere in
     * prose. Each note is a title and its paragraphs; `{call:<help line id>}` is drawn as that line's
     * number, `{reply}` as the reply promise (contactPromise.reply) and `{name}` as the practice's name. A
     * practice without a piece that shows a note leaves it out.
     * @example { 'after-hours': { title: 'How we handle calls after hours', parts: ['Our voicemail says...'] } }
     */
    notes: z
      .record(
        z.string().regex(/^[a-z][a-z0-9-]*$/, 'Use lowercase letters, digits and hyphens'),
        z.object({ title: z.string().min(1), parts: z.array(z.string().min(1)).min(1) }).strict(),
      )
      .default({}),
    /**
     * The free consultation booked from the clinicians' own calendars, on the opening days within the
     * office hours, in the site's time zone. Left out, the site offers no times and builds no booking
     * pages; set, the server still offers times only for clinicians whose calendar feed
     * (BOOKING_FEED_<CLINICIAN_ID>) its environment names, so booking is off until one is.
     * @example { noticeHours: 24, horizonDays: 21, bufferMinutes: 15 }
     */
    booking: z
      .object({
        /** The earliest a consultation can start, in hours from now. */
        noticeHours: z.number().int().min(0).max(336).default(24),
        /** How far ahead times are offered, in days. */
        horizonDays: z.number().int().min(1).max(120).default(21),
        /** Free time kept before and after every busy interval, in minutes. */
        bufferMinutes: z.number().int().min(0).max(120).default(15),
        /** Offered times start on these minute steps from the opening hour. */
        stepMinutes: z.number().int().min(5).max(120).default(30),
        /** A request the practice has not answered within this many office hours is released. */
        holdOfficeHours: z.number().int().min(1).max(80).default(8),
        /** A feed not read successfully for this long offers no times. */
        maxFeedAgeMinutes: z.number().int().min(5).max(1440).default(120),
        /** How often the server reads each feed. */
        refreshMinutes: z.number().int().min(1).max(240).default(10),
        /**
         * What one feed may cost: its size, the time it may take to arrive and to be read, and the memory
         * its reading may take. The defaults take ten years of a full caseload (20,000 events, 10 MB); a
         * feed past any of them is reported by kind and its last good busy time kept.
         */
        feedLimits: z
          .object({
            maxMegabytes: z.number().int().min(1).max(256).default(32),
            downloadSeconds: z.number().int().min(1).max(300).default(30),
            readSeconds: z.number().int().min(1).max(300).default(20),
            memoryMegabytes: z.number().int().min(64).max(4096).default(512),
          })
          .strict()
          .default({ maxMegabytes: 32, downloadSeconds: 30, readSeconds: 20, memoryMegabytes: 512 }),
        /**
         * Who may hold a time. A request with an email address holds nothing until the visitor types the
         * code emailed to it, or opens its link (within `verifyMinutes`), so nobody can hold times, or have
         * mail sent, in another person's name. A request with only a phone number cannot be checked that way: the
         * practice takes it only with `acceptPhoneOnly`, held `phoneOnlyHoldOfficeHours` and marked
         * unverified in its email. At most `pendingPerAddress` requests from one network address wait at
         * once (one per email and per phone number always).
         */
        requests: z
          .object({
            verifyMinutes: z.number().int().min(5).max(1440).default(60),
            acceptPhoneOnly: z.boolean().default(false),
            phoneOnlyHoldOfficeHours: z.number().int().min(1).max(80).default(2),
            pendingPerAddress: z.number().int().min(1).max(100).default(3),
            /**
             * A request whose visitor proved her email address (its code, or its link) is confirmed at
             * once, with no one at the practice pressing "Confirm this time", as schedulers do; off, it
             * waits for the practice's answer. BOOKING_CONFIRM_VERIFIED overrides it for one server.
             */
            confirmVerified: z.boolean().default(false),
          })
          .strict()
          .default({
            verifyMinutes: 60,
            acceptPhoneOnly: false,
            phoneOnlyHoldOfficeHours: 2,
            pendingPerAddress: 3,
            confirmVerified: false,
          }),
        /**
         * How many hours before a confirmed consultation its visitor is reminded by email; 0 sends no
         * reminder. @example 24
         */
        reminderHours: z.number().int().min(0).max(168).default(24),
        /**
         * How the free consultation happens, said on the booking form, on the visitor's record and in her
         * emails: `phone` when she left a phone number, `video` when she did not; `rule` tells the form's
         * visitor so before she sends. `{clinician}` is the clinician's name, `{minutes}` the
         * consultation's length, `{ending}` the last four digits of her number, `{from}` the practice's.
         * @example { phone: '{clinician} calls you from {from} at your number ending in {ending}.' }
         */
        meeting: z
          .object({ rule: z.string().min(1), phone: z.string().min(1), video: z.string().min(1) })
          .strict(),
      })
      .strict()
      .optional(),
    /** The free first conversation the home page's first screen offers, in minutes. @example 15 */
    consultationMinutes: z.number().int().min(5).max(60),
    /**
     * The fewest articles and answers the practice keeps in its library, drafts aside: the library's test
     * fails below them, so a library the practice stands behind does not thin out unnoticed.
     * @example { articles: 25, answers: 30 }
     */
    library: z
      .object({
        articles: z.number().int().min(0).default(0),
        answers: z.number().int().min(0).default(0),
      })
      .strict()
      .default({ articles: 0, answers: 0 }),
    /**
     * The practice's colours: the stylesheet, the favicon, the theme-color, the social cards and the
     * emails read them. Each pair (text on its background) must keep WCAG AA contrast, as global.css notes.
     */
    theme: z.object({ light: palette, dark: palette }),
    /**
     * The contact form's envelope: who receives messages and the digest (`recipient`, the practice's
     * email when left out) and the sender they come from (`from`, website@ the email's domain when left
     * out). CONTACT_RECIPIENT and CONTACT_FROM override both for one server.
     */
    mail: z
      .object({ recipient: z.string().min(3).optional(), from: z.string().min(3).optional() })
      .default({}),
  })
  // A practice may have no founder at all (then no profile page and no founder on the home page).
  .refine((p) => p.therapists.filter((t) => t.isFounder).length <= 1, {
    message: 'At most one therapist may have isFounder: true',
    path: ['therapists'],
  })
  .refine((p) => p.therapists.every((t) => t.isFounder || t.profilePath === null), {
    message: 'Only the founder has a profilePath',
    path: ['therapists'],
  })
  .refine((p) => p.therapists.every((t) => (t.profilePath !== null) === (t.profile !== undefined)), {
    message: 'A therapist has profile copy exactly when it has a profilePath',
    path: ['therapists'],
  })
  .superRefine(checkSessionRates)
  .superRefine((p, ctx) => {
    // A clinician naming an audience or concern the lists do not have would vanish from the finder.
    const known = { sees: p.audiences, concerns: p.concerns } as const;
    p.therapists.forEach((t, index) => {
      for (const key of ['sees', 'concerns'] as const) {
        const ids = new Set(known[key].map((item) => item.id));
        for (const id of t[key]) {
          if (ids.has(id)) continue;
          ctx.addIssue({
            code: 'custom',
            message: `${t.name} names the unknown ${key === 'sees' ? 'audience' : 'concern'} "${id}"; use one of: ${[...ids].join(', ')}`,
            path: ['therapists', index, key],
          });
        }
      }
    });
  })
  .transform(({ mail, ...p }) => ({
    ...withConsultationMinutes(p),
    homeHeading: p.homeHeading.replaceAll('{city}', p.address.city),
    listings: {
      blog: { ...p.listings.blog, description: p.listings.blog.description.replaceAll('{name}', p.name) },
      answers: {
        ...p.listings.answers,
        description: p.listings.answers.description.replaceAll('{name}', p.name),
      },
    },
    mail: {
      recipient: mail.recipient ?? p.email,
      from: mail.from ?? `website@${p.email.split('@')[1]!}`,
    },
  }));

/** The site's feature flags; each is on unless the site configuration or FEATURE_<NAME>=off turns it off. */
export const FEATURE_FLAGS = [
  'blogSystem',
  'contactForms',
  'schemaMarkup',
  'imageOptimization',
  'staticSeoFiles',
  'performanceTracking',
  'analytics',
  // Booking the free consultation on the site's own server: off for a build served by a static host,
  // which has no server to book on (FEATURE_ONLINE_BOOKING=off).
  'onlineBooking',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

/**
 * The site's settings. Every field but the address and the time zone has a default, so a practice's
 * practices/<name>/site.ts names only what it changes; the site's name is the practice's (src/config/site-config.ts).
 */
export const siteSchema = z.object({
  /** The practice's name, filled in from practices/<name>/practice.ts: page titles and feeds read it here. */
  siteName: z.string().min(1),
  planTier: z.string().min(1).default('professional'),
  version: z
    .string()
    .regex(/^\d+\.\d+\.\d+$/)
    .default('1.0.0'),
  /** Each flag's value for this practice; FEATURE_<NAME>=on or off still switches it for one build. */
  features: z.object(
    Object.fromEntries(FEATURE_FLAGS.map((name) => [name, z.boolean().default(true)])) as Record<
      FeatureFlag,
      z.ZodDefault<z.ZodBoolean>
    >,
  ),
  attribution: z
    .object({ label: z.string().min(1), url: z.url() })
    .default({ label: 'Website by Sites for Therapists', url: 'https://sites-for-therapists.example' }),
  deployment: z
    .object({ environment: z.string().min(1), production: z.boolean(), auditScore: z.number() })
    .default({ environment: 'production', production: true, auditScore: 100 }),
  url: z.url(),
  locale: z.string().min(2).default('en-US'),
  /**
   * The practice's time zone (IANA name), the one every part reads: a scheduled piece goes public at
   * midnight there, messages are dated and reply times and the counters' days are measured in it.
   */
  timeZone: z.string().refine((zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'Not a time zone; use an IANA name such as America/New_York'),
});

export type PracticeConfig = z.infer<typeof practiceSchema>;
/** The practice configuration as written, before its defaults are filled in (a therapist's shortName). */
export type PracticeInput = z.input<typeof practiceSchema>;
export type PracticeNotes = PracticeConfig['notes'];
export type SiteConfig = z.infer<typeof siteSchema>;
/**
 * The site configuration as a practice writes it: no site name (the practice's), any flag or default left
 * out. @example { url: 'https://practice.example', timeZone: 'America/New_York' }
 */
export type SiteInput = Omit<z.input<typeof siteSchema>, 'siteName' | 'features'> & {
  features?: Partial<Record<FeatureFlag, boolean>>;
};
export type Therapist = z.infer<typeof therapistSchema>;
export type Availability = z.infer<typeof availability>;
export type MeetingFormat = (typeof MEETING_FORMATS)[number];

/** The practice's founder, when it has one (a practice of peers has none). */
export const founderOf = (practice: PracticeConfig) => practice.therapists.find((t) => t.isFounder);

/** The practice's address on one line, for cards and footers. */
export const addressLine = ({ address }: PracticeConfig) =>
  `${address.street}, ${address.suite}, ${address.city}, ${address.state} ${address.zip}`;

/**
 * One readable message for everything a schema refused, a line per field: "practice.therapists.1.email:
 * Invalid email address" for the configuration files, "CONTACT_RATE_LIMIT: ..." for the environment.
 */
export function describeIssues(heading: string, error: z.ZodError, prefix: readonly string[] = []): string {
  const lines = error.issues.map(
    (issue) => `  ${[...prefix, ...issue.path.map(String)].join('.')}: ${issue.message}`,
  );
  return `${heading}:\n${lines.join('\n')}`;
}

/**
 * Parses a configuration object and throws one readable error naming every wrong field, so a broken
 * configuration fails the build with "practice.therapists.1.email: Invalid email address".
 */
export function validateConfig<T>(name: string, schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new Error(describeIssues(`Invalid ${name} configuration (src/config)`, result.error, [name]));
}
