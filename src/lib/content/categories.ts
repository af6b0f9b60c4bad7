/** The blog's twelve categories; an article's category must be one of them. */
export const BLOG_CATEGORIES = [
  'Anxiety',
  'Teen Support',
  'Mental Health',
  'Communication',
  'Emotional Health',
  'Parenting',
  'Personal Growth',
  'Relationships',
  'Boundaries',
  'Addiction Recovery',
  'Child Psychology',
  'Personal',
] as const;

/** The answers' categories; an answer's category must be one of them. */
export const ANSWER_CATEGORIES = [
  'Family Dynamics',
  'Relationships',
  'Child Psychology',
  'Addiction Recovery',
  'Addiction',
  'Emotional Health',
  'Parenting',
  'Personal Growth',
  'Communication',
  'Mental Health',
] as const;

/** The four answer tiers and the names their tabs and badges use. */
export const ANSWER_TIERS = {
  1: { name: 'Client Magnets', tab: 'Client Magnets' },
  2: { name: 'Authority Builders', tab: 'Authority' },
  3: { name: 'Viral Content', tab: 'Viral' },
  4: { name: 'Evergreen', tab: 'Evergreen' },
} as const;

export type AnswerTier = keyof typeof ANSWER_TIERS;
