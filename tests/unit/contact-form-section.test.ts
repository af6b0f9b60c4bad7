import { getContainerRenderer } from '@astrojs/react/container-renderer';
import type { SSRManifest } from 'astro';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { loadRenderers } from 'astro:container';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_ENDPOINT } from '@/lib/contact/contact-endpoint';

async function render(): Promise<string> {
  // Imported afresh so src/config/site.ts reads the FEATURE_* variables of this test.
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
    const html = await render();
    expect(html).toMatch(/<astro-island[^>]*component-url="[^"]*ContactForm[^"]*"[^>]*client="interaction"/);
    expect(html).toMatch(new RegExp(`<form[^>]*action="${CONTACT_ENDPOINT}"[^>]*method="post"`));
    for (const label of ['Name', 'Email', 'Message'])
      expect(html).toMatch(new RegExp(`<label for="contact-form-\\w+"[^>]*>${label}</label>`));
    expect(html).toContain('Phone <span class="font-normal text-muted">(optional)</span>');
    expect(html).toMatch(/<button type="submit"[^>]*>Send Message<\/button>/);
    expect(html).toContain('href="tel:988"');
    expect(html).toContain('href="tel:911"');
    expect(html).toMatch(
      /<div aria-hidden="true"[^>]*><label[^>]*>Leave this field empty<\/label><input[^>]*tabindex="-1"[^>]*name="extra_notes"/,
    );
  });

  it("shows the practice's email and phone instead when contact forms are switched off", async () => {
    vi.stubEnv('FEATURE_CONTACT_FORMS', 'off');
    const html = await render();
    expect(html).not.toContain('<form');
    expect(html).not.toContain('astro-island');
    expect(html).toContain('href="mailto:hello@livedeeply.example"');
    expect(html).toContain('href="tel:+14045550142"');
  });
});
