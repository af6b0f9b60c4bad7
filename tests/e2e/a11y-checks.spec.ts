import { expect, test, type Page } from '@playwright/test';
import { audit, setTextSpacing } from './a11y/audit';
import { axeViolations, darkContrastViolations } from './a11y/axe';
import { watchForErrors } from './a11y/errors';

/*
 * The in-page checks (a11y/in-page.ts) catch what they are for: a page built to fail each of them, so a
 * check that finds nothing on the site has shown it can find something. No server: the page is set
 * directly. Desktop only: the checks are the same code on both profiles.
 */
const FAILING_PAGE = `<!doctype html>
<html lang="en"><head><title>Failing page</title><style>
  body { margin: 0; font: 16px/1.4 sans-serif; background: #fbf8f3; color: #1d2629; }
  header { position: sticky; top: 0; height: 80px; background: #fbf8f3; }
  :focus-visible { outline: 3px solid #a14d28; outline-offset: 2px; }
  .dark { background: #153f3c; color: #fbf8f3; padding: 1rem; }
  .no-ring:focus-visible { outline: none; }
  .tiny { display: inline-block; width: 10px; height: 10px; }
  .wide { width: 600px; }
  .fixed { height: 22px; overflow: hidden; width: 200px; }
  .filled { background: #1f5f5b; color: #fff; border: 0; padding: 8px 16px; }
  .on { background: #1f5f5b; color: #fff; }
  .toggle { border: 2px solid #1f5f5b; padding: 8px 16px; }
  .spin { animation: spin 2s linear infinite; width: 20px; height: 20px; }
  .fade { transition: opacity 400ms; }
  @keyframes spin { to { transform: rotate(360deg); } }
</style></head>
<body>
  <header><nav><a href="/one">Read more</a></nav></header>
  <nav><a href="/two">Read more</a></nav>
  <main>
    <h1>Title</h1>
    <h3>A skipped level</h3>
    <button aria-label="Close dialog">Send</button>
    <button class="no-ring">No ring</button>
    <p class="dark"><a href="/dark">On a dark band</a></p>
    <p><a class="tiny" href="/a"></a><a class="tiny" href="/b"></a></p>
    <div class="wide">A box wider than a phone</div>
    <div class="fixed">A box of fixed height whose text wraps onto more lines once spacing grows</div>
    <button class="filled">Filled</button>
    <div role="group"><button class="toggle on" aria-pressed="true">On</button><button class="toggle" aria-pressed="false">Off</button></div>
    <div class="spin"></div>
    <a class="fade" href="/fade">Fades</a>
    <p style="height: 900px">Room to scroll.</p>
    <p><a id="last" href="/last">Last link</a></p>
  </main>
  <main><p>A second main</p></main>
</body></html>`;

async function load(page: Page) {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.setContent(FAILING_PAGE);
  await axeViolations(page);
  await page.keyboard.press('Tab');
}

const includes = (problems: string[], ...parts: string[]) =>
  expect(problems, parts.join(' / ')).toEqual(
    expect.arrayContaining(parts.map((part) => expect.stringContaining(part))),
  );

test('the structure check finds label-in-name and link text, and a page that opens on a lower heading', async ({
  page,
}) => {
  await load(page);
  includes(
    await audit(page, 'structure'),
    'its name "Close dialog" does not contain its visible label "Send"',
    'links named "read more" lead to 2 places: /one, /two',
  );
  await page.setContent(
    '<!doctype html><html lang="en"><title>Headings</title><main><h2>Opens</h2><h1>Title</h1></main>',
  );
  await axeViolations(page);
  includes(
    await audit(page, 'structure'),
    'the first heading is <h2> "Opens", level 2, not a level-1 heading',
  );
});

test("axe, as the site runs it, finds what the site's own checks left to it: two mains, landmarks alike, a skipped heading level, small targets", async ({
  page,
}) => {
  await load(page);
  const found = (await axeViolations(page)).map((line) => line.split(':')[0]);
  expect(found).toEqual(
    expect.arrayContaining(['landmark-no-duplicate-main', 'landmark-unique', 'heading-order', 'target-size']),
  );
});

test('the focus check finds a missing ring, a ring without contrast, and focus under the sticky header', async ({
  page,
}) => {
  await load(page);
  includes(
    await audit(page, 'focus'),
    '<button> "No ring" shows no focus indicator',
    '<a> "On a dark band": its focus outline has 2.00:1 contrast',
  );
  // Going backwards, each control scrolls in at the top of the window, under the 80 px sticky header.
  includes(await audit(page, 'obscured'), 'under a fixed or sticky element when focused going backwards');
});

test('the reflow and text checks find sideways scrolling and text cut off under the spacing override', async ({
  page,
}) => {
  await load(page);
  await page.setViewportSize({ width: 320, height: 256 });
  includes(await audit(page, 'reflow'), 'the page scrolls sideways', '"A box wider than a phone" reaches');
  await setTextSpacing(page, true);
  includes(await audit(page, 'textClipping'), 'text of <div> "A box of fixed height');
});

test('the forced-colours check finds a filled button without an edge and a state shown by colour alone', async ({
  page,
}) => {
  await load(page);
  await audit(page, 'shapes');
  await page.emulateMedia({ forcedColors: 'active' });
  includes(
    await audit(page, 'forcedColors'),
    '<button> "Filled" has no border under forced colours',
    '<button> "On" looks the same as <button> "Off" under forced colours, though it is pressed',
  );
});

test('the reduced-motion check finds animations and transitions that ignore the preference', async ({
  page,
}) => {
  await load(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  includes(await audit(page, 'reducedMotion'), 'has a spin animation', 'has a 0.4s transition');
});

test('the error watch finds a logged error, a script that throws and a failed request', async ({ page }) => {
  const errors = watchForErrors(page);
  await page.setContent(`<!doctype html><title>Errors</title>
    <script>console.error('logged on purpose'); setTimeout(() => { throw new Error('thrown on purpose'); });</script>
    <img alt="" src="http://127.0.0.1:9/missing.png">`);
  await expect
    .poll(() => errors)
    .toEqual(
      expect.arrayContaining([
        'logged on purpose',
        'thrown on purpose',
        'failed http://127.0.0.1:9/missing.png',
      ]),
    );
});

const THEMED_PAGE = (extra: string) => `<!doctype html>
<html lang="en"><head><title>Themed page</title><style>
  body { margin: 0; font: 16px/1.4 sans-serif; background: #fbf8f3; color: #1d2629; }
  .pale { color: #c9c4bb; }
  @media (prefers-color-scheme: dark) {
    body { background: #131b1c; color: #e8e4dc; }
    .faint { color: #2f3a3c; }
    .pale { color: #e8e4dc; }
  }
</style></head>
<body><main><h1>Title</h1><p>Text that reads in both themes.</p>${extra}</main></body></html>`;

test('the contrast check skips a page whose colours were all checked, in each theme, and finds a text that fails in one theme only', async ({
  page,
}) => {
  // axe stays on the window it was injected into (setContent keeps the window): removed, then looked for.
  const axeRan = () => page.evaluate(() => 'axe' in window);
  const forgetAxe = () => page.evaluate(() => delete (window as { axe?: unknown }).axe);
  await page.setContent(THEMED_PAGE(''));
  expect(await axeViolations(page, [], { newContrastOnly: true })).toEqual([]);
  expect(await darkContrastViolations(page, { onlyNew: true })).toEqual([]);
  await forgetAxe();
  await page.setContent(THEMED_PAGE('<p>More text in the same colours.</p>'));
  expect(await darkContrastViolations(page, { onlyNew: true })).toEqual([]);
  expect(await axeRan(), 'axe ran on colours already checked').toBe(false);
  // The light run still runs every other rule, and finds a text only the light theme makes pale.
  expect(await axeViolations(page, [], { newContrastOnly: true })).toEqual([]);
  await page.setContent(THEMED_PAGE('<p>Same colours</p><img src="data:,">'));
  includes(await axeViolations(page, [], { newContrastOnly: true }), 'image-alt');
  await page.setContent(THEMED_PAGE('<p class="pale">Pale in the light theme only.</p>'));
  includes(await axeViolations(page, [], { newContrastOnly: true }), 'color-contrast: .pale');
  // The same page with one text that only the dark theme makes faint.
  await page.setContent(THEMED_PAGE('<p class="faint">Faint in the dark theme only.</p>'));
  expect(await axeViolations(page, [], { newContrastOnly: true }), 'light theme').toEqual([]);
  includes(await darkContrastViolations(page, { onlyNew: true }), 'color-contrast: .faint');
});
