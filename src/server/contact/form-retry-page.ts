/**
 * The answer to a form post made without JavaScript that the schema refused: the built contact page
 * itself, with what the visitor typed put back in its fields, the refused field marked invalid and
 * focused, and the schema's message in the form's error box above the button, as the live form would
 * show it. The page is served without the form's island (a plain form from then on), because React
 * would discard the filled-in markup when it hydrated.
 */
import type { ContactField } from '../../lib/contact/contact-schema.ts';

export interface FormRetry {
  values: Record<string, unknown>;
  error: string;
  field: ContactField;
}

const ID = 'contact-form';
const BOX_ID = `${ID}-status`;
/** The same box the island renders for an error (src/components/islands/ContactForm.tsx). */
const BOX_CLASS =
  'flex gap-3 rounded-lg border-2 border-danger bg-danger-soft px-4 py-3 font-medium text-danger';
const BOX_ICON =
  '<svg aria-hidden="true" class="mt-0.5 size-5 shrink-0" viewBox="0 0 20 20" fill="currentColor"><path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm-.9 4h1.8v6h-1.8v-6Zm0 7.5h1.8v1.8h-1.8V13Z"></path></svg>';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Sets (or replaces) one attribute in an opening tag. */
function setAttribute(tag: string, name: string, value: string | true): string {
  const without = tag.replace(new RegExp(`\\s${name}(?:="[^"]*")?(?=[\\s/>])`, 'i'), '');
  const attribute = value === true ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`;
  return without.replace(/\s*\/?>$/, (end) => `${attribute}${end.trim() === '/>' ? '/>' : '>'}`);
}

function attributeOf(tag: string, name: string): string | null {
  return new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1] ?? null;
}

/** Edits the opening tag of the element with this id. */
function editTag(html: string, id: string, edit: (tag: string) => string): string {
  return html.replace(new RegExp(`<(input|textarea|select)\\b[^>]*\\sid="${id}"[^>]*>`), (tag) => edit(tag));
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The contact page's HTML with the refused post's values and message; null when it is not that page. */
export function formRetryPage(html: string, { values, error, field }: FormRetry): string | null {
  const island = /<astro-island\b[^>]*component-url="[^"]*ContactForm[^"]*"[^>]*>/.exec(html);
  if (!island || !html.includes(`id="${ID}-name"`)) return null;
  const end = html.indexOf('</astro-island>', island.index);
  if (end < 0) return null;
  let page =
    html.slice(0, island.index) +
    '<div>' +
    html.slice(island.index + island[0].length, end) +
    '</div>' +
    html.slice(end + '</astro-island>'.length);

  for (const name of ['name', 'email', 'phone']) {
    page = editTag(page, `${ID}-${name}`, (tag) => setAttribute(tag, 'value', text(values[name])));
  }
  page = page.replace(
    /(<textarea\b[^>]*\sid="contact-form-message"[^>]*>)[\s\S]*?(<\/textarea>)/,
    (_, open: string, close: string) => `${open}${escapeHtml(text(values['message']))}${close}`,
  );
  // Every choice the form offers keeps the option the visitor picked.
  for (const name of ['topic', 'replyBy', 'voicemail']) {
    page = page.replace(
      new RegExp(`(<select\\b[^>]*\\sid="${ID}-${name}"[^>]*>)([\\s\\S]*?)(<\\/select>)`),
      (_, open: string, options: string, close: string) =>
        open +
        options.replace(/<option\b[^>]*>/g, (option) => {
          const plain = option.replace(/\sselected(?:="[^"]*")?/, '');
          const value = attributeOf(plain, 'value');
          return value !== null && value === escapeHtml(text(values[name]))
            ? setAttribute(plain, 'selected', true)
            : plain;
        }) +
        close,
    );
  }
  page = editTag(page, `${ID}-${field}`, (tag) => {
    const described = [attributeOf(tag, 'aria-describedby'), BOX_ID].filter(Boolean).join(' ');
    return setAttribute(
      setAttribute(setAttribute(tag, 'aria-invalid', 'true'), 'aria-describedby', described),
      'autofocus',
      true,
    );
  });
  const box = `<div id="${BOX_ID}" tabindex="-1" class="${BOX_CLASS}">${BOX_ICON}<p>${escapeHtml(error)}</p></div>`;
  return page.replace(/(<div role="alert" aria-atomic="true">)(<\/div>)/, `$1${box}$2`);
}
