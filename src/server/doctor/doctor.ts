/**
 * `npm run doctor`'s checks (scripts/doctor.ts prints them): what an operator would check before going
 * live, each through the server's own parts, so what passes here is what the server will find. The
 * settings are read by the server's own readers, whose messages name the setting; a wrong one is a FAIL
 * line, and the checks that need it are skipped rather than run on a guess.
 *
 * Production is the practice's own word for it, `deployment.production` in its site.ts (the schema's
 * default; the sample says false), or the operator's, --production: the server itself switches on no such
 * notion. Under production's rules a missing SMTP_URL, LINK_SIGNING_KEY or recent backup, an example
 * address or TRUST_PROXY=0 behind a proxy is a FAIL; elsewhere a note.
 */
import { PRACTICE, SITE } from '#practice';
import { readAnalyticsConfig } from '../analytics/analytics-config.ts';
import { readBookingConfig } from '../booking/booking-config.ts';
import { readContactConfig } from '../contact/contact-config.ts';
import { readSigningKeys } from '../http/secrets.ts';
import { readServerConfig } from '../http/server-config.ts';
import { checkBackups } from './backup-check.ts';
import { checkLinkKey, checkProxy, checkSiteAddress } from './deployment-checks.ts';
import { checkFeeds } from './feed-check.ts';
import { formatFindings, redact, secretsOf, skipped, type Finding } from './findings.ts';
import { checkMail } from './mail-check.ts';
import { checkStore } from './store-check.ts';

export interface DoctorOptions {
  env?: Record<string, string | undefined>;
  /** Production's rules whatever the practice's site.ts says (--production). */
  production?: boolean;
  /**
   * How long each feed and the mail server may take (--timeout-seconds); unset, the practice's
   * booking.feedLimits.downloadSeconds for a feed and 10 s for the mail server.
   */
  timeoutMs?: number;
  now?: () => number;
}

/** How long the mail server and the store may take to answer: the mail transport's own connection deadline. */
const CONNECT_MS = 10_000;

type Read<T> = { ok: true; value: T } | { ok: false; message: string };

function attempt<T>(reader: () => T): Read<T> {
  try {
    return { ok: true, value: reader() };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

/** Every setting `npm start` validates, by the reader that validates it. */
function readSettings(env: Record<string, string | undefined>) {
  return {
    server: attempt(() => readServerConfig(env)),
    contact: attempt(() => readContactConfig(env)),
    analytics: attempt(() => readAnalyticsConfig(env)),
    booking: attempt(() => readBookingConfig(env)),
    keys: attempt(() => readSigningKeys(env)),
  };
}

type Settings = ReturnType<typeof readSettings>;

/** A FAIL per reader that refused a setting, its message naming it; else one ok. */
function settingsFindings(settings: Settings): Finding[] {
  const refused = Object.values(settings).flatMap((read) => (read.ok ? [] : [read.message]));
  if (refused.length === 0) {
    return [{ standing: 'ok', says: 'Settings: every setting the server reads is valid' }];
  }
  return refused.map((message) => ({
    standing: 'FAIL',
    says: `Settings: ${message}`,
    todo: 'Correct the setting named, as .env.example describes it.',
  }));
}

/** Whether production's rules hold, and the line that says why. */
function productionOf(forced: boolean): { production: boolean; says: string } {
  if (forced) return { production: true, says: "held to production's rules (--production)" };
  if (SITE.deployment.production) {
    return { production: true, says: "held to production's rules (deployment.production in its site.ts)" };
  }
  return {
    production: false,
    says: "not production (deployment.production is false in its site.ts): what only production needs is a note; --production holds it to production's rules",
  };
}

/** The checks that connect (store, mail, feeds), run together so the slowest sets the time. */
async function connectingChecks(
  settings: Settings,
  production: boolean,
  { timeoutMs, now }: { timeoutMs: number | undefined; now: () => number },
): Promise<Finding[]> {
  const { contact, analytics, booking } = settings;
  // The tables the server makes at start besides the contact store's: each part's while it is on.
  const parts = {
    analytics: analytics.ok && analytics.value.enabled,
    booking: booking.ok && booking.value.rules !== null && booking.value.feeds.size > 0,
  };
  const [store, mail, feeds] = await Promise.all([
    contact.ok ? checkStore(contact.value, parts, CONNECT_MS) : skipped('Store'),
    contact.ok ? checkMail(contact.value, production, timeoutMs ?? CONNECT_MS) : skipped('SMTP'),
    booking.ok
      ? checkFeeds(booking.value, { ...(timeoutMs ? { timeoutMs } : {}), now })
      : [skipped('Calendars')],
  ]);
  return [store, mail, ...feeds];
}

export async function runDoctor({
  env = process.env,
  production: forced = false,
  timeoutMs,
  now = Date.now,
}: DoctorOptions = {}): Promise<{ heading: string; findings: Finding[] }> {
  const { production, says } = productionOf(forced);
  const settings = readSettings(env);
  const { server, contact, keys } = settings;
  const findings = [
    ...settingsFindings(settings),
    ...(await connectingChecks(settings, production, { timeoutMs, now })),
    checkSiteAddress(env, production),
    keys.ok ? checkLinkKey(keys.value, production) : skipped('LINK_SIGNING_KEY'),
    server.ok && contact.ok
      ? checkProxy(server.value.host, contact.value.trustProxyHops, production)
      : skipped('TRUST_PROXY'),
    contact.ok ? checkBackups(contact.value.databaseUrl, env, production, now()) : skipped('Backups'),
  ];
  return { heading: `${PRACTICE.name}: ${says}`, findings };
}

/** The findings as the command prints them, with no secret of `env` left in them. */
export const report = (findings: readonly Finding[], env: Record<string, string | undefined>): string =>
  redact(formatFindings(findings), secretsOf(env));
