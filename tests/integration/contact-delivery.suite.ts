/**
 * What reaches the practice: one email per message, with the visitor as Reply-To and no visitor input in its headers; text kept intact and escaped in HTML; honeypot catches stored, never sent.
 */
import { describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD } from '@/lib/contact/contact-schema';
import type { Backend } from './helpers/backends.ts';
import { RECIPIENT, SENDER, sampleMessage } from './helpers/pipeline.ts';
import { usePipeline } from './helpers/pipeline-fixture.ts';
import { literal } from '../practice.ts';
import { sleep, waitUntil } from './helpers/wait.ts';

export function defineDeliverySuite(makeBackend: () => Backend) {
  const pipeline = usePipeline(makeBackend);

  describe('delivery', () => {
    it('delivers one message with the visitor as Reply-To and no visitor input in the headers', async () => {
      await pipeline.sink().start();
      const api = await pipeline.endpoint();
      await pipeline.worker();
      const response = await api.post({
        name: 'Dana Whitfield',
        email: 'dana@example.org',
        phone: '(404) 555-0100',
        topic: 'Couples Therapy',
        message: 'We keep having the same argument.\nCould we talk?',
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true });

      await waitUntil(() => pipeline.sink().received.length === 1, { what: 'the email' });
      const mail = pipeline.sink().received[0]!;
      expect(mail.envelope.to).toEqual([RECIPIENT]);
      expect(mail.envelope.from).toBe(SENDER);
      expect(mail.header('reply-to')).toBe('dana@example.org');
      expect(mail.header('to')).toBe(RECIPIENT);
      expect(mail.header('subject')).toMatch(
        /^New message from the website contact form \(ref [0-9a-f]{8}\)$/,
      );
      expect(mail.header('message-id')).toMatch(
        new RegExp(`^<contact-[0-9a-f-]{36}@${literal(SENDER.split('@')[1]!)}>$`),
      );
      expect(mail.header('auto-submitted')).toBe('auto-generated');
      const headerBlock = mail.raw.slice(0, mail.raw.search(/\r?\n\r?\n/));
      expect(headerBlock).not.toContain('Dana');
      expect(headerBlock).not.toContain('Couples');
      expect(mail.text).toContain('Name:     Dana Whitfield');
      expect(mail.text).toContain('Phone:    (404) 555-0100');
      expect(mail.text).toContain('Topic:    Couples Therapy');
      expect(mail.text).toContain('We keep having the same argument.\nCould we talk?');
      expect(mail.html).toContain('Dana Whitfield');

      await waitUntil(async () => (await api.store.counts()).delivered === 1, { what: 'delivered state' });
      const [summary] = await api.store.list(['delivered']);
      expect(mail.header('message-id')).toBe(`<contact-${summary!.id}@${SENDER.split('@')[1]}>`);
    });

    it('keeps HTML, unicode and emoji intact, escaped in the HTML part', async () => {
      await pipeline.sink().start();
      const api = await pipeline.endpoint();
      await pipeline.worker();
      const name = 'Zoë Ñandú-Łukasz 🌿';
      const message = '<script>alert("x")</script> <b>bold</b> & \'quotes\'\n日本語のテキスト 🙂👨‍👩‍👧';
      const response = await api.post({ name, email: 'zoe@example.org', topic: 'Ça va? 🙂', message });
      expect(response.status).toBe(200);

      await waitUntil(() => pipeline.sink().received.length === 1, { what: 'the email' });
      const mail = pipeline.sink().received[0]!;
      expect(mail.text).toContain(name);
      expect(mail.text).toContain(message);
      expect(mail.text).toContain('Ça va? 🙂');
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).not.toContain('<b>bold</b>');
      expect(mail.html).toContain(
        '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &lt;b&gt;bold&lt;/b&gt; &amp; &#39;quotes&#39;',
      );
      expect(mail.html).toContain('日本語のテキスト 🙂👨‍👩‍👧');
      expect(mail.html).toContain(name);
      const stored = await api.store.get((await api.store.list(['delivered', 'pending']))[0]!.id);
      expect(stored?.content.name).toBe(name);
      expect(stored?.content.message).toBe(message);
    });

    it('stores a filled honeypot as spam, answers ok and never delivers it', async () => {
      await pipeline.sink().start();
      const api = await pipeline.endpoint();
      await pipeline.worker();
      const response = await api.post({ ...sampleMessage(), [HONEYPOT_FIELD]: 'http://spam.example' });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true });
      await api.post(sampleMessage('real'));
      await waitUntil(() => pipeline.sink().received.length === 1, { what: 'the real email' });
      await sleep(200);
      expect(pipeline.sink().received).toHaveLength(1);
      expect(pipeline.sink().received[0]!.text).toContain('(real)');
      expect(await api.store.counts()).toMatchObject({ spam: 1, delivered: 1 });
    });
  });
}
