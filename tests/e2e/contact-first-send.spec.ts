/**
 * The first Send on an untouched contact form answers with the site's own message ("Please enter your
 * name." in the form's error box above the button), never the browser's bubble, whether the form's code
 * has arrived, is on its way, never arrives, or JavaScript is off (then the endpoint answers the plain
 * post with the same message and keeps what was typed).
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { holdScript } from './hold-script.ts';
import { ENDPOINT, SUCCESS, findEmail, island, unique } from './contact-shared.ts';

const NAME_MESSAGE = 'Please enter your name.';
const alert = (page: Page) => page.locator('#contact-form').getByRole('alert');
const send = (page: Page) => page.getByRole('button', { name: 'Send Message' });

function endpointRequests(page: Page) {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === ENDPOINT) requests.push(request);
  });
  return requests;
}

/** The browser's own bubble would leave its message on the field; the site's box is the only one. */
async function expectSiteMessage(page: Page, text: string) {
  await expect(alert(page)).toHaveText(text);
  await expect(alert(page)).toBeVisible();
}

test.describe('the first Send on an untouched contact form', () => {
  test('is answered by the site, once the code has arrived on that first tap @mobile', async ({
    page,
    isMobile,
  }) => {
    const requests = endpointRequests(page);
    await page.goto('/contact');
    await expect(island(page)).toHaveAttribute('ssr', '');
    if (isMobile) await send(page).tap();
    else await send(page).click();
    await expectSiteMessage(page, NAME_MESSAGE);
    await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
    await expect(page).toHaveURL(/\/contact$/);
    expect(requests).toEqual([]);
  });

  test('is answered by the site while the code is still on its way', async ({ page }) => {
    const slow = holdScript(page, 'ContactForm');
    await slow.ready;
    const requests = endpointRequests(page);
    await page.goto('/contact');
    await send(page).click();
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/\/contact$/);
    slow.release();
    await expectSiteMessage(page, NAME_MESSAGE);
    // Then the order of the schema: email, then message.
    await page.getByLabel('Name', { exact: true }).fill('Sam Lee');
    await send(page).click();
    await expectSiteMessage(page, 'Please enter a valid email.');
    await page.getByLabel('Email', { exact: true }).fill('sam@example.org');
    await send(page).click();
    await expectSiteMessage(page, 'Please enter a message.');
    expect(requests).toEqual([]);
  });

  test('is answered by the server when the code never arrives, with what was typed kept', async ({
    page,
  }) => {
    await page.route(/\/_astro\/ContactForm\.[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/contact');
    await page.getByLabel('Email', { exact: true }).fill('kim@example.org');
    await send(page).click();
    await expectSiteMessage(page, NAME_MESSAGE);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('kim@example.org');
  });

  test('without JavaScript the server answers with the same message and keeps what was typed @mobile', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/contact');
    const marker = unique('no-js-retry');
    await page.getByLabel('Email', { exact: true }).fill('robin@example.org');
    await page.getByLabel('Topic').selectOption({ index: 1 });
    const topic = await page.getByLabel('Topic').inputValue();
    await page.getByLabel('Message', { exact: true }).fill(`Kept <safe> & sound. ${marker}`);
    await send(page).click();
    await expectSiteMessage(page, NAME_MESSAGE);
    const name = page.getByLabel('Name', { exact: true });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toBeFocused();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('robin@example.org');
    await expect(page.getByLabel('Topic')).toHaveValue(topic);
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue(`Kept <safe> & sound. ${marker}`);

    await name.fill('Robin Park');
    await send(page).click();
    await expect(page).toHaveURL(/\/contact\/sent$/);
    await expect(page.getByText(SUCCESS)).toBeVisible();
    await expect.poll(() => findEmail(marker), { timeout: 10_000 }).not.toBeNull();
    await context.close();
  });
});
