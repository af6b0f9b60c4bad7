import { getContainerRenderer } from '@astrojs/react/container-renderer';
import type { SSRManifest } from 'astro';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { loadRenderers } from 'astro:container';
import { parse } from 'node-html-parser';
import { describe, expect, it, vi } from 'vitest';
import { formRetryPage } from '@/server/contact/form-retry-page';
import { CONTACT_TOPICS } from '@/lib/contact/contact-topics';

async function contactSection(): Promise<string> {
  // Imported afresh: another file's feature-flag stubs may have left a different site config cached.
  vi.resetModules();
  const { default: ContactFormSection } = await import('@/components/contact/ContactFormSection.astro');
  const container = await AstroContainer.create({
    renderers: await loadRenderers([getContainerRenderer()]),
    manifest: { clientDirectives: new Map([['interaction', '/* interaction */']]) } as unknown as SSRManifest,
  });
  return `<!doctype html><html><head><title>Contact Us</title></head><body><main>${await container.renderToString(ContactFormSection)}</main></body></html>`;
}

/** A topic of the form past the first, so the one put back is not the select's default. */
const TOPIC = CONTACT_TOPICS[1]!.label;

describe('formRetryPage', () => {
  it('puts back what was typed, marks and focuses the refused field and shows the message above the button', async () => {
    const html = await contactSection();
    const page = formRetryPage(html, {
      values: {
        name: '',
        email: 'kim@example.org',
        phone: '404 555 0100',
        topic: TOPIC,
        message: 'Hi <b>"there"</b> & bye',
        replyBy: 'text',
        voicemail: 'no',
      },
      error: 'Please enter your name.',
      field: 'name',
    });
    expect(page).not.toBeNull();
    const document = parse(page!);
    // A plain form from now on: no island to hydrate over the filled-in markup.
    expect(document.querySelector('astro-island')).toBeNull();
    const form = document.querySelector('form')!;
    expect(form.hasAttribute('novalidate')).toBe(true);
    const name = document.getElementById('contact-form-name')!;
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.hasAttribute('autofocus')).toBe(true);
    // The same words under the field, where focus takes the visitor, as its description.
    expect(name.getAttribute('aria-describedby')).toBe('contact-form-name-error');
    expect(name.nextElementSibling?.id).toBe('contact-form-name-error');
    expect(name.nextElementSibling?.text.trim()).toBe('Please enter your name.');
    expect(document.getElementById('contact-form-email')!.getAttribute('value')).toBe('kim@example.org');
    expect(document.getElementById('contact-form-phone')!.getAttribute('value')).toBe('404 555 0100');
    expect(document.querySelector('#contact-form-topic option[selected]')?.getAttribute('value')).toBe(TOPIC);
    expect(document.querySelector('#contact-form-replyBy option[selected]')?.getAttribute('value')).toBe(
      'text',
    );
    expect(document.querySelector('#contact-form-voicemail option[selected]')?.getAttribute('value')).toBe(
      'no',
    );
    expect(document.getElementById('contact-form-message')!.text).toBe('Hi <b>"there"</b> & bye');
    const alert = form.querySelector('[role="alert"]')!;
    expect(alert.text.trim()).toBe('Please enter your name.');
    // Above the button.
    expect(page!.indexOf('Please enter your name.')).toBeLessThan(page!.indexOf('type="submit"'));
    expect(page!.match(/autofocus/g)).toHaveLength(1);
    expect(document.querySelector('title')?.text).toBe('Not sent: Contact Us');
    expect(page!.startsWith('<!doctype html>')).toBe(true);
  });

  it('says why a message refused as a whole was refused, keeps what was typed and focuses the reason', async () => {
    const error = 'Too many messages from your connection. Please wait a few minutes and try again.';
    const page = formRetryPage(await contactSection(), {
      values: { name: 'Kim', email: 'kim@example.org', message: 'Still here & waiting' },
      error,
    })!;
    const document = parse(page);
    const box = document.querySelector('form [role="alert"] #contact-form-status')!;
    expect(box.text.trim()).toBe(error);
    expect(box.hasAttribute('autofocus')).toBe(true);
    expect(page.match(/autofocus/g)).toHaveLength(1);
    expect(document.querySelector('[aria-invalid]')).toBeNull();
    expect(document.getElementById('contact-form-name')!.getAttribute('value')).toBe('Kim');
    expect(document.getElementById('contact-form-message')!.text).toBe('Still here & waiting');
  });

  it('keeps the message field note in its description and escapes everything typed', async () => {
    const page = formRetryPage(await contactSection(), {
      values: { name: '"><script>alert(1)</script>', email: 'x', message: '' },
      error: 'Please enter a message.',
      field: 'message',
    })!;
    expect(page).not.toContain('<script>alert(1)</script>');
    const message = parse(page).getElementById('contact-form-message')!;
    expect(message.getAttribute('aria-describedby')).toBe(
      'contact-form-message-note contact-form-message-error',
    );
    expect(parse(page).getElementById('contact-form-name')!.getAttribute('value')).toBe(
      '"><script>alert(1)</script>',
    );
  });

  it('gives null for a page without the form', () => {
    expect(
      formRetryPage('<html><body>other</body></html>', { values: {}, error: 'x', field: 'name' }),
    ).toBeNull();
  });
});
