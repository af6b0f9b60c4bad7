/**
 * What `npm run doctor` says of each check, and how it prints it: one line that begins with how the check
 * stands, then what to do in plain words, indented beneath. This file imports nothing of the project's,
 * so the command can still print a finding when the site's configuration itself fails to load.
 */

/**
 * ok: it holds. note: it holds, with something the operator should know (a clinician without a feed).
 * skip: not checked, because a setting it needs is wrong (said above). FAIL: a fault; the command exits 1.
 */
type Standing = 'ok' | 'note' | 'skip' | 'FAIL';

export interface Finding {
  standing: Standing;
  /** What was found, beginning with what was checked: "Store: ...", "SMTP: ...". */
  says: string;
  /** What to do about it, when there is something to do. */
  todo?: string;
}

/**
 * A fault only production must not have: FAIL there, a note elsewhere, so a developer's machine passes
 * while still being told what going live needs.
 */
export const fault = (production: boolean, says: string, todo: string): Finding => ({
  standing: production ? 'FAIL' : 'note',
  says,
  todo,
});

/** A check that needs a setting the settings' check found wrong: not run, since its answer would mislead. */
export const skipped = (what: string): Finding => ({
  standing: 'skip',
  says: `${what}: not checked while a setting it needs is wrong (above)`,
});

export const anyFailed = (findings: readonly Finding[]): boolean =>
  findings.some((finding) => finding.standing === 'FAIL');

const COLUMN = 6;

/** Each line of a text under the standing's column: a message's own lines and what to do line up. */
const indented = (text: string) =>
  text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => `${' '.repeat(COLUMN)}${line.trim()}`);

/** The findings as printed: `ok    Node 24.1.0 (needs 22.12 or newer)`, what to do beneath a fault. */
export function formatFindings(findings: readonly Finding[]): string {
  return findings
    .flatMap(({ standing, says, todo }) => {
      const [first = '', ...rest] = says.split('\n');
      return [`${standing.padEnd(COLUMN)}${first}`, ...indented(rest.join('\n')), ...indented(todo ?? '')];
    })
    .join('\n');
}

/** Settings whose value is a secret or holds one: a feed's address, a password in an address, a key. */
const SECRET_SETTING =
  /^(?:BOOKING_FEED_\w+|SMTP_URL|DATABASE_URL|LINK_SIGNING_KEY(?:_PREVIOUS)?|HEALTHZ_TOKEN|CONTACT_RATE_LIMIT_SECRET)$/;

/** Shorter texts would blank out ordinary words; no secret worth the name is this short. */
const SHORTEST_SECRET = 4;

/** A part of an address as typed, its escapes undone where they are whole. */
function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/**
 * The texts no printed line may hold: each secret setting's value and the password in it, and a feed's
 * path and query, where its calendar's secret is. The checks never print them; this catches a library's
 * message that would.
 */
export function secretsOf(env: Record<string, string | undefined>): string[] {
  const secrets = new Set<string>();
  for (const [name, value] of Object.entries(env)) {
    if (!SECRET_SETTING.test(name) || !value?.trim()) continue;
    secrets.add(value.trim());
    if (!URL.canParse(value.trim())) continue;
    const url = new URL(value.trim());
    if (url.password) secrets.add(url.password).add(decoded(url.password));
    if (name.startsWith('BOOKING_FEED_') && url.pathname.length > 1) secrets.add(url.pathname + url.search);
  }
  return [...secrets]
    .filter((secret) => secret.length >= SHORTEST_SECRET)
    .sort((a, b) => b.length - a.length);
}

/** The text with every secret of `secrets` replaced by [hidden]. */
export const redact = (text: string, secrets: readonly string[]): string =>
  secrets.reduce((result, secret) => result.replaceAll(secret, '[hidden]'), text);
