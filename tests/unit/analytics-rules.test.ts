import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { countedOrigin, countedPage } from '@/lib/analytics/counted-page';
import { addDays, monthsBefore } from '@/lib/calendar/days';
import {
  ALL,
  METRICS,
  buildFigures,
  countFigures,
  percentile,
  shownChange,
  shownCount,
  type CountRow,
} from '@/lib/analytics/figures';
import { officeDeadline, officeSecondsBetween, type OfficeHours } from '@/lib/calendar/office-hours';
import { referrerCategory } from '@/lib/analytics/referrer';
import { knownTopic, searchTopic, topicLabel } from '@/lib/analytics/search-topics';
import { SEARCH_TOPICS } from '@/config/search-topics';
import { searchTopicProblems } from '@/lib/content-check/rules/search-topics';
import { topicWords } from '@/lib/search/topic-words';
import { histogramPercentile, vitalBucket, vitalRating } from '@/lib/analytics/vitals';
import { sitePages } from '@/lib/pages/site-pages';
import { answerToken, readAnswerToken } from '@/server/analytics/answered';
import { digestText } from '@/server/analytics/digest-email';
import { htmlReport } from '@/server/analytics/report-html';

const pages = new Map(sitePages(join(import.meta.dirname, '..', '..')).map((page) => [page.path, page.kind]));

describe('where a visit came from', () => {
  it.each([
    ['www.google.com', 'search'],
    ['www.google.co.uk', 'search'],
    ['search.brave.com', 'search'],
    ['duckduckgo.com', 'search'],
    ['www.psychologytoday.com', 'directory'],
    ['therapyden.com', 'directory'],
    ['l.facebook.com', 'social'],
    ['t.co', 'social'],
    ['notgoogle.com', 'website'],
    ['www.example.org', 'website'],
    ['', 'none'],
  ])('%s is %s', (host, category) => {
    expect(referrerCategory(host)).toBe(category);
  });
});

describe('the page a view counts under', () => {
  it('is the registry path of every page, whatever query or fragment its address carries', () => {
    for (const path of pages.keys()) {
      expect(countedPage(`${path}?q=what+i+typed#section`, pages)).toBe(path);
      expect(countedPage(`${path}#top`, pages)).toBe(path);
    }
  });

  it('is "other" for any address the registry does not have', () => {
    expect(countedPage('/no-such-page?email=someone@example.org', pages)).toBe('other');
    expect(countedPage('/functions/v1/contact_v2', pages)).toBe('other');
  });

  it('reads a built file name or a trailing slash as the page', () => {
    expect(countedPage('/contact.html', pages)).toBe('/contact');
    expect(countedPage('/contact/', pages)).toBe('/contact');
  });

  it('says where the contact page was reached from: a page, outside the site, or not known', () => {
    expect(countedOrigin('/about?ref=x', pages)).toBe('/about');
    expect(countedOrigin('outside', pages)).toBe('outside');
    expect(countedOrigin('', pages)).toBe('unknown');
    expect(countedOrigin(undefined, pages)).toBe('unknown');
    expect(countedOrigin('https://elsewhere.example/', pages)).toBe('other');
  });
});

describe('a search that found nothing, as it is counted', () => {
  const site = new Set(['couples', 'therapy', 'anxiety', 'teens']);

  it('is a reviewed topic when one of its words is there, whatever else was typed', () => {
    expect(searchTopic('Zebulon Quartermaine hiv', site)).toBe('illness');
    expect(searchTopic('Does Blue Cross pay?', site)).toBe('insurance');
    expect(searchTopic('TERAPIA en ESPAÑOL', site)).toBe('language');
    expect(searchTopic('jane.doe@example.org eating', site)).toBe('eating');
  });

  it('is a word of the site only when every word is the site’s, and "other" for anything else', () => {
    expect(searchTopic('couples therapy', site)).toBe('site:couples');
    expect(searchTopic('anxiety in teens', site)).toBe('site:anxiety');
    for (const typed of [
      'Zebulon Quartermaine',
      'Zebulon Quartermaine anxiety',
      '1234 Peachtree Street',
      'jane.doe@example.org',
      'call me 404-555-0100',
      '',
    ]) {
      expect(searchTopic(typed, site), typed).toBe('other');
    }
  });

  it('is never more than a vocabulary id: the endpoint maps anything else to "other"', () => {
    expect(knownTopic('illness', site)).toBe('illness');
    expect(knownTopic('site:couples', site)).toBe('site:couples');
    for (const sent of ['site:zebulon', 'Zebulon Quartermaine', '<b>x</b>', 'site:', 'ILLNESS', 'other']) {
      expect(knownTopic(sent, site), sent).toBe('other');
    }
  });

  it('is labelled from the vocabulary', () => {
    expect(topicLabel('illness')).toBe('Living with illness');
    expect(topicLabel('site:couples')).toContain('couples');
    expect(topicLabel('other')).toBe('Other searches');
  });

  it('matches words whole, without accents or case', () => {
    expect(topicWords('  Dépression  après-accouchement! ')).toEqual(['depression', 'apres', 'accouchement']);
    expect(searchTopic('sexy', site)).toBe('other');
  });
});

describe('the reviewed topics', () => {
  it('pass the content check: 20 to 40, each id once, each word in one topic, letters only', () => {
    expect(searchTopicProblems(SEARCH_TOPICS)).toEqual([]);
    const broken = [
      ...SEARCH_TOPICS.slice(0, 20),
      { id: 'Bad_Id', label: ' ', words: ['Jane@Doe', 'grief', 'hiv'] },
      { id: 'grief', label: 'Grief', words: ['grief'] },
    ];
    expect(searchTopicProblems(broken).map((problem) => problem.message)).toEqual([
      'topic id "Bad_Id" must be lower case letters and hyphens',
      'topic "Bad_Id" has no label',
      '"Jane@Doe" (topic "Bad_Id") is not lower case letters and single spaces: it would never match',
      '"hiv" is in topics "illness" and "Bad_Id"',
      '"grief" is in topics "Bad_Id" and "grief"',
    ]);
  });
});

describe('web vitals as histograms', () => {
  it('count a figure in the bucket whose bound is the first at or above it; the thresholds are bounds', () => {
    expect(vitalBucket('LCP', 2500)).toBe(2500);
    expect(vitalBucket('LCP', 2501)).toBe(3000);
    expect(vitalBucket('INP', 0)).toBe(50);
    expect(vitalBucket('CLS', 0.1)).toBe(0.1);
    expect(vitalBucket('TTFB', 1e9)).toBe(60_000);
  });

  it('read the 75th percentile as the bound of the bucket the 75th figure falls in (nearest rank)', () => {
    expect(histogramPercentile(new Map(), 0.75)).toBeNull();
    expect(histogramPercentile(new Map([[100, 1]]), 0.75)).toBe(100);
    // Four figures: the third is the 75th percentile.
    expect(
      histogramPercentile(
        new Map([
          [100, 1],
          [200, 1],
          [300, 1],
          [400, 1],
        ]),
        0.75,
      ),
    ).toBe(300);
    expect(
      histogramPercentile(
        new Map([
          [2500, 3],
          [4000, 1],
        ]),
        0.75,
      ),
    ).toBe(2500);
    expect(
      histogramPercentile(
        new Map([
          [2500, 2],
          [4000, 2],
        ]),
        0.75,
      ),
    ).toBe(4000);
  });

  it("rate a figure against Google's good and poor thresholds", () => {
    expect(vitalRating('LCP', 2500)).toBe('good');
    expect(vitalRating('LCP', 3000)).toBe('needs-improvement');
    expect(vitalRating('LCP', 4001)).toBe('poor');
    expect(vitalRating('CLS', 0.25)).toBe('needs-improvement');
  });
});

describe('the report', () => {
  const day = '2026-11-20';
  const row = (metric: string, key: string, n: number, at = day): CountRow => ({ day: at, metric, key, n });

  it('takes the median and 90th percentile by interpolating between ranks', () => {
    expect(percentile([], 0.5)).toBeNull();
    expect(percentile([7], 0.9)).toBe(7);
    expect(percentile([4, 1, 3, 2], 0.5)).toBe(2.5);
    expect(percentile([1, 2, 3, 4], 0.9)).toBeCloseTo(3.7);
  });

  it('shows counts under 5 as "fewer than 5", and a change only between two counts of 5 or more', () => {
    expect([null, 1, 4, 0, 5, 1234].map(shownCount)).toEqual([
      'fewer than 5',
      'fewer than 5',
      'fewer than 5',
      '0',
      '5',
      '1,234',
    ]);
    expect(shownChange(12, 10)).toBe('+20%');
    expect(shownChange(9, 10)).toBe('−10%');
    expect(shownChange(10, 10)).toBe('no change');
    expect(shownChange(4, 10)).toBeNull();
    expect(shownChange(10, null)).toBeNull();
  });

  const rows = [
    row(METRICS.view, '/about', 7),
    row(METRICS.view, '/about', 2, '2026-11-10'),
    row(METRICS.view, '/fees', 6),
    row(METRICS.view, '/contact', 4),
    row(METRICS.view, '/', 9),
    row(METRICS.referrer, 'search', 6),
    row(METRICS.contactView, ALL, 4),
    row(METRICS.contactAccepted, ALL, 1),
    row(METRICS.event, 'quick_exit', 2),
    row(METRICS.event, 'finder_use', 8),
    row(METRICS.search, 'illness', 6),
    row(METRICS.search, 'other', 2),
    row(METRICS.vital, 'page LCP 1200', 3),
    row(METRICS.vital, 'page LCP 4000', 2),
    row(METRICS.vital, 'home LCP 1200', 4),
  ];
  const input = {
    from: '2026-11-16',
    to: '2026-11-22',
    rows,
    replySeconds: [3600, 7200, 36_000],
    promiseSeconds: 8 * 3600,
    pages,
  };
  const counts = countFigures(input);
  const figures = buildFigures(input);

  it('adds up the days of its period only, and fills in what was not counted', () => {
    expect(counts.views).toEqual({ '/': 9, '/about': 7, '/fees': 6, '/contact': 4 });
    expect(counts.viewsByKind).toEqual({ page: 17, home: 9 });
    expect(counts.referrers).toEqual({ search: 6, directory: 0, social: 0, website: 0, none: 0 });
    expect(counts.events).toEqual({ answer_cta_click: 0, finder_use: 8, estimator_use: 0, quick_exit: 2 });
    expect(counts.contact).toMatchObject({ views: 4, accepted: 1 });
  });

  it('withholds a page’s small count with the smallest other of its kind, so the kind’s total gives neither back', () => {
    expect(figures.viewsByKind).toEqual({ cells: { page: 17, home: 9 }, rest: null, total: 26 });
    // /contact (4) is withheld with /fees (6), the smallest other page of its kind: 10 together.
    expect(figures.views).toEqual({ cells: { '/': 9, '/about': 7 }, rest: 10, total: 26 });
    expect(figures.events).toEqual({
      answer_cta_click: 0,
      finder_use: 8,
      estimator_use: 0,
      quick_exit: null,
    });
    // The contact page's views are withheld in the pages' table, so not shown beside it either.
    expect(figures.contact).toMatchObject({ views: null, accepted: null, share: null, kinds: null });
  });

  it('lists searches that found nothing by topic, with the vocabulary’s labels, from 5 searches', () => {
    expect(counts.searchesWithoutResults).toEqual([
      { topic: 'illness', label: 'Living with illness', count: 6 },
      { topic: 'other', label: 'Other searches', count: 2 },
    ]);
    expect(figures.searchesWithoutResults).toEqual([
      { topic: 'illness', label: 'Living with illness', count: 6 },
    ]);
  });

  it('gives a kind of page its 75th percentile, rating and samples only from 5 measured views', () => {
    expect(counts.vitalsSamples).toEqual({ home: { LCP: 4 }, page: { LCP: 5 } });
    expect(figures.vitals).toEqual({ page: { LCP: 4000 } });
    expect(figures.vitalsRating).toEqual({ page: { LCP: 'needs-improvement' } });
    expect(figures.vitalsSamples).toEqual({ page: { LCP: 5 } });
  });

  it('gives reply times in office hours against the promise, and a median only from 5 replies', () => {
    expect(counts.replies).toEqual({
      answered: 3,
      median: 2,
      p90: 8.4,
      unit: 'office hours',
      promise: 8,
      withinPromise: 2,
      held: false,
    });
    expect(figures.replies).toMatchObject({ answered: null, median: null, p90: null, held: null });
    const five = buildFigures({ ...input, replySeconds: [3600, 3600, 7200, 7200, 36_000] });
    expect(five.replies).toMatchObject({ answered: 5, median: 2, withinPromise: null, afterPromise: null });
  });

  it('writes no count under 5 into the digest or the HTML page', () => {
    const text = digestText(figures, figures);
    expect(text).toContain('- Page views: 26 (week before: 26; no change)');
    expect(text).toContain('- /about: 7');
    expect(text).not.toContain('/contact');
    expect(text).toContain('- Quick exit presses: fewer than 5 (week before: fewer than 5)');
    expect(text).not.toMatch(/: [1-4]( \(|$)/m);
    const html = htmlReport(figures, 'A practice');
    expect(html).toContain('withheld');
    expect(html).not.toMatch(/>[1-4]</);
    expect(html).not.toMatch(/<script|https?:\/\//);
  });
});

describe('office hours', () => {
  const hours: OfficeHours = {
    days: ['Mo', 'Tu', 'Th', 'Fr'],
    opens: '09:00',
    closes: '17:00',
    timeZone: 'America/New_York',
  };
  const at = (local: string, offset: string) => Date.parse(`${local}${offset}`);

  it('count only the open days and hours, in the practice’s time zone', () => {
    // Friday 16:00 to Monday 10:00: an hour on Friday, an hour on Monday.
    expect(
      officeSecondsBetween(at('2026-11-20T16:00', '-05:00'), at('2026-11-23T10:00', '-05:00'), hours),
    ).toBe(7200);
    // Written on a Wednesday, when the office is closed, answered Thursday at 09:30.
    expect(
      officeSecondsBetween(at('2026-11-18T12:00', '-05:00'), at('2026-11-19T09:30', '-05:00'), hours),
    ).toBe(1800);
    expect(
      officeSecondsBetween(at('2026-11-19T10:00', '-05:00'), at('2026-11-19T09:00', '-05:00'), hours),
    ).toBe(0);
  });

  it('give the deadline a request sent at an instant is answered by, across weekends and clock changes', () => {
    // Friday 16:00 with two office hours to wait: an hour on Friday, the next on Monday, by 10:00.
    expect(officeDeadline(at('2026-11-20T16:00', '-05:00'), 7200, hours)).toBe(
      at('2026-11-23T10:00', '-05:00'),
    );
    // Sent on a closed Wednesday: the first office hour of Thursday.
    expect(officeDeadline(at('2026-11-18T12:00', '-05:00'), 3600, hours)).toBe(
      at('2026-11-19T10:00', '-05:00'),
    );
    // Friday March 6 is on winter time, Monday March 9 on summer time.
    expect(officeDeadline(at('2026-03-06T16:30', '-05:00'), 3600, hours)).toBe(
      at('2026-03-09T09:30', '-04:00'),
    );
    // The deadline is exactly the office time asked for, wherever it starts.
    for (
      let start = at('2026-10-28T08:10', '-04:00');
      start < at('2026-11-04T08:00', '-05:00');
      start += 241 * 60_000
    ) {
      for (const seconds of [1800, 7200, 8 * 3600, 30 * 3600]) {
        expect(officeSecondsBetween(start, officeDeadline(start, seconds, hours), hours)).toBe(seconds);
      }
    }
  });

  it('follow the clock change (the United States moved to summer time on 8 March 2026)', () => {
    expect(
      officeSecondsBetween(at('2026-03-06T16:00', '-05:00'), at('2026-03-09T10:00', '-04:00'), hours),
    ).toBe(7200);
  });

  it('date counters by calendar day and month', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(monthsBefore('2026-11-25', 25)).toBe('2024-10-25');
    expect(monthsBefore('2026-03-31', 1)).toBe('2026-02-28');
  });
});

describe('the "Mark as answered" link', () => {
  const message = { id: '0b6f6a1e-2c8d-4e1f-9a3b-5d7c8e9f0a1b', receivedAt: 1_790_000_000_000 };

  it('names its message and when it arrived, and holds only with the secret it was signed with', () => {
    const token = answerToken('secret', message);
    expect(readAnswerToken('secret', token)).toEqual(message);
    expect(readAnswerToken('another secret', token)).toBeNull();
    const [id, received, signature] = token.split('.');
    expect(
      readAnswerToken('secret', `${id}.${(message.receivedAt - 86_400_000).toString(36)}.${signature}`),
    ).toBeNull();
    expect(readAnswerToken('secret', `${id}.${received}`)).toBeNull();
  });
});
