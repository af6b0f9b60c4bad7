import { z } from 'astro/zod';
import { helpSchema } from './help-schema.ts';

/** A US phone number as shown ("(404) 555-0142") and as dialled ("+14045550142"). */
const phone = z.object({
  display: z.string().min(7),
  tel: z.string().regex(/^\+\d{10,15}$/, 'Must be an E.164 number such as +14045550142'),
});

const rateLine = z.object({
  amount: z.number().int().positive(),
  minutes: z.number().int().positive(),
  note: z.string().optional(),
});

const therapistSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/, 'Use lowercase letters, digits and hyphens'),
  name: z.string().min(1),
  title: z.string().min(1),
  credentials: z.string().min(1),
  /** Short card text. */
  description: z.string().min(1),
  specialties: z.array(z.string().min(1)).min(1),
  email: z.email(),
  phone,
  rates: z.array(rateLine).min(1),
  isFounder: z.boolean(),
  telehealth: z.boolean(),
  website: z.url().nullable(),
  /** Profile route, only for the founder, whose page lives at /{name}. */
  profilePath: z
    .string()
    .regex(/^\/[a-z0-9-]+$/)
    .nullable(),
  /** File name under src/assets/therapists/; replacing artwork with a photo is dropping a file there. */
  photo: z.string().regex(/^[\w-]+\.(jpg|jpeg|png|webp|avif)$/),
  photoAlt: z.string().min(1),
  waitNote: z.string().nullable(),
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
});

const service = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  description: z.string().min(1),
  details: z.array(z.string().min(1)).min(1),
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

export const practiceSchema = z
  .object({
    name: z.string().min(1),
    shortName: z.string().min(1),
    tagline: z.string().min(1),
    signOff: z.string().min(1),
    description: z.string().min(1),
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
    links: z.object({
      scheduling: z.url(),
      assessmentSubscribe: z.url(),
      assessmentDownload: z.url(),
      knowledgePartner: z.url(),
      video: z.object({ youtubeId: z.string().regex(/^[\w-]{11}$/), title: z.string().min(1) }),
    }),
    help: helpSchema,
    therapists: z.array(therapistSchema).min(1),
    services: z.array(service).length(6),
    faq: z.array(faqItem).length(9),
    copyrightYear: z.number().int().min(2000),
    founderWait: z.string().min(1),
    paymentTerms: z.array(z.string().min(1)).min(1),
  })
  .refine((p) => p.therapists.filter((t) => t.isFounder).length === 1, {
    message: 'Exactly one therapist must have isFounder: true',
    path: ['therapists'],
  })
  .refine((p) => p.therapists.every((t) => t.isFounder === (t.profilePath !== null)), {
    message: 'The founder, and only the founder, has a profilePath',
    path: ['therapists'],
  })
  .refine((p) => p.therapists.every((t) => (t.profilePath !== null) === (t.profile !== undefined)), {
    message: 'A therapist has profile copy exactly when it has a profilePath',
    path: ['therapists'],
  });

export const siteSchema = z.object({
  siteName: z.string().min(1),
  planTier: z.string().min(1),
  version: z.string().regex(/^\d+\.\d+\.\d+$/),
  features: z.object({
    blogSystem: z.boolean(),
    contactForms: z.boolean(),
    schemaMarkup: z.boolean(),
    imageOptimization: z.boolean(),
    staticSeoFiles: z.boolean(),
    performanceTracking: z.boolean(),
  }),
  attribution: z.object({ label: z.string().min(1), url: z.url() }),
  deployment: z.object({ environment: z.string().min(1), production: z.boolean(), auditScore: z.number() }),
  url: z.url(),
  locale: z.string().min(2),
  /** The practice's time zone (IANA name): a scheduled piece goes public at midnight there. */
  timeZone: z.string().refine((zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'Not a time zone; use an IANA name such as America/New_York'),
  themeColor: z.string().regex(/^#[0-9a-f]{6}$/i),
  /** Page addresses kept out of search engines and the sitemap, written as pagePath writes them. */
  noindexPaths: z.array(z.string().regex(/^\/[a-z0-9/-]*[a-z0-9]$/, 'a page address such as /thank-you')),
});

export type PracticeConfig = z.infer<typeof practiceSchema>;
export type SiteConfig = z.infer<typeof siteSchema>;
export type Therapist = z.infer<typeof therapistSchema>;

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
