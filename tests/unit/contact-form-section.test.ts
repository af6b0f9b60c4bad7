import { getContainerRenderer } from '@astrojs/react/container-renderer';
import type { SSRManifest } from 'astro';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { loadRenderers } from 'astro:container';
import { parse } from 'node-html-parser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRACTICE } from '#practice';
import { CONTACT_ENDPOINT } from '@/lib/contact/contact-endpoint';

async function render(): Promise<string> {
  // Imported afresh so practices/<name>/site.ts reads the FEATURE_* variables of this test.
  vi.resetModules();
  const { default: ContactFormSection } = await import('@/components/contact/ContactFormSection.astro');
  const container = await AstroContainer.create({
    renderers: await loadRenderers([getContainerRenderer()]),
    // The project's own client directive (astro.config.mjs), with a stand-in for the script it would
    // inline: this test reads the island's markup, not its behaviour.
    manifest: { clientDirectives: new Map([['interaction', '/* interaction */']]) } as unknown as SSRManifest,
  });
  return container.renderToString(ContactFormSection);
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('ContactFormSection', () => {
  it('renders the whole form on the server, posting to the endpoint without JavaScript', async () => {
    const document = parse(await render());
    const island = document.querySelector('astro-island');
    expect(island?.getAttribute('component-url')).toMatch(/ContactForm/);
    expect(island?.getAttribute('client')).toBe('interaction');
    const form = document.querySelector('form');
    expect(form?.getAttribute('action')).toBe(CONTACT_ENDPOINT);
    expect(form?.getAttribute('method')).toBe('post');
  });

  it('names every field by its label, in reading order, and marks the required ones', async () => {
    const form = parse(await render()).querySelector('form')!;
    const fields = form
      .querySelectorAll('input, select, textarea')
      .filter((field) => field.getAttribute('type') !== 'hidden')
      .map((field) => ({
        name: form.querySelector(`label[for="${field.id}"]`)?.text.replace(/\s+/g, ' ').trim(),
        required: field.hasAttribute('required'),
      }));
    expect(fields).toEqual([
      { name: 'Name', required: true },
      { name: 'Email', required: true },
      { name: 'Phone (optional)', required: false },
      { name: 'Topic (optional)', required: false },
      { name: 'Message', required: true },
      { name: 'Best way to reach you (optional)', required: false },
      { name: 'May we leave a voicemail or message that says who we are? (optional)', required: false },
      { name: 'Leave this field empty', required: false },
    ]);
    expect(form.querySelector('button[type="submit"]')?.text.trim()).toBe('Send Message');
  });

  it('keeps the trap field for bots out of reach of people: hidden from screen readers and the Tab key', async () => {
    const trap = parse(await render()).querySelector('input[name="extra_notes"]')!;
    expect(trap.getAttribute('tabindex')).toBe('-1');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('offers the crisis lines beside the message field', async () => {
    const links = parse(await render())
      .querySelectorAll('form a')
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual(expect.arrayContaining(['tel:988', 'tel:911']));
  });

  it("shows the practice's email and phone instead when contact forms are switched off", async () => {
    vi.stubEnv('FEATURE_CONTACT_FORMS', 'off');
    const html = await render();
    expect(html).not.toContain('<form');
    expect(html).not.toContain('astro-island');
    expect(html).toContain(`href="mailto:${PRACTICE.email}"`);
    expect(html).toContain(`href="tel:${PRACTICE.phone.tel}"`);
  });
});
