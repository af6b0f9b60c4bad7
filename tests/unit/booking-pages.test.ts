import { getContainerRenderer } from '@astrojs/react/container-renderer';
import type { SSRManifest } from 'astro';
import { experimental_AstroContainer as AstroContainer, type ContainerRenderOptions } from 'astro/container';
import { loadRenderers } from 'astro:container';
import { parse } from 'node-html-parser';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DateTime } from 'luxon';
import { PRACTICE, SITE } from '#practice';
import type { Therapist } from '@/config/schema';
import { BOOKING_COPY, LINK_COPY } from '@/lib/booking/booking-copy';
import { BOOKING_FIELDS } from '@/lib/booking/booking-fields';
import { TIME_FIELD, timeValue } from '@/lib/booking/booking-form';
import { formatDayHeading, zoneName } from '@/lib/booking/format';
import { rolePath } from '@/lib/pages/page-roles';
import type { OfferedTime } from '@/lib/booking/types';
import type { SiteRuntime } from '@/server/site-runtime';
import BookPage from '@/pages/book/index.astro';
import LinkPage from '@/pages/book/[action].astro';
import CheckPage from '@/pages/book/check-email.astro';
import RecordPage from '@/pages/book/record.astro';
import RequestedPage from '@/pages/book/requested.astro';
import { CODE_COPY } from '@/lib/booking/booking-copy';
import { clinicianLine } from '@/lib/booking/meeting';
import { officeHoursWords } from '@/lib/calendar/office-hours-words';
import { literal } from '../practice.ts';

/** The booking pages against a stand-in runtime, handed to each page as the server hands its own: times, answers and links. */
let site: SiteRuntime | undefined;
/** Two clinicians of the configuration besides the founder: the first is the one the visitor books with. */
const [FIRST, SECOND] = ((): [Therapist, Therapist] => {
  const [first, second] = PRACTICE.therapists.filter((t) => !t.isFounder);
  if (!first || !second)
    throw new Error('these tests need two clinicians besides the founder (practices/<name>/practice.ts)');
  return [first, second];
})();
const at = (iso: string) => DateTime.fromISO(iso, { zone: SITE.timeZone }).toMillis();
const TIMES: OfferedTime[] = [
  { clinicianId: FIRST.id, start: at('2026-12-01T10:00'), end: at('2026-12-01T10:15') },
  { clinicianId: FIRST.id, start: at('2026-12-01T14:30'), end: at('2026-12-01T14:45') },
  { clinicianId: FIRST.id, start: at('2026-12-03T09:00'), end: at('2026-12-03T09:15') },
  { clinicianId: SECOND.id, start: at('2026-12-01T11:00'), end: at('2026-12-01T11:15') },
];
const VIEW = {
  clinicianId: FIRST.id,
  start: TIMES[1]!.start,
  end: TIMES[1]!.end,
  state: 'pending' as const,
  nowBusy: true,
};

const SENT_AT = at('2026-11-30T15:05');
const KEPT = {
  id: '6f1c7a52-0d6b-4c1e-9a57-3f2a8e0b9c41',
  email: 'ada@example.com',
  clinicianId: FIRST.id,
  start: TIMES[1]!.start,
  end: TIMES[1]!.end,
  forWhom: 'myself',
  sentAt: SENT_AT,
  resendAt: SENT_AT + 60_000,
  expiresAt: SENT_AT + 30 * 60_000,
  triesLeft: 3,
};
const TYPED = { name: 'Ada Visitor', email: 'ada@example.com', phone: '', message: '' };

function fakeRuntime(on: boolean, answer: Response = Response.json({ ok: true })) {
  const handle = vi.fn(async (_request: Request, _options: { address?: string }) => answer.clone());
  const followLink = vi.fn(async () => ({
    ok: true as const,
    view: { ...VIEW, state: 'confirmed' as const },
    changed: true,
  }));
  const runtime = {
    contact: { handle },
    booking: {
      on,
      clinicianIds: () => [FIRST.id, SECOND.id],
      offered: async (id?: string) => TIMES.filter((t) => !id || t.clinicianId === id),
      nextFree: async () => ({}),
      viewLink: async (_action: string, token: string) =>
        token === 'good'
          ? { ok: true as const, view: VIEW, changed: false }
          : { ok: false as const, reason: 'invalid' as const },
      followLink,
      viewKept: async (id: string) =>
        id === KEPT.id
          ? { ok: true as const, kept: KEPT, typed: TYPED }
          : { ok: false as const, reason: 'expired' as const },
      enterCode: vi.fn(async (_id: string, code: string) =>
        code === '123456'
          ? { ok: true as const, view: VIEW, sent: 'sent' as const, record: 'record-token', confirmed: false }
          : { ok: false as const, reason: 'wrong' as const, triesLeft: 2 },
      ),
      resendCode: async () => ({ ok: true as const, kept: KEPT, resent: false }),
      viewRecord: async (token: string) =>
        token === 'record-token'
          ? {
              ok: true as const,
              record: {
                ...VIEW,
                meeting: 'phone' as const,
                phoneEnding: '0123',
                answerBy: TIMES[2]!.start,
                byEmail: true,
              },
            }
          : { ok: false as const, reason: 'invalid' as const },
    },
  };
  site = runtime as unknown as SiteRuntime;
  return runtime;
}

let container: AstroContainer;
beforeAll(async () => {
  container = await AstroContainer.create({
    renderers: await loadRenderers([getContainerRenderer()]),
    manifest: { clientDirectives: new Map([['interaction', '/* interaction */']]) } as unknown as SSRManifest,
  });
});
afterEach(() => {
  site = undefined;
});

/** A page rendered as the server renders it, with the stand-in runtime in its request's locals. */
const render = (page: Parameters<AstroContainer['renderToResponse']>[0], options: ContainerRenderOptions) =>
  container.renderToResponse(page, { ...options, locals: site ? { site } : {} });

/** The shown day's times, as assistive technology reads their labels (the aria-hidden parts left out). */
const labels = (document: ReturnType<typeof parse>) =>
  document.querySelectorAll('fieldset label').map((label) => {
    label.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
    return label.text.replace(/\s+/g, ' ').trim();
  });

const post = (url: string, fields: Record<string, string>) =>
  new Request(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://site.test' },
    body: new URLSearchParams(fields),
  });
const FIELDS = {
  name: 'Ada Visitor',
  email: 'ada@example.com',
  [TIME_FIELD]: timeValue(FIRST.id, new Date(TIMES[1]!.start).toISOString()),
  [BOOKING_FIELDS.forWhom]: 'myself',
};

describe('/book', () => {
  it('sends the visitor on to the contact page while the server offers no times', async () => {
    fakeRuntime(false);
    const response = await render(BookPage, {
      request: new Request('http://site.test/book'),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(rolePath('contact'));
  });

  it('shows one clinician’s first free day, its times as radios, and links to the other days and clinicians, never cached or indexed', async () => {
    fakeRuntime(true);
    const response = await render(BookPage, {
      request: new Request(`http://site.test/book?clinician=${FIRST.id}`),
      partial: false,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    const document = parse(await response.text());
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/noindex/);
    expect(document.querySelector('form')?.getAttribute('action')).toBe('/book');
    const who = document.querySelectorAll('nav[aria-labelledby="booking-who"] a');
    expect(who.map((a) => [a.getAttribute('href'), a.getAttribute('aria-current') ?? null])).toEqual([
      ['/book', null],
      [`/book?clinician=${FIRST.id}`, 'page'],
      [`/book?clinician=${SECOND.id}`, null],
    ]);
    const days = document.querySelectorAll('nav[aria-labelledby="booking-days"] a');
    expect(days.map((a) => [a.getAttribute('href'), a.getAttribute('aria-current') ?? null])).toEqual([
      [`/book?clinician=${FIRST.id}&day=2026-12-01`, 'date'],
      [`/book?clinician=${FIRST.id}&day=2026-12-03`, null],
    ]);
    expect(document.querySelectorAll('fieldset legend').map((legend) => legend.text)).toEqual([
      `Times on ${formatDayHeading('2026-12-01')}${zoneName(SITE.timeZone, at('2026-12-01T10:00'))}`,
    ]);
    expect(labels(document)).toEqual(['10:00 am', '2:30 pm']);
    expect(document.querySelectorAll('input[type="radio"][checked]')).toHaveLength(0);
    expect(document.querySelectorAll('button[type="submit"]')).toHaveLength(1);
  });

  it('shows the day the address names, and a time it names chosen on its own day', async () => {
    fakeRuntime(true);
    const page = async (query: string) =>
      parse(
        await (
          await render(BookPage, {
            request: new Request(`http://site.test/book?${query}`),
          })
        ).text(),
      );
    const day = await page(`clinician=${FIRST.id}&day=2026-12-03`);
    expect(labels(day)).toEqual(['9:00 am']);
    const start = new Date(TIMES[2]!.start).toISOString();
    const chosen = await page(`time=${encodeURIComponent(start)}`);
    expect(chosen.querySelector('input[checked]')?.getAttribute('value')).toBe(timeValue(FIRST.id, start));
    expect(chosen.querySelector('#booking-chosen')?.text).toContain(`Thu, Dec 3, 9:00 am with ${FIRST.name}`);
  });

  it('shows whoever is free soonest as one list of times, each naming its clinician', async () => {
    fakeRuntime(true);
    const response = await render(BookPage, {
      request: new Request('http://site.test/book'),
    });
    const document = parse(await response.text());
    expect(
      document
        .querySelector('nav[aria-labelledby="booking-who"] a[aria-current="page"]')
        ?.getAttribute('href'),
    ).toBe('/book');
    expect(labels(document)).toEqual([
      `10:00 am with ${FIRST.name}`,
      `11:00 am with ${SECOND.name}`,
      `2:30 pm with ${FIRST.name}`,
    ]);
  });

  it('hands a plain form post to the contact handler as JSON and goes on to the code step', async () => {
    const kept = { id: KEPT.id, email: KEPT.email, sentAt: SENT_AT, resendAt: SENT_AT, expiresAt: SENT_AT };
    const runtime = fakeRuntime(true, Response.json({ ok: true, verify: true, request: kept }));
    const response = await render(BookPage, {
      request: post('http://site.test/book', FIELDS),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/book/check-email?r=${KEPT.id}`);
    const [request] = runtime.contact.handle.mock.calls[0]!;
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(request.headers.get('origin')).toBe('http://site.test');
    expect(await request.json()).toEqual({
      name: 'Ada Visitor',
      email: 'ada@example.com',
      [BOOKING_FIELDS.clinician]: FIRST.id,
      [BOOKING_FIELDS.start]: new Date(TIMES[1]!.start).toISOString(),
      [BOOKING_FIELDS.forWhom]: 'myself',
    });
  });

  it('says to a request from a phone alone which number calls, by when, and the office hours', async () => {
    const time = { clinicianId: FIRST.id, start: new Date(TIMES[1]!.start).toISOString(), end: '' };
    const answerBy = new Date(TIMES[2]!.start).toISOString();
    fakeRuntime(true, Response.json({ ok: true, booking: time, phoneOnly: true, answerBy }));
    const response = await render(BookPage, {
      request: post('http://site.test/book', { ...FIELDS, email: '', phone: '404 555 0123' }),
    });
    const location = response.headers.get('location')!;
    expect(location).toMatch(/^\/book\/requested\?/);
    const page = await render(RequestedPage, {
      request: new Request(new URL(location, 'http://site.test')),
    });
    const text = parse(await page.text())
      .querySelector('main')!
      .text.replace(/\s+/g, ' ');
    expect(text).toContain(`Tue, Dec 1, 2:30 pm with ${clinicianLine(FIRST.id)}`);
    expect(text).toContain(CODE_COPY.phoneCalls(PRACTICE.phone.display, 'Thu, Dec 3, 9:00 am'));
    expect(text).toContain(CODE_COPY.officeHours(officeHoursWords(PRACTICE)));
  });

  it('asks for the code without JavaScript: the address and time repeated, a wrong code counted, the right one leads to her record', async () => {
    const runtime = fakeRuntime(true);
    const shown = await render(CheckPage, {
      request: new Request(`http://site.test/book/check-email?r=${KEPT.id}`),
    });
    expect(shown.status).toBe(200);
    const page = parse(await shown.text());
    const text = page.querySelector('main')!.text.replace(/\s+/g, ' ');
    expect(text).toContain(`${CODE_COPY.sentTo} ${KEPT.email}.`);
    expect(text).toContain(`Tue, Dec 1, 2:30 pm with ${clinicianLine(FIRST.id)}`);
    expect(text).toContain(CODE_COPY.lastSent('3:05 pm'));
    expect(page.querySelector('input[name="code"]')?.getAttribute('autocomplete')).toBe('one-time-code');
    expect(page.querySelector(`a[href="/book?r=${KEPT.id}"]`)?.text).toBe(CODE_COPY.wrongAddress);

    const wrong = await render(CheckPage, {
      request: post(`http://site.test/book/check-email?r=${KEPT.id}`, { r: KEPT.id, code: '111111' }),
    });
    expect(wrong.status).toBe(400);
    expect(parse(await wrong.text()).querySelector('[role="alert"] p')?.text).toBe(CODE_COPY.wrong(2));
    const right = await render(CheckPage, {
      request: post(`http://site.test/book/check-email?r=${KEPT.id}`, { r: KEPT.id, code: '123456' }),
    });
    expect(right.status).toBe(303);
    expect(runtime.booking.enterCode).toHaveBeenLastCalledWith(KEPT.id, '123456');
    const record = await render(RecordPage, {
      request: new Request(new URL(right.headers.get('location')!, 'http://site.test')),
    });
    const words = parse(await record.text())
      .querySelector('main')!
      .text.replace(/\s+/g, ' ');
    expect(words).toContain(clinicianLine(FIRST.id));
    expect(words).toContain('ending in 0123');
    expect(words).toContain('by Thu, Dec 3, 9:00 am');
    // "Wrong address?" brings the form back as she typed it, her time chosen.
    const again = parse(
      await (
        await render(BookPage, {
          request: new Request(`http://site.test/book?r=${KEPT.id}`),
        })
      ).text(),
    );
    expect(again.querySelector('#booking-email')?.getAttribute('value')).toBe(KEPT.email);
    expect(again.querySelector('input[type="radio"][checked]')?.getAttribute('value')).toBe(
      FIELDS[TIME_FIELD],
    );
    expect(again.querySelector(`input[name="${BOOKING_FIELDS.kept}"]`)?.getAttribute('value')).toBe(KEPT.id);
  });

  it('answers a taken time with the form filled in again and the next times', async () => {
    const next = [
      {
        clinicianId: FIRST.id,
        start: new Date(TIMES[2]!.start).toISOString(),
        end: new Date(TIMES[2]!.end).toISOString(),
      },
    ];
    fakeRuntime(true, Response.json({ ok: false, error: 'taken', next }, { status: 409 }));
    const response = await render(BookPage, {
      request: post('http://site.test/book', FIELDS),
    });
    expect(response.status).toBe(409);
    const document = parse(await response.text());
    expect(document.querySelector('[role="alert"] h2')?.text).toBe(BOOKING_COPY.taken);
    expect(document.querySelector('[role="alert"] fieldset label')?.text).toMatch(
      new RegExp(`^Thu, Dec 3, 9:00 am, ${literal(FIRST.name)}`),
    );
    expect(document.querySelector('#booking-name')?.getAttribute('value')).toBe('Ada Visitor');
  });

  it('answers a refused field with its message, and the typed values kept', async () => {
    fakeRuntime(
      true,
      Response.json({ ok: false, error: 'Please enter your name.', field: 'name' }, { status: 400 }),
    );
    const response = await render(BookPage, {
      request: post('http://site.test/book', { ...FIELDS, name: '' }),
    });
    expect(response.status).toBe(400);
    const document = parse(await response.text());
    expect(document.querySelector('[role="alert"]')?.text).toContain('Please enter your name.');
    expect(document.querySelector('#booking-email')?.getAttribute('value')).toBe('ada@example.com');
    expect(document.querySelector('#booking-name')?.getAttribute('aria-invalid')).toBe('true');
    // The chosen time comes back chosen, on its own clinician's day.
    expect(document.querySelector('input[type="radio"][checked]')?.getAttribute('value')).toBe(
      FIELDS[TIME_FIELD],
    );
  });
});

describe('a signed link’s page', () => {
  it('shows what the link does with one button, and acts only on the button’s post', async () => {
    const runtime = fakeRuntime(true);
    const shown = await render(LinkPage, {
      request: new Request('http://site.test/book/confirm?t=good'),
      params: { action: 'confirm' },
    });
    expect(shown.status).toBe(200);
    const page = parse(await shown.text());
    expect(page.querySelectorAll('main button')).toHaveLength(1);
    expect(page.querySelector('form button')?.text).toBe(LINK_COPY.confirm.button);
    expect(page.querySelector('form input[name="t"]')?.getAttribute('value')).toBe('good');
    expect(page.text).toContain(FIRST.name);
    expect(page.text).toContain('since become busy');
    expect(runtime.booking.followLink).not.toHaveBeenCalled();

    const done = await render(LinkPage, {
      request: post('http://site.test/book/confirm', { t: 'good' }),
      params: { action: 'confirm' },
    });
    expect(runtime.booking.followLink).toHaveBeenCalledWith('confirm', 'good');
    expect(parse(await done.text()).querySelector('[role="status"]')?.text).toBe(LINK_COPY.confirm.done);
  });

  it('answers a link that is not valid with a clear page and a 4xx', async () => {
    fakeRuntime(true);
    const response = await render(LinkPage, {
      request: new Request('http://site.test/book/cancel?t=forged'),
      params: { action: 'cancel' },
    });
    expect(response.status).toBe(400);
    expect(parse(await response.text()).querySelector('[role="alert"]')?.text).toMatch(/not valid/);
  });
});
