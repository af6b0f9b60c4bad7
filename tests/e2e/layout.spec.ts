import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { ADDRESS_LINE, PRACTICE, SITE } from '#practice';
import { footerLinks, headerLinks, staticPages } from '../../src/lib/pages/registry.ts';
import { consultationStep } from '../../src/lib/therapists/next-step.ts';
import { CLIENT_DIR } from '../site/built-site';
import { NOINDEX_ROUTES } from './routes';
import { SAME_FOR_EVERY_PRACTICE } from '../practice.ts';

// The header's sections and the footer's links, as the page registry gives them.
const SECTIONS = headerLinks().map(({ href, label }) => [href, label] as const);
const FOOTER_LINKS = [...footerLinks('explore'), ...footerLinks('notices')].map((link) => link.href);

test('the navigation marks the current section with aria-current', async ({ page }) => {
  for (const [path, label] of SECTIONS) {
    await page.goto(path);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  }
  await page.goto('/privacy');
  await expect(page.getByRole('navigation', { name: 'Main' }).locator('[aria-current]')).toHaveCount(0);
});

test('the navigation lists the seven links in order, a phone link and the consultation', async ({ page }) => {
  const step = consultationStep('header');
  // The booking page's own header too: it leads to the booking page itself, never to another site.
  for (const path of ['/about', ...(step.external ? [] : [step.href])]) {
    await page.goto(path);
    const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
    await expect(links).toHaveText(SECTIONS.map(([, label]) => label));
    await expect(
      page.getByRole('banner').getByRole('link', { name: PRACTICE.phone.display, exact: true }),
    ).toHaveAttribute('href', `tel:${PRACTICE.phone.tel}`);
    const schedule = page.getByRole('banner').getByRole('link', { name: step.label });
    await expect(schedule).toHaveAttribute('href', step.href);
    if (step.external) {
      await expect(schedule).toHaveAttribute('target', '_blank');
      await expect(schedule).toHaveAttribute('rel', /noopener/);
    } else {
      await expect(schedule).not.toHaveAttribute('target', /.*/);
    }
  }
});

test('the footer carries the practice details and every link of the spec', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(PRACTICE.name);
  await expect(footer).toContainText(PRACTICE.tagline);
  await expect(footer).toContainText(ADDRESS_LINE);
  await expect(footer).toContainText(`© ${PRACTICE.copyrightYear}`);
  await expect(footer.locator(`a[href="mailto:${PRACTICE.email}"]`)).toBeVisible();
  for (const href of [...FOOTER_LINKS, PRACTICE.links.knowledgePartner, SITE.attribution.url]) {
    await expect(footer.locator(`a[href="${href}"]`), href).not.toHaveCount(0);
  }
});

test(
  'the skip link is the first stop and moves focus to the main content',
  SAME_FOR_EVERY_PRACTICE,
  async ({ page }) => {
    await page.goto('/services');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  },
);

test('the placeholders have their own titles and are kept from search engines', async ({ page }) => {
  const placeholders = staticPages().filter((entry) => entry.kind === 'placeholder');
  expect(placeholders.length).toBeGreaterThan(0);
  const titles = new Set<string>();
  for (const { path, title } of placeholders) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${title} - Coming Soon`);
    titles.add(await page.title());
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
  }
  expect(titles.size).toBe(placeholders.length);
  for (const path of NOINDEX_ROUTES) {
    await page.goto(path);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  }
});

test('an unknown page answers 404 outside the layout and logs the missing path', async ({ page }) => {
  const warnings: string[] = [];
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
    // The browser reports the 404 status itself; anything else logged as an error is the page's fault.
    if (message.type() === 'error' && !/status of 404/.test(message.text())) errors.push(message.text());
  });
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expect(page.getByRole('link', { name: /home/i })).toHaveAttribute('href', '/');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  // The missing path is logged to the console as a warning, not an error: a wrong link is not a fault of the page.
  await expect.poll(() => warnings.some((e) => e.includes('/no-such-page'))).toBe(true);
  expect(errors).toEqual([]);
});

test('unknown article and answer addresses lead back to their library from the server', async ({ page }) => {
  await page.goto('/blog/no-such-article');
  await expect(page).toHaveURL(/\/blog$/);
  await page.goto('/answers/no-such-answer');
  await expect(page).toHaveURL(/\/answers$/);
});

test('on a static host, the not-found page itself leads unknown answers back to /answers', async ({
  page,
  request,
}) => {
  // A static host answers every unknown path with 404.html; emulate that for one address.
  const notFound = await (await request.get('/definitely-missing')).text();
  await page.route('**/answers/static-host-missing', (route) =>
    route.fulfill({ status: 404, contentType: 'text/html', body: notFound }),
  );
  await page.goto('/answers/static-host-missing');
  await expect(page).toHaveURL(/\/answers$/);
});

test(
  'responses are compressed, cached by kind and carry the security headers',
  SAME_FOR_EVERY_PRACTICE,
  async ({ request }) => {
    const page = await request.get('/', { headers: { 'Accept-Encoding': 'br' } });
    const headers = page.headers();
    expect(headers['content-encoding']).toBe('br');
    expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    const missing = await request.get('/no-such-page', { headers: { 'Accept-Encoding': 'br' } });
    expect(missing.status()).toBe(404);
    expect(missing.headers()['content-encoding']).toBe('br');
    expect(missing.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    // A hashed build file the page names (the stylesheet is inline; the heading font is a file).
    const font = (await page.text()).match(/\/_astro\/fonts\/[^"]+\.woff2/)?.[0];
    expect(font).toBeTruthy();
    const asset = await request.get(font!);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  },
);

test.describe('mobile menu @mobile-only', () => {
  test('opens and closes with its button, Escape and a chosen link', async ({ page }) => {
    await page.goto('/faq');
    const button = page.getByRole('button', { name: 'Open menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await button.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await button.click();
    await nav.getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('a reader downloads no menu code; a tap made before it arrives still opens the menu', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    // A slow phone: the menu's code takes a second to arrive after the tap asks for it.
    await page.route(/\/_astro\/MobileMenu\.[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.goto('/about', { waitUntil: 'networkidle' });
    expect(scripts.filter((url) => /MobileMenu|client\.|react/i.test(url))).toEqual([]);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }),
    ).toBeFocused();
    expect(scripts.some((url) => /MobileMenu/.test(url))).toBe(true);
  });

  test('the page behind the open menu is inert', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('#main-content')).toHaveJSProperty('inert', true);
    await page.keyboard.press('Escape');
    await expect(page.locator('#main-content')).toHaveJSProperty('inert', false);
  });
});

/**
 * In-page jumps to try: the link down to a piece's help box on the first built article or answer that
 * has one (a piece with the quick exit opens with the help itself, so it has none; on a phone its header
 * is the same one row), and the therapists page's link to its first clinician's card, which every
 * practice has.
 */
function inPageJumps(): { path: string; href: string }[] {
  const jumps = [{ path: '/therapists', href: `#${PRACTICE.therapists[0]!.id}` }];
  for (const folder of ['blog', 'answers']) {
    const dir = join(CLIENT_DIR, folder);
    const file = readdirSync(dir).find(
      (name) => name.endsWith('.html') && readFileSync(join(dir, name), 'utf8').includes('href="#help"'),
    );
    if (file) return [{ path: `/${folder}/${file.replace(/\.html$/, '')}`, href: '#help' }, ...jumps];
  }
  return jumps;
}

/** The alpha of a computed colour: rgba()'s fourth value, or what follows the slash of oklab(... / a); else 1. */
function alphaOf(color: string): number {
  if (color === 'transparent') return 0;
  const slash = /\/\s*([\d.]+)(%?)\s*\)$/.exec(color);
  if (slash) return Number(slash[1]) / (slash[2] ? 100 : 1);
  return Number(/^rgba\((?:[^,]+,){3}\s*([\d.]+)\)$/.exec(color)?.[1] ?? 1);
}

test.describe('the sticky header on a phone', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('is one opaque row of at most 64 px holding the quick exit as the first Tab stop after the skip link, and Escape still leaves', async ({
    page,
  }) => {
    await page.route('https://weather.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Weather</title>' }),
    );
    const header = page.getByRole('banner');
    await page.goto('/contact');
    // The theme follows the system's: switching it restyles the same page.
    const backgrounds = new Set<string>();
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      const look = await header.evaluate((el) => {
        const style = getComputedStyle(el);
        return {
          height: el.getBoundingClientRect().height,
          background: style.backgroundColor,
          blur: style.backdropFilter,
        };
      });
      expect(look.height, colorScheme).toBeLessThanOrEqual(64);
      expect(alphaOf(look.background), `${colorScheme}: ${look.background}`).toBe(1);
      expect(look.blur, colorScheme).toBe('none');
      backgrounds.add(look.background);
    }
    expect(backgrounds.size, 'one background per theme').toBe(2);
    await expect(header.getByRole('link', { name: /^Call/ })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(header.getByRole('link', { name: 'Leave this page quickly' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page).toHaveTitle('Weather');
  });

  for (const { path, href } of inPageJumps()) {
    test(`an in-page link on ${path} lands below the header`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(path);
      await page.locator(`main a[href="${href}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      const [headerBottom, targetTop] = await page.evaluate(
        (id) => [
          document.querySelector('header')!.getBoundingClientRect().bottom,
          document.getElementById(id)!.getBoundingClientRect().top,
        ],
        href.slice(1),
      );
      expect(targetTop).toBeGreaterThanOrEqual(headerBottom);
      expect(targetTop).toBeLessThan(headerBottom + 40);
    });
  }
});
