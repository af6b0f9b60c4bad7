import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import Byline from '@/components/content/Byline.astro';
import { PRACTICE } from '#practice';
import { readContent } from '@/lib/content-check/check-content';
import { reviewedPieces } from '@/lib/content-check/reviewed-pieces';
import { resolvePerson } from '@/lib/people';
import {
  REVIEW_INTERVAL_MONTHS,
  REVIEW_WARNING_DAYS,
  reviewDue,
  reviewDueDate,
  reviewWarnings,
} from '@/lib/content/review';
import { NATIONAL_HELP } from '@/config/help';
import { helpSchema } from '@/config/help-schema';
import { recheckWarnings } from '@/lib/help/recheck';
import { projectRoot } from '../integration/helpers/content-sync';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const iso = (date: Date) => date.toISOString().slice(0, 10);

describe('when a review falls due', () => {
  it('is a year after the review, six months for a piece a reader in crisis may open', () => {
    expect(iso(reviewDue({ reviewed: day('2026-03-10'), help: ['perinatal'] }))).toBe('2027-03-10');
    expect(iso(reviewDue({ reviewed: day('2026-03-10'), help: ['teen', 'suicide'] }))).toBe('2026-09-10');
    expect(iso(reviewDue({ reviewed: day('2026-03-10'), help: ['domestic-violence'] }))).toBe('2026-09-10');
  });

  it('comes sooner when the piece asks for it', () => {
    expect(iso(reviewDue({ reviewed: day('2026-03-10'), help: [], reviewMonths: 3 }))).toBe('2026-06-10');
  });

  it("falls on the month's last day when the month has no such day", () => {
    expect(iso(reviewDueDate(day('2026-08-31'), 6))).toBe('2027-02-28');
    expect(iso(reviewDueDate(day('2027-08-31'), 6))).toBe('2028-02-29');
    expect(iso(reviewDueDate(day('2026-12-31'), 12))).toBe('2027-12-31');
  });
});

describe('the build warning', () => {
  const piece = (path: string, reviewed: string, help: string[] = []) => ({
    path,
    reviewed: day(reviewed),
    help,
  });

  it('names each piece due within 30 days, due today or overdue, and only those', () => {
    const today = '2026-11-25';
    const warnings = reviewWarnings(
      [
        piece('practices/sample/content/blog/due-in-30.mdx', '2025-12-25'),
        piece('practices/sample/content/blog/due-in-31.mdx', '2025-12-26'),
        piece('practices/sample/content/answers/due-today.mdx', '2026-05-25', ['suicide']),
        piece('practices/sample/content/answers/overdue.mdx', '2026-05-01', ['self-harm']),
      ],
      today,
    );
    expect(warnings).toEqual([
      expect.stringMatching(
        /^practices\/sample\/content\/blog\/due-in-30\.mdx: .*falls due on 2026-12-25, in 30 days/,
      ),
      expect.stringMatching(
        /^practices\/sample\/content\/answers\/due-today\.mdx: .*falls due today, 2026-11-25/,
      ),
      expect.stringMatching(
        /^practices\/sample\/content\/answers\/overdue\.mdx: .*was due on 2026-11-01, 24 days ago/,
      ),
    ]);
    expect(REVIEW_WARNING_DAYS).toBe(30);
  });

  it("reads every article and answer of the project's content, each with its review date", () => {
    const files = readContent(projectRoot, { body: false }).filter(
      (file) => file.collection !== 'legal' && file.data?.['draft'] !== true,
    );
    const pieces = reviewedPieces(files);
    expect(pieces.map((each) => each.path).sort()).toEqual(files.map((file) => file.path).sort());
  });
});

describe('the byline', () => {
  it('says who reviewed the piece, on which day, and when the next review falls due', async () => {
    const container = await AstroContainer.create();
    const reviewer = resolvePerson(PRACTICE.therapists[0]!.id);
    const html = await container.renderToString(Byline, {
      props: {
        author: reviewer,
        reviewer,
        published: day('2026-01-05'),
        reviewed: day('2026-02-14'),
        reviewDue: reviewDueDate(day('2026-02-14'), REVIEW_INTERVAL_MONTHS.crisis),
      },
    });
    const text = html.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');
    const name = reviewer.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect(text).toMatch(
      new RegExp(`Reviewed by ${name}(, [^ ]+)? on Feb 14, 2026; next review due Aug 14, 2026`),
    );
    expect(html).toMatch(/<time[^>]*datetime="2026-08-14"/);
  });
});

describe('the yearly check of the help lines and the emergency instructions', () => {
  it('names each line and instruction read a year ago or more, or a year ago within 30 days, and only those', () => {
    const national = helpSchema.parse(NATIONAL_HELP);
    const line = (id: string, on: string) => ({
      ...national.emergency,
      id,
      name: id,
      checked: { source: 'https://example.org/', on },
    });
    const help = {
      ...national,
      emergency: line('emergency-911', '2025-12-25'),
      resources: [line('due-in-31', '2025-12-26'), line('overdue', '2025-11-01')],
    };
    const warnings = recheckWarnings(
      help,
      { overdose: { en: { title: 'If someone may have overdosed' }, checked: { on: '2025-11-25' } } },
      '2026-11-25',
    );
    expect(warnings).toEqual([
      expect.stringMatching(
        /^The help line emergency-911 .*falls due on 2026-12-25, in 30 days \(read on https:\/\/example\.org\/ on 2025-12-25\)/,
      ),
      expect.stringMatching(/^The help line overdue .*was due on 2026-11-01, 24 days ago/),
      expect.stringMatching(
        /^The emergency instruction overdose \("If someone may have overdosed"\): its yearly check falls due today, 2026-11-25/,
      ),
    ]);
  });
});
