/** Who a piece is written to: most pieces to adults (parents, partners); some to a teen reading alone. */
export const AUDIENCES = ['adults', 'teen'] as const;

/**
 * The highest reading grade a piece may have, by who reads it and whether it is read in a crisis; and
 * of the "If this is happening now" box under its title and the help box at the bottom of a page, both
 * read by anyone in danger, at a glance.
 */
export const READING_GRADE_LIMITS = { teen: 6, crisis: 8, happeningNow: 5, helpBox: 5 } as const;

export type Audience = (typeof AUDIENCES)[number];
