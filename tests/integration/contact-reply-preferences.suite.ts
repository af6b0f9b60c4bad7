/**
 * The reply preferences (the way to reach the visitor, whether a voicemail may say who is calling)
 * through the whole pipeline: refused when unknown, stored, and carried in the email to the practice,
 * from a JSON post and from a plain form post made without JavaScript.
 */
import { describe, expect, it } from 'vitest';
import { CONTACT_ERRORS } from '@/lib/contact/contact-schema';
import type { Backend } from './helpers/backends.ts';
import { sampleMessage } from './helpers/pipeline.ts';
import { usePipeline } from './helpers/pipeline-fixture.ts';
import { waitUntil } from './helpers/wait.ts';

export function defineReplyPreferencesSuite(makeBackend: () => Backend) {
  const pipeline = usePipeline(makeBackend);

  describe('reply preferences', () => {
    it('refuses an unknown way to reply or voicemail answer with 400, a clear message, and stores nothing', async () => {
      const api = await pipeline.endpoint();
      for (const [field, value, error] of [
        ['replyBy', 'carrier pigeon', CONTACT_ERRORS.replyByInvalid],
        ['voicemail', 'maybe', CONTACT_ERRORS.voicemailInvalid],
      ] as const) {
        const response = await api.post({ ...sampleMessage(), [field]: value });
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({ ok: false, field, error });
      }
      expect((await api.store.counts()).pending ?? 0).toBe(0);
    });

    it('carries them in the email to the practice', async () => {
      await pipeline.sink().start();
      const api = await pipeline.endpoint();
      await pipeline.worker();
      const response = await api.post({
        ...sampleMessage(),
        phone: '(404) 555-0100',
        replyBy: 'text',
        voicemail: 'no',
      });
      expect(response.status).toBe(200);
      await waitUntil(() => pipeline.sink().received.length === 1, { what: 'the email' });
      const mail = pipeline.sink().received[0]!;
      expect(mail.text).toContain('Reply by: Text message');
      expect(mail.text).toContain('Voicemail: NO: leave no message that says who we are');
      expect(mail.html).toContain('Text message');
    });

    it('keeps them from a plain form post made without JavaScript', async () => {
      const api = await pipeline.endpoint();
      const sent = await fetch(api.url, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin' },
        body: 'name=Sam&email=sam%40example.org&phone=404+555+0100&replyBy=phone&voicemail=yes&topic=&message=Hello',
      });
      expect(sent.status).toBe(303);
      expect(sent.headers.get('location')).toBe('/contact/sent');
      const [stored] = await api.store.list(['pending']);
      expect((await api.store.get(stored!.id))?.content).toEqual({
        name: 'Sam',
        email: 'sam@example.org',
        phone: '404 555 0100',
        replyBy: 'phone',
        voicemail: 'yes',
        message: 'Hello',
      });
    });
  });
}
