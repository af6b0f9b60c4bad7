/**
 * The doctor's checks of what the settings say about the deployment, with nothing to connect to: the
 * site's public address, the key the links in emails are signed with, and TRUST_PROXY against where the
 * server listens. Each takes the value the server's own reader made of the settings.
 */
import { SITE } from '#practice';
import { isLoopbackHost } from '../contact/mail/mail-transport.ts';
import type { SigningKeys } from '../http/secrets.ts';
import { fault, type Finding } from './findings.ts';

/** Names reserved for examples and tests (RFC 2606): no visitor's browser reaches a site there. */
const RESERVED_NAME = /(?:^|\.)(?:example|test|invalid|localhost)$/i;

/** Why an address cannot be a live site's, or null. */
function addressProblem(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return 'it is not an address';
  }
  if (isLoopbackHost(url.hostname)) return 'it is this machine, which no visitor reaches';
  if (RESERVED_NAME.test(url.hostname))
    return 'its name is one reserved for examples, which no visitor reaches';
  if (url.protocol !== 'https:') return 'it is http://, not https://';
  return null;
}

/**
 * The site's public address, which canonical links, the sitemap, the feed and the links in emails carry:
 * SITE_URL over site.ts's `url`, as the build and the server read it. Only production needs a real one.
 */
export function checkSiteAddress(env: Record<string, string | undefined>, production: boolean): Finding {
  const address = env['SITE_URL'] || SITE.url;
  const from = env['SITE_URL'] ? 'SITE_URL' : "the practice's site.ts";
  const problem = addressProblem(address);
  if (!problem) return { standing: 'ok', says: `Site address: ${address} (${from})` };
  return fault(
    production,
    `Site address: ${address} (${from}): ${problem}`,
    "Set SITE_URL to the practice's own https:// address (or `url` in its site.ts) and build again: the pages carry it.",
  );
}

/**
 * LINK_SIGNING_KEY (its length and pairing already checked by the server's reader). Without it the key
 * is kept in the store, so anyone with a copy of the store, a backup included, can forge the links.
 */
export function checkLinkKey(keys: SigningKeys | null, production: boolean): Finding {
  if (keys) {
    const previous = keys.previous ? ', with LINK_SIGNING_KEY_PREVIOUS for links signed before' : '';
    return { standing: 'ok', says: `LINK_SIGNING_KEY: set${previous}` };
  }
  return fault(
    production,
    'LINK_SIGNING_KEY: unset: the links in emails are signed with a key kept in the store, so a copy of the store (a backup) can forge them',
    'Set LINK_SIGNING_KEY to a secret of 32 characters or more (openssl rand -base64 33), the same on every instance.',
  );
}

/**
 * TRUST_PROXY against HOST. A server listening on loopback only is reached through a proxy on the same
 * machine; with TRUST_PROXY=0 it counts every visitor under the proxy's address, so one visitor's
 * messages use up everyone's rate limit. What is really in front cannot be seen from here.
 */
export function checkProxy(host: string, trustProxyHops: number, production: boolean): Finding {
  if (trustProxyHops > 0) {
    return {
      standing: 'ok',
      says: `TRUST_PROXY=${trustProxyHops}: each visitor counts under the address the proxy ${trustProxyHops} from the server saw; a request without X-Forwarded-For is refused`,
    };
  }
  if (!isLoopbackHost(host)) {
    return {
      standing: 'ok',
      says: `TRUST_PROXY=0: the server listens on ${host} and counts each visitor under the connection's address, right when no proxy is in front`,
    };
  }
  return fault(
    production,
    `TRUST_PROXY=0 with HOST=${host}: only a proxy on this machine reaches the server, so behind a proxy every visitor would count as one address`,
    'Set TRUST_PROXY to the number of proxies in front that append to X-Forwarded-For (nginx or Caddy on this machine: 1).',
  );
}
