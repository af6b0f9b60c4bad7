/**
 * The answer to a form post made without JavaScript that the endpoint refused: the built contact page
 * itself, with what the visitor typed put back in its fields and why it was refused in the form's error
 * box above the button, as the live form would show it. A refused field is marked invalid, focused, and
 * its message shown under it too; a message refused as a whole (too many messages, the server busy) puts
 * focus on the box, whose words say what to do. The page is served without the form's island (a plain
 * form from then on), because React would discard the filled-in markup when it hydrated.
 */
import { parse, type HTMLElement } from 'node-html-parser';
import type { ContactField } from '../../lib/contact/contact-schema.ts';
import { escapeHtml } from '../http/escape-html.ts';

export interface FormRetry {
  values: Record<string, unknown>;
  error: string;
  /** The refused field; absent when the message was refused as a whole. */
  field?: ContactField | undefined;
}

const ID = 'contact-form';
const BOX_ID = `${ID}-status`;
/** The markup the island renders for a refusal (src/components/islands/ContactForm.tsx). */
const ICON_PATH =
  'M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm-.9 4h1.8v6h-1.8v-6Zm0 7.5h1.8v1.8h-1.8V13Z';
const icon = (size: string) =>
  `<svg aria-hidden="true" class="mt-0.5 ${size} shrink-0" viewBox="0 0 20 20" fill="currentColor"><path d="${ICON_PATH}"></path></svg>`;
const BOX_CLASS =
  'flex gap-3 rounded-lg border-2 border-danger bg-danger-soft px-4 py-3 font-medium text-danger';
const FIELD_ERROR_CLASS = 'mt-1.5 flex gap-1.5 text-sm font-medium text-danger';
/** Said first in the tab's title, so a screen reader announces the refusal as the page loads. */
const TITLE_PREFIX = 'Not sent: ';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The contact page's HTML with the refused post's values and message; null when it is not that page. */
export function formRetryPage(html: string, { values, error, field }: FormRetry): string | null {
  const document = parse(html);
  const island = document
    .querySelectorAll('astro-island')
    .find((element) => element.getAttribute('component-url')?.includes('ContactForm'));
  const form = island?.querySelector('form');
  if (!island || !form || !form.querySelector(`#${ID}-name`)) return null;
  // A plain form from now on: the island's markup without the island.
  const plain = parse('<div></div>').firstChild as HTMLElement;
  plain.set_content(island.childNodes);
  island.replaceWith(plain);

  for (const name of ['name', 'email', 'phone']) {
    form.querySelector(`#${ID}-${name}`)?.setAttribute('value', escapeHtml(text(values[name])));
  }
  const message = form.querySelector(`#${ID}-message`);
  if (message) message.textContent = text(values['message']);
  // Every choice the form offers keeps the option the visitor picked.
  for (const name of ['topic', 'replyBy', 'voicemail']) {
    for (const option of form.querySelectorAll(`#${ID}-${name} option`)) {
      if (option.getAttribute('value') === text(values[name])) option.setAttribute('selected', '');
      else option.removeAttribute('selected');
    }
  }

  const box = `<div id="${BOX_ID}" tabindex="-1" class="${BOX_CLASS}"${field ? '' : ' autofocus'}>${icon('size-5')}<p>${escapeHtml(error)}</p></div>`;
  form.querySelector('[role="alert"]')?.set_content(box);
  const input = field ? form.querySelector(`#${ID}-${field}`) : null;
  if (input) {
    const errorId = `${ID}-${field}-error`;
    const described = [input.getAttribute('aria-describedby'), errorId].filter(Boolean).join(' ');
    input.setAttribute('aria-invalid', 'true');
    input.setAttribute('aria-describedby', described);
    input.setAttribute('autofocus', '');
    input.insertAdjacentHTML(
      'afterend',
      `<p id="${errorId}" class="${FIELD_ERROR_CLASS}">${icon('size-4')}${escapeHtml(error)}</p>`,
    );
  }
  const title = document.querySelector('title');
  if (title) title.textContent = `${TITLE_PREFIX}${title.text}`;
  return document.toString();
}
