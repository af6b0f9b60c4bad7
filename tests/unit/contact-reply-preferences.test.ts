import { describe, expect, it } from 'vitest';
import { PRACTICE } from '#practice';
import { CONTACT_TOPICS, contactLinkFor } from '@/lib/contact/contact-topics';
import { toContactPayload } from '@/lib/contact/contact-payload';
import { CONTACT_ERRORS, validateContactMessage } from '@/lib/contact/contact-schema';
import { composeContactEmail } from '@/server/contact/mail/compose-email';

const valid = { name: 'Alex Rivera', email: 'alex@example.com', message: 'Hello there.' };

describe('reply preferences: the way to reach the visitor and the voicemail answer', () => {
  it('are optional: blank, null or missing leave them out of the message and of the payload', () => {
    for (const blank of ['', '  ', null, undefined]) {
      expect(validateContactMessage({ ...valid, replyBy: blank, voicemail: blank })).toEqual({
        ok: true,
        value: valid,
      });
    }
    expect(toContactPayload({ ...valid, replyBy: '', voicemail: ' ' })).toEqual(valid);
    expect(
      JSON.stringify(toContactPayload({ ...valid, phone: '404 555 0100', topic: 'Family Therapy' })),
    ).toBe(
      '{"name":"Alex Rivera","email":"alex@example.com","phone":"404 555 0100","topic":"Family Therapy","message":"Hello there."}',
    );
  });

  it('carry a known value, in form order', () => {
    const input = {
      ...valid,
      phone: '404 555 0100',
      replyBy: 'text',
      voicemail: 'no',
      topic: 'Couples Therapy',
    };
    expect(validateContactMessage(input)).toEqual({ ok: true, value: input });
    expect(Object.keys(toContactPayload(input))).toEqual([
      'name',
      'email',
      'phone',
      'topic',
      'message',
      'replyBy',
      'voicemail',
    ]);
  });

  it('refuse an unknown value with a clear message naming the field', () => {
    expect(validateContactMessage({ ...valid, replyBy: 'pigeon' })).toEqual({
      ok: false,
      field: 'replyBy',
      error: CONTACT_ERRORS.replyByInvalid,
    });
    expect(validateContactMessage({ ...valid, voicemail: 'maybe' })).toEqual({
      ok: false,
      field: 'voicemail',
      error: CONTACT_ERRORS.voicemailInvalid,
    });
    expect(validateContactMessage({ ...valid, voicemail: 1 })).toMatchObject({ field: 'voicemail' });
  });

  it('ask for a phone number when the visitor chooses a call or a text', () => {
    for (const replyBy of ['phone', 'text']) {
      expect(validateContactMessage({ ...valid, replyBy })).toEqual({
        ok: false,
        field: 'phone',
        error: CONTACT_ERRORS.replyByNeedsPhone,
      });
    }
    expect(validateContactMessage({ ...valid, replyBy: 'email' }).ok).toBe(true);
  });

  it('reach the practice in both parts of the email', () => {
    const stored = {
      id: '0123456789abcdef',
      status: 'pending' as const,
      receivedAt: Date.UTC(2026, 10, 25, 15),
      attempts: 0,
      nextAttemptAt: 0,
      leaseUntil: null,
      deliveredAt: null,
      lastError: null,
    };
    const settings = { from: 'site@example.org', to: 'office@example.org' };
    const withChoice = composeContactEmail(
      { ...stored, content: { ...valid, phone: '404 555 0100', replyBy: 'text', voicemail: 'no' } },
      settings,
    ).options;
    expect(withChoice.text).toContain('Reply by: Text message');
    expect(withChoice.text).toContain('Voicemail: NO: leave no message that says who we are');
    expect(withChoice.html).toContain(
      '<th scope="row" style="padding:4px 12px 4px 0;vertical-align:top;text-align:left">Reply by</th>',
    );
    const without = composeContactEmail({ ...stored, content: valid }, settings).options;
    expect(without.text).toContain('Reply by: not given');
    expect(without.text).toContain('Voicemail: not given');
  });
});

describe('contact topics', () => {
  it("are the practice's services under their own titles, then the topics that are no service", () => {
    expect(CONTACT_TOPICS.map((t) => t.label)).toEqual([
      ...PRACTICE.services.map((service) => service.title),
      'Request a Good Faith Estimate',
      'Something else',
    ]);
    expect(() => contactLinkFor('no-such-topic')).toThrow(
      '"no-such-topic" is not a topic of the contact form',
    );
  });

  it('offer a Good Faith Estimate request that a link can choose', () => {
    expect(CONTACT_TOPICS.find((t) => t.id === 'good-faith-estimate')?.label).toBe(
      'Request a Good Faith Estimate',
    );
    expect(contactLinkFor('good-faith-estimate')).toBe('/contact?topic=good-faith-estimate');
    expect(new Set(CONTACT_TOPICS.map((t) => t.id)).size).toBe(CONTACT_TOPICS.length);
  });
});
