import { expect, test, type Page } from '@playwright/test';
import { ADDRESS_LINE, FOUNDER, PRACTICE } from '#practice';
import { contactHref, helpResource } from '../../src/lib/help/help-lines.ts';
import { rateLines } from '../../src/lib/rates.ts';
import { staticPage } from '../../src/lib/pages/registry.ts';
import { CONSULTATION_LABEL } from '../../src/lib/practice-words.ts';
import { availabilityText } from '../../src/lib/therapists/availability.ts';
import { licenseText } from '../../src/lib/therapists/card-text.ts';
import { clinicianNextStep, consultationStep } from '../../src/lib/therapists/next-step.ts';
import { counted } from '../../src/lib/practice-words.ts';
import { literal, SAME_FOR_EVERY_PRACTICE } from '../practice.ts';

/** The clinicians with a website of their own, whose cards link to it. */
const WITH_WEBSITE = PRACTICE.therapists.filter((t) => t.website);

/** Requests that left the site's own origin. */
function watchForeignRequests(page: Page, baseURL: string) {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(baseURL) && !url.startsWith('data:')) foreign.push(url);
  });
  return foreign;
}

test.describe('home', () => {
  test('has every section of the spec', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRACTICE.homeHeading);
    const hero = page.locator('main > section').first();
    await expect(hero.getByRole('link', { name: 'Explore our services' })).toHaveAttribute(
      'href',
      '/services',
    );
    await expect(hero.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    // The founder's introduction and the practice's values under it, where the practice has a founder.
    if (FOUNDER) {
      await expect(
        page.getByRole('heading', { name: FOUNDER.intro?.heading ?? `Meet ${FOUNDER.name}` }),
      ).toBeVisible();
      if (FOUNDER.intro?.quote) await expect(page.locator('main blockquote')).toBeVisible();
      for (const value of PRACTICE.values) {
        await expect(page.getByRole('heading', { name: value.title })).toBeVisible();
      }
    } else await expect(page.locator('#founder')).toHaveCount(0);
    await expect(
      page.getByRole('region', { name: 'You might be in the right place if…' }).getByRole('listitem'),
    ).toHaveCount(PRACTICE.whoWeServe.length);
    await expect(page.getByRole('region', { name: 'How we can help' }).getByRole('listitem')).toHaveCount(
      PRACTICE.services.length,
    );
    await expect(page.getByRole('link', { name: /Get the free assessment/ })).toHaveAttribute(
      'href',
      PRACTICE.assessment.subscribe,
    );
    await expect(page.getByRole('heading', { name: PRACTICE.assessment.title })).toBeVisible();
    const closing = page.getByRole('region', { name: 'Ready when you are' });
    await expect(closing.getByRole('link', { name: CONSULTATION_LABEL })).toHaveAttribute(
      'href',
      consultationStep('closing').href,
    );
    await expect(closing.getByRole('link', { name: 'Read the FAQ' })).toHaveAttribute('href', '/faq');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      PRACTICE.metaDescription ?? PRACTICE.description,
    );
  });

  test(
    'the video loads nothing from YouTube until the visitor presses play',
    SAME_FOR_EVERY_PRACTICE,
    async ({ page, baseURL }) => {
      await page.route('https://www.youtube-nocookie.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>player</title>' }),
      );
      const foreign = watchForeignRequests(page, baseURL!);
      await page.goto('/');
      const facade = page.locator('[data-video-facade]');
      await facade.scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      expect(foreign).toEqual([]);
      const before = await facade.boundingBox();
      await facade.getByRole('link', { name: /Play video/ }).click();
      const frame = facade.locator('iframe');
      await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
      await expect(frame).toHaveAttribute('title', PRACTICE.links.video.title);
      const after = await facade.boundingBox();
      expect(after?.height).toBeCloseTo(before!.height, 0);
      await expect
        .poll(() => foreign.some((url) => url.startsWith('https://www.youtube-nocookie.com/')))
        .toBe(true);
      await expect(page.locator('#video').getByRole('link', { name: CONSULTATION_LABEL })).toHaveAttribute(
        'href',
        consultationStep('video').href,
      );
    },
  );
});

test.describe('therapists', () => {
  test('shows a card per clinician with picture, credentials, rates, specialties, phone, email and next step', async ({
    page,
  }) => {
    await page.goto('/therapists');
    const cards = page.locator('main article');
    await expect(cards).toHaveCount(PRACTICE.therapists.length);
    for (const card of await cards.all()) {
      await expect(card.locator('a[href^="tel:"]')).toHaveCount(1);
      await expect(card.locator('a[href^="mailto:"]')).toHaveCount(1);
      await expect(card.getByRole('link', { name: 'Your right to a Good Faith Estimate' })).toHaveAttribute(
        'href',
        '/good-faith-estimate',
      );
    }
    for (const therapist of PRACTICE.therapists) {
      const card = cards.filter({ has: page.getByRole('heading', { name: therapist.name }) });
      for (const line of rateLines(therapist)) await expect(card).toContainText(line);
      // A photograph when the practice gives one; else initials, never a drawn face.
      if (therapist.photo)
        await expect(card.locator('img').first()).toHaveAttribute('alt', therapist.photo.alt);
      else await expect(card.locator('[data-monogram]')).toBeVisible();
      const next = clinicianNextStep(therapist);
      await expect(card.getByRole('link', { name: `${next.label} with ${therapist.name}` })).toHaveAttribute(
        'href',
        next.href,
      );
      await expect(card).toContainText(availabilityText(therapist.availability));
      // Their own page on this site and their own website, each where the practice gives one.
      const more = card.getByRole('link', { name: /Learn More/ });
      if (therapist.profilePath) await expect(more).toHaveAttribute('href', therapist.profilePath);
      else await expect(more).toHaveCount(0);
      const visit = card.getByRole('link', { name: /Visit Website/ });
      if (therapist.website) {
        await expect(visit).toHaveAttribute('href', therapist.website);
        await expect(visit).toHaveAttribute('target', '_blank');
      } else await expect(visit).toHaveCount(0);
    }
  });

  test("another clinician's card leads on this site first; their website is a secondary link that says it leaves", async ({
    page,
    context,
  }) => {
    const clinician = WITH_WEBSITE.at(-1)!;
    const website = new URL(clinician.website!).href;
    await context.route(`${website}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: `<title>${clinician.name}</title>` }),
    );
    await page.goto('/therapists');
    const card = page.locator('main article').filter({ hasText: clinician.name });
    const next = clinicianNextStep(clinician);
    await expect(card.getByRole('link', { name: `${next.label} with ${clinician.name}` })).toHaveAttribute(
      'href',
      next.href,
    );
    // The card itself is no link: a click on its heading goes nowhere.
    await card.getByRole('heading', { name: clinician.name }).click();
    await expect(page).toHaveURL(/\/therapists$/);
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      card.getByRole('link', { name: /Visit Website.*leaves this site/ }).click(),
    ]);
    await expect(popup).toHaveURL(website);
  });

  test('the bottom banner offers the consultation and a call', async ({ page }) => {
    await page.goto('/therapists');
    const banner = page.getByRole('region', { name: 'Not sure who to see?' });
    const step = consultationStep('therapistsBanner');
    const schedule = banner.getByRole('link', { name: step.label });
    await expect(schedule).toHaveAttribute('href', step.href);
    if (step.external) await expect(schedule).toHaveAttribute('target', '_blank');
    else await expect(schedule).not.toHaveAttribute('target', /.*/);
    await expect(banner.getByRole('link', { name: /Call/ })).toHaveAttribute(
      'href',
      `tel:${PRACTICE.phone.tel}`,
    );
  });
});

test("the founder's page has their approach, contact buttons and ProfilePage data", async ({ page }) => {
  test.skip(!FOUNDER?.profilePath, 'this practice has no founder with a page of their own');
  const founder = FOUNDER!;
  await page.goto(founder.profilePath!);
  await expect(
    page.getByRole('link', { name: `← Back to ${staticPage('/therapists')!.title}` }),
  ).toHaveAttribute('href', '/therapists');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(founder.name);
  await expect(page.locator('main [data-license]')).toContainText(licenseText(founder));
  const written = founder.profile!;
  for (const heading of [...written.sections.map((s) => s.title), `Who ${founder.shortName} works with`]) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
  for (const client of written.clients) {
    await expect(page.getByRole('heading', { name: client.title, exact: true })).toBeVisible();
  }
  for (const paragraph of written.sections.flatMap((s) => s.body)) {
    await expect(page.getByText(paragraph)).toBeVisible();
  }
  await expect(
    page.getByRole('link', { name: new RegExp(`Call ${literal(founder.phone.display)}`) }),
  ).toHaveAttribute('href', `tel:${founder.phone.tel}`);
  await expect(page.getByRole('link', { name: `Email ${founder.shortName}` })).toHaveAttribute(
    'href',
    `mailto:${founder.email}`,
  );
  const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) =>
    JSON.parse(t),
  );
  const profile = data.find((d) => d['@type'] === 'ProfilePage');
  expect(profile.mainEntity['@type']).toBe('Person');
  expect(profile.mainEntity.hasCredential.length).toBeGreaterThan(0);
  expect(profile.mainEntity.worksFor['@id']).toMatch(/#practice$/);
});

test("services lists the practice's services with what each addresses, and its steps", async ({ page }) => {
  await page.goto('/services');
  const services = page.locator('main section[id]').filter({ has: page.getByText('What we address') });
  await expect(services).toHaveCount(PRACTICE.services.length);
  for (const { id, details } of PRACTICE.services) {
    await expect(page.locator(`main section#${id}`).getByRole('listitem')).toHaveText(details);
  }
  await expect(
    page.getByRole('heading', { name: `${counted(PRACTICE.approach.length, 'step')}, at your pace` }),
  ).toBeVisible();
  const steps = page.locator('#approach ol > li');
  await expect(steps).toHaveCount(PRACTICE.approach.length);
  for (const [index, step] of PRACTICE.approach.entries()) {
    await expect(steps.nth(index).getByRole('heading')).toHaveText(`Step ${index + 1}: ${step.title}`);
  }
  await expect(page.locator('main a[href="/contact"]').first()).toBeVisible();
  await expect(page.locator('main a[href="/faq"]').first()).toBeVisible();
});

test.describe('FAQ', () => {
  test('opens one question at a time and closes the open one', async ({ page }) => {
    // The accordion hydrates on the first tap or focus (client:interaction): nothing waits for it.
    await page.goto('/faq');
    const questions = page.locator('main h2 button');
    await expect(questions).toHaveCount(PRACTICE.faq.length);
    const first = questions.nth(0);
    const second = questions.nth(1);
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const firstPanel = page.locator(`#${await first.getAttribute('aria-controls')}`);
    await expect(firstPanel).toBeVisible();
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(firstPanel).toBeHidden();
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('main [aria-expanded="true"]')).toHaveCount(0);
  });

  test(
    'a question tapped before the accordion code arrives opens once it has',
    SAME_FOR_EVERY_PRACTICE,
    async ({ page }) => {
      await page.route(/\/_astro\/FaqAccordion\.[\w-]+\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await route.continue();
      });
      await page.goto('/faq', { waitUntil: 'networkidle' });
      const first = page.locator('main h2 button').first();
      await expect(page.locator('main astro-island[ssr]')).toHaveCount(1);
      await first.click();
      await expect(first).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator(`#${await first.getAttribute('aria-controls')}`)).toBeVisible();
    },
  );

  test('works from the keyboard', async ({ page }) => {
    // The accordion hydrates on the first tap or focus (client:interaction): nothing waits for it.
    await page.goto('/faq');
    const questions = page.locator('main h2 button');
    await questions.nth(0).focus();
    await page.keyboard.press('ArrowDown');
    await expect(questions.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(questions.last()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(questions.nth(0)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
  });

  test('every answer is in the HTML and readable without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL! });
    const page = await context.newPage();
    await page.goto('/faq');
    for (const { answer } of PRACTICE.faq) await expect(page.getByText(answer)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Meet our therapists' })).toHaveAttribute(
      'href',
      '/therapists',
    );
    await context.close();
  });
});

test.describe('contact', () => {
  test('shows the practice details and the crisis notice with call and text links', async ({ page }) => {
    await page.goto('/contact');
    const main = page.locator('main');
    await expect(main).toContainText(ADDRESS_LINE);
    await expect(main.locator(`a[href="tel:${PRACTICE.phone.tel}"]`).first()).toBeVisible();
    await expect(main.locator(`a[href="mailto:${PRACTICE.email}"]`)).toBeVisible();
    await expect(main).toContainText(PRACTICE.hours[0]!);
    const crisis = page.getByRole('complementary', { name: /In crisis/ });
    await expect(crisis.locator('a:not([lang])[href="tel:988"]')).toHaveCount(1);
    await expect(crisis.locator('a:not([lang])[href="sms:988"]')).toHaveCount(1);
    await expect(crisis.locator('a[lang="es"][href="tel:988"]')).toHaveCount(1);
    // Each of the practice's general crisis lines, once.
    for (const id of PRACTICE.help.general)
      for (const contact of helpResource(PRACTICE.help, id).contact.filter((each) => each.kind !== 'web'))
        await expect(crisis.locator(`a:not([lang])[href="${contactHref(contact)}"]`)).toHaveCount(1);
    await expect(crisis.locator('a[href="tel:911"]')).toHaveCount(1);
  });

  test(
    'the map loads nothing from Google until the visitor asks for it',
    SAME_FOR_EVERY_PRACTICE,
    async ({ page, baseURL }) => {
      await page.route('https://www.google.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>map</title>' }),
      );
      const foreign = watchForeignRequests(page, baseURL!);
      await page.goto('/contact');
      await page.waitForLoadState('networkidle');
      expect(foreign).toEqual([]);
      await expect(page.getByRole('link', { name: /Open in Maps/ })).toHaveAttribute(
        'href',
        /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
      );
      await page.getByRole('button', { name: 'Show map' }).click();
      await expect(page.locator('[data-map-facade] iframe')).toHaveAttribute('src', /output=embed/);
      await expect.poll(() => foreign.length).toBeGreaterThan(0);
    },
  );
});

test('thank-you welcomes the visitor, offers the download and stays out of search', async ({
  page,
  request,
}) => {
  await page.goto('/thank-you');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're In. Let's Begin.");
  await expect(page.getByText(`"${PRACTICE.assessment.title}", is on its way to your inbox`)).toBeVisible();
  const download = page.getByRole('link', { name: /Download now/ });
  await expect(download).toHaveAttribute('href', PRACTICE.assessment.download);
  await expect(download).toHaveAttribute('target', '_blank');
  const step = consultationStep('thankYou');
  await expect(page.getByRole('main').getByRole('link', { name: step.label })).toHaveAttribute(
    'href',
    step.href,
  );
  await expect(
    page.getByText(
      new RegExp(`Created by ${literal(FOUNDER?.name ?? PRACTICE.name)}.*100% private and confidential`),
    ),
  ).toBeVisible();
  await expect(
    page.getByRole('complementary', { name: /In crisis/ }).locator('a:not([lang])[href="tel:988"]'),
  ).toHaveCount(1);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  expect(sitemap).not.toContain('/thank-you');
});

test('legal notices are real pages with a visible date', async ({ page }) => {
  const notices = {
    '/good-faith-estimate': /1-800-985-3059/,
    '/hipaa-notice': /42 CFR Part 2/,
    '/privacy': /youtube-nocookie\.com|YouTube/,
    '/terms': /Cancellations and missed sessions/,
    '/notice-of-rights': /cancellation policy/,
    '/accessibility': /WCAG\)? 2\.2/,
  };
  for (const [path, expected] of Object.entries(notices)) {
    await page.goto(path);
    await expect(page.locator('main time').first(), path).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
    await expect(page.locator('main'), path).toContainText(expected);
    expect(await page.locator('main .prose-article').innerText(), path).toMatch(/\w{3,}/);
    // Working text awaiting counsel is flagged in the data for the practice, not shown to readers.
    await expect(page.locator('main'), path).not.toContainText(/pending review|legal counsel/i);
  }
  await page.goto('/good-faith-estimate');
  await expect(page.locator('main')).toContainText('$400');
});
