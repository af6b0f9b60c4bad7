/**
 * Every sentence of the privacy policy's counting section names the tests that prove it: a sentence added
 * without one, a sentence changed, or a test renamed or removed fails here. The tests are named by title
 * (an `it`, a `test` or a `describe` anywhere under tests/). A practice whose site keeps no counts says
 * so, and its policy claims none.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_FOLDERS } from '@/lib/content/content-folders';
import { readAnalyticsConfig } from '@/server/analytics/analytics-config';
import { readContactConfig } from '@/server/contact/contact-config';
import { COUNTS } from '../practice.ts';

const root = join(import.meta.dirname, '..', '..');
const SECTION = '## What the site counts, and what it never keeps';

const policy = () => readFileSync(join(root, CONTENT_FOLDERS.legal, 'privacy.mdx'), 'utf8');

/** The section's sentences: each list item and paragraph, split after a full stop or semicolon. */
function sentences(): string[] {
  const text = policy();
  const start = text.indexOf(SECTION);
  const end = text.indexOf('\n## ', start + SECTION.length);
  return text
    .slice(start + SECTION.length, end)
    .split(/\n+/)
    .map((line) => line.replace(/^- /, '').replace(/\*\*/g, '').trim())
    .filter((line) => line && !/^[^.]*:$/.test(line))
    .flatMap((line) => line.split(/(?<=[.;])\s+(?=[A-Z])/));
}

/** Every test's and describe's title under tests/. */
function titles(): Set<string> {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(ts|tsx)$/.test(entry.name)) {
        const source = readFileSync(path, 'utf8');
        for (const match of source.matchAll(
          /\b(?:it|test|describe)(?:\.\w+)*\(\s*(['"])((?:\\.|(?!\1).)*)\1/g,
        )) {
          found.add(match[2]!.replace(/\\(.)/g, '$1'));
        }
      }
    }
  };
  walk(join(root, 'tests'));
  return found;
}

// The counting's input side (the endpoint, the searches, the rate limiter, the hooks) is proven by the
// attacker suites and the limiter's tests named here.
const SEARCHER =
  'the searcher: a name typed into every search box three times a day for three days is counted as a topic, never as words';
const INFLATER = 'the inflater: no browser, a crawler, twenty copies of an event and a flood of made-up keys';
const INJECTOR = 'the injector: text in every field of a beacon is refused or counted under fixed keys';
const LIMITER =
  'in memory: forgets every address when its window ends, on the next take or by its timer alone';
const NO_ORDER =
  'keeps no order of arrival: visits flushed at different times lie in key order, written together';
const HOOKS =
  'the answer’s consultation button sends answer_cta_click through gtag, labeled with the answer, then loads its page; with Global Privacy Control or Do Not Track it sends nothing';

const SCRIPTED_VISIT = 'a scripted visit gives exactly its figures, and nothing kept tells the visitor apart';
const KEEPS_NOTHING =
  'adds a beacon to the day’s counters under the registry’s page, and keeps nothing of the request';
const OPT_OUT_BROWSER = 'a browser sending Global Privacy Control or Do Not Track sends nothing';
const OPT_OUT_SERVER =
  'counts nothing for a browser that asks not to be tracked, and holds each client to its limit';
const NO_MESSAGE =
  'counts no message from a browser that asks not to be tracked, nor one sent without JavaScript';
const NEIGHBOUR_STORE = 'finds no page or kind of a message in any table of the store, nor a day for a kind';
const NEIGHBOUR_REPORTS =
  'learns nothing from the reports of any whole weeks it asks for, compared or alone, nor from the digest';
const SUBTRACTION = 'no suppressed cell can be recovered from the shown cells and totals by subtraction';
const ANSWERED =
  'gives each contact email a "Mark as answered" link: opening it records nothing, pressing it records the wait once';
const SETTINGS = 'names the windows and the retention the server is configured with';
const SAFETY_PLAN =
  'a kept plan survives a reload and an offline reload, erases in one tap, and no request carries it';

/** Sentence → the titles of the tests that prove it. */
const CLAIMS: Record<string, string[]> = {
  'To learn whether the site helps people reach us, it keeps counts of its own, on our own server.': [
    KEEPS_NOTHING,
  ],
  'When you leave a page, your browser sends one small note to our server, and the server adds one to a few counts.':
    [SCRIPTED_VISIT],
  'The note is then forgotten.': [KEEPS_NOTHING, NO_ORDER],
  'Nothing goes to any other company.': ['loads nothing from another origin before a click'],
  'how many times each page was viewed each day, by its address without anything after a "?" or "#";': [
    'is the registry path of every page, whatever query or fragment its address carries',
  ],
  'where visits came from, as a kind of site only: a search engine, a therapist directory, social media, another website, or none.':
    ['where a visit came from'],
  'The address of the site you came from stays in your browser;': [SCRIPTED_VISIT, INJECTOR],
  'how many times the contact page was viewed and how many messages were sent each day;': [NEIGHBOUR_STORE],
  "each month, the kinds of pages people read before the contact page, such as an article, an answer or a clinician's profile, never the page itself.":
    ['records a page as its kind: a teen page and the fees page are both "page"', NEIGHBOUR_STORE],
  'Each one is recorded with a deliberate chance that a random kind is counted instead, so no count can say which kind of page one person read, even to someone who knows when that person wrote;':
    ['records the true kind only by chance: no recorded kind can be believed', NEIGHBOUR_REPORTS],
  'clicks on the consultation button that closes each answer, and that the therapist finder or the fee estimator was used, each once per page view at most.':
    [SCRIPTED_VISIT, INFLATER],
  'Your answers to them stay in your browser;': [SCRIPTED_VISIT],
  'presses of the "Leave this page quickly" button;': [SCRIPTED_VISIT],
  'searches on this site that found nothing, as a topic from a fixed list published with the site, or "other".':
    [SEARCHER],
  'The words you typed never leave your browser;': [SEARCHER, INJECTOR],
  'how quickly pages showed and answered, grouped into ranges by kind of page.': [
    SCRIPTED_VISIT,
    'gives a kind of page its 75th percentile, rating and samples only from 5 measured views',
  ],
  "Only pages viewed in a browser on this site are counted: notes from other sites, from programs that are not browsers and from known robots such as search engines' are not.":
    [INFLATER],
  'What is never kept or sent: cookies, anything stored in your browser to recognize you, your IP address, your browser or device type, any code or number that belongs to you, the time of your visit (only the day, or the month), and anything you type into a field, apart from the message you choose to send.':
    [SCRIPTED_VISIT, KEEPS_NOTHING, NEIGHBOUR_STORE, INJECTOR],
  "Your IP address, to limit abuse: to stop one source from sending many messages or notes in a short time, the server holds your IP address in its memory until that limit's window ends: about a minute for the notes, and ten minutes for the contact form.":
    [LIMITER, SETTINGS],
  'Where several of our servers share one database, they share a keyed code made from your address instead, under a key that changes every day and is never stored.':
    ['keeps the shared rate limit’s clients under a key that changes daily and is stored nowhere', LIMITER],
  'Neither your address nor that code is written to our logs or our counts.': [SCRIPTED_VISIT, KEEPS_NOTHING],
  'Your safety plan: what you write on the [safety plan page](/safety-plan) is never sent to us or anyone else.':
    [SAFETY_PLAN],
  'It is kept in your browser, on that device only, if you choose "Keep on this device", and "Erase from this device" removes it.':
    [SAFETY_PLAN],
  'The offline copy of that page is kept only then too, and erasing removes it with the plan.': [SAFETY_PLAN],
  'Visits to that page are not counted either.': [SAFETY_PLAN],
  'How long: the counts are kept for 25 months, then deleted.': [
    'deletes counters and reply times older than the retention period, and the words no counter uses',
    SETTINGS,
  ],
  'The practice reads them in a weekly email and in reports that withhold any count under 5, and any count that would give one back, so no single visitor stands out.':
    [SUBTRACTION, 'writes no count under 5 into the digest or the HTML page', NEIGHBOUR_REPORTS],
  'Replies to your message: when we have answered a message sent through the form, we may mark it as answered.':
    [ANSWERED],
  'The site then records how long the reply took, in office hours, so we can see whether we keep the reply time we promise.':
    [ANSWERED],
  'Nothing about you is recorded with it.': [ANSWERED],
  'How to opt out: if your browser sends Global Privacy Control (GPC) or Do Not Track, your browser sends nothing, and nothing of your visit is counted, not even a message you send.':
    [OPT_OUT_BROWSER, OPT_OUT_SERVER, NO_MESSAGE],
  'Some browsers send Global Privacy Control by default or have a setting for it; for others, a privacy extension can send it.':
    [OPT_OUT_BROWSER],
  'An analytics tool we might add to the site ourselves is given nothing either when your browser sends these signals.':
    [HOOKS],
  'You can also switch off JavaScript: the whole site still works, and nothing is counted, not even a message you send.':
    ['accepts a same-site form post without JavaScript and redirects to the result page', NO_MESSAGE],
};

describe.runIf(COUNTS)('the privacy policy’s counting section', () => {
  it('names a test for every sentence, and every test it names exists', () => {
    expect(sentences().filter((sentence) => !(sentence in CLAIMS))).toEqual([]);
    expect(Object.keys(CLAIMS).filter((claim) => !sentences().includes(claim))).toEqual([]);
    const known = titles();
    const missing = [...new Set(Object.values(CLAIMS).flat())].filter((title) => !known.has(title));
    expect(missing).toEqual([]);
  });

  it('names the windows and the retention the server is configured with', () => {
    expect(readAnalyticsConfig({}).rateLimit.windowMs).toBe(60_000);
    expect(readContactConfig({}).rateLimit.windowMs).toBe(10 * 60_000);
    expect(readAnalyticsConfig({}).retentionMonths).toBe(25);
  });
});

describe.runIf(!COUNTS)('the privacy policy of a site that keeps no counts', () => {
  it('says the site keeps none, and claims no count, report or opt-out of counting', () => {
    const text = policy();
    expect(text).toContain('The site keeps no counts of its visits');
    expect(text).not.toContain(SECTION);
    expect(text).not.toMatch(
      /counts are kept|counts' note|weekly email|mark it as answered|nothing is counted/i,
    );
  });
});
