import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { z } from 'astro/zod';
import { parse } from 'yaml';
import { checkContent } from '../../src/lib/content-check/check-content.ts';
import { PRACTICE } from '#practice';
import { CONTENT_FOLDERS } from '../../src/lib/content/content-folders.ts';
import { answerSchema } from '../../src/lib/content/schemas.ts';
import { ASSOCIATE } from '../practice.ts';

/*
 * The browser editor under `npm run dev`: a writer creates an answer, the file it writes passes the
 * content check and renders, and a piece with a problem is reported. Every file these tests write has
 * a name starting "editor-test-", removed before and after them whatever their outcome.
 */

const root = join(import.meta.dirname, '..', '..');
const answersDir = join(root, CONTENT_FOLDERS.answers);
const PREFIX = 'editor-test-';

function removeTestFiles() {
  for (const name of readdirSync(answersDir)) {
    if (name.startsWith(PREFIX)) rmSync(join(answersDir, name), { force: true });
  }
}

test.beforeAll(removeTestFiles);
test.afterAll(removeTestFiles);

/** The frontmatter of an MDX file, parsed as the site's loader reads it. */
function frontmatter(file: string): Record<string, unknown> {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(readFileSync(file, 'utf8'));
  expect(match, `${file} starts with a frontmatter block`).not.toBeNull();
  return parse(match![1]!) as Record<string, unknown>;
}

const TLDR =
  'A short answer long enough for the listing: what a parent can try tonight, and when to call us.';

/** Opens a new answer in the editor and fills in the fields every answer needs. */
async function startAnswer(page: Page, title: string, body: string) {
  await page.goto('/keystatic/collection/answers/create', { timeout: 180_000 });
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Short answer' }).fill(TLDR);
  await page.getByRole('textbox', { name: "Practitioner's take" }).fill('Start small and start today.');
  await addListItem(page, 'Keywords', async (dialog) => {
    await dialog.getByRole('textbox').fill('editor test keyword');
  });
  await page.getByRole('button', { name: /Reviewer$/ }).click();
  await page.getByRole('option', { name: ASSOCIATE.name }).click();
  const editor = page.locator('[contenteditable="true"]').first();
  await editor.click();
  await page.keyboard.type(body);
}

/** Adds one item to a list field through the dialog the editor opens for it. */
async function addListItem(
  page: Page,
  label: string,
  fill: (dialog: ReturnType<Page['getByRole']>) => Promise<void>,
) {
  const group = page.getByRole('group', { name: label });
  await group.getByRole('button', { name: 'Add' }).click();
  const dialog = page.getByRole('dialog');
  await fill(dialog);
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toBeHidden();
}

test('a writer creates an answer that passes the content check, renders, and is deleted', async ({
  page,
}) => {
  const slug = `${PREFIX}${Date.now()}`;
  const title = `Editor test ${slug.slice(PREFIX.length)}`;
  const file = join(answersDir, `${slug}.mdx`);

  await startAnswer(page, title, 'Small steps at home help a child feel safe and heard.');
  await expect(page.getByRole('textbox', { name: 'Address' })).toHaveValue(
    `editor-test-${slug.slice(PREFIX.length)}`,
  );
  await addListItem(page, 'Related answers', async (dialog) => {
    await dialog.getByRole('textbox', { name: 'Link text' }).fill('When an adult child will not launch');
    await dialog.getByRole('combobox', { name: 'Answer' }).fill('adult-kid-wont-launch');
    await page.getByRole('option', { name: 'adult-kid-wont-launch' }).click();
  });
  await page.getByRole('checkbox', { name: /^Suicide:/ }).check();
  await page.getByRole('button', { name: 'Create' }).click();

  await expect.poll(() => existsSync(file), { timeout: 30_000 }).toBe(true);
  const data = frontmatter(file);
  const parsed = answerSchema(z.string().min(1)).safeParse(data);
  expect(parsed.error?.issues ?? []).toEqual([]);
  expect(data).toMatchObject({
    title,
    // The author is the first clinician unless the writer picks another; the reviewer is the one picked.
    author: PRACTICE.therapists[0]!.id,
    reviewer: ASSOCIATE.id,
    help: ['suicide'],
    related: [{ text: 'When an adult child will not launch', answer: 'adult-kid-wont-launch' }],
  });
  expect(checkContent(root).filter((problem) => problem.path.includes(slug))).toEqual([]);

  const view = await page.context().newPage();
  await view.goto(`/answers/${slug}`, { timeout: 180_000 });
  await expect(view.getByRole('heading', { level: 1 })).toHaveText(title);
  await view.close();

  // After creating a piece the editor shows it, with its actions.
  await expect(page).toHaveURL(new RegExp(`/keystatic/collection/answers/item/${slug}$`));
  await page.getByRole('button', { name: 'Delete entry…' }).click();
  await page.getByRole('button', { name: 'Yes, delete' }).click();
  await expect.poll(() => existsSync(file), { timeout: 30_000 }).toBe(false);
});

test('a piece with a missing field is refused, and one with a content problem is reported', async ({
  page,
}) => {
  await page.goto('/keystatic/collection/answers/create', { timeout: 180_000 });
  await page.getByRole('textbox', { name: 'Title' }).fill(`Editor test missing ${Date.now()}`);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('textbox', { name: 'Short answer' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText("Practitioner's take must not be empty")).toBeVisible();
  expect(readdirSync(answersDir).filter((name) => name.startsWith(PREFIX))).toEqual([]);

  // A piece the editor accepts but the content check does not: it speaks of an overdose without
  // declaring that help situation.
  await startAnswer(page, `Editor test ${Date.now()}`, 'After an overdose, a family needs a plan.');
  // The editor keeps an unsaved piece's address; the file is named after it.
  const slug = await page.getByRole('textbox', { name: 'Address' }).inputValue();
  expect(slug.startsWith(PREFIX)).toBe(true);
  await page.getByRole('button', { name: 'Create' }).click();
  const overlay = page.locator('vite-error-overlay');
  await expect(overlay).toBeAttached({ timeout: 30_000 });
  await expect(overlay).toContainText(`${CONTENT_FOLDERS.answers}/${slug}.mdx`);
  await expect(overlay).toContainText('add overdose to help');
});
