import { describe, expect, it } from 'vitest';
import {
  CONTACT_ERRORS,
  CONTACT_LIMITS,
  HONEYPOT_FIELD,
  isHoneypotFilled,
  validateContactMessage,
} from '@/lib/contact/contact-schema';

const valid = { name: 'Alex Rivera', email: 'alex@example.com', message: 'Hello there.' };

describe('validateContactMessage', () => {
  it("gives the form's messages word for word", () => {
    expect(CONTACT_ERRORS.nameRequired).toBe('Please enter your name.');
    expect(CONTACT_ERRORS.emailInvalid).toBe('Please enter a valid email.');
    expect(CONTACT_ERRORS.messageRequired).toBe('Please enter a message.');
  });

  it('checks name, then email, then message, and names the field at fault', () => {
    expect(validateContactMessage({ name: '', email: 'bad', message: '' })).toEqual({
      ok: false,
      field: 'name',
      error: 'Please enter your name.',
    });
    expect(validateContactMessage({ name: 'A', email: 'bad', message: '' })).toEqual({
      ok: false,
      field: 'email',
      error: 'Please enter a valid email.',
    });
    expect(validateContactMessage({ name: 'A', email: 'a@example.com', message: '' })).toEqual({
      ok: false,
      field: 'message',
      error: 'Please enter a message.',
    });
  });

  it('checks optional phone and topic in their place on the form, between email and message', () => {
    expect(validateContactMessage({ ...valid, phone: 'call me', message: '' })).toMatchObject({
      field: 'phone',
    });
    expect(validateContactMessage({ ...valid, topic: 'a\nb', message: '' })).toMatchObject({
      field: 'topic',
    });
  });

  it('trims every value and treats whitespace as empty', () => {
    expect(validateContactMessage({ name: '   ', email: 'a@example.com', message: 'x' })).toMatchObject({
      field: 'name',
    });
    expect(validateContactMessage({ name: 'A', email: 'a@example.com', message: ' \n\t ' })).toMatchObject({
      field: 'message',
    });
    expect(
      validateContactMessage({
        name: '  Alex ',
        email: ' alex@example.com ',
        phone: ' 404 555 0100 ',
        message: ' Hi \n',
      }),
    ).toEqual({
      ok: true,
      value: { name: 'Alex', email: 'alex@example.com', phone: '404 555 0100', message: 'Hi' },
    });
  });

  it('leaves blank, null or missing phone and topic out', () => {
    for (const blank of ['', '   ', null, undefined]) {
      const result = validateContactMessage({ ...valid, phone: blank, topic: blank });
      expect(result).toEqual({ ok: true, value: valid });
    }
    expect(validateContactMessage({ ...valid, topic: 'Family Therapy' })).toEqual({
      ok: true,
      value: { ...valid, topic: 'Family Therapy' },
    });
  });

  it('accepts the simple email pattern and refuses the rest', () => {
    for (const email of ['a@b.co', 'first.last+tag@sub.example.org', "o'neil@example.ie"]) {
      expect(validateContactMessage({ ...valid, email }).ok, email).toBe(true);
    }
    for (const email of [
      '',
      'a',
      'a@b',
      'a b@c.com',
      '@example.com',
      'a@@example.com',
      'a@example.com\nBcc: x@y.z',
    ]) {
      expect(validateContactMessage({ ...valid, email }), email).toMatchObject({ field: 'email' });
    }
    expect(validateContactMessage({ ...valid, email: `${'a'.repeat(250)}@example.com` })).toMatchObject({
      field: 'email',
      error: CONTACT_ERRORS.emailInvalid,
    });
  });

  it('holds fields to their length limits with clear messages', () => {
    expect(validateContactMessage({ ...valid, name: 'x'.repeat(CONTACT_LIMITS.name) }).ok).toBe(true);
    expect(validateContactMessage({ ...valid, name: 'x'.repeat(CONTACT_LIMITS.name + 1) })).toMatchObject({
      field: 'name',
      error: 'Please shorten your name to 100 characters or fewer.',
    });
    expect(validateContactMessage({ ...valid, message: 'x'.repeat(CONTACT_LIMITS.message) }).ok).toBe(true);
    expect(
      validateContactMessage({ ...valid, message: 'x'.repeat(CONTACT_LIMITS.message + 1) }),
    ).toMatchObject({
      field: 'message',
      error: 'Please shorten your message to 5,000 characters or fewer.',
    });
    expect(validateContactMessage({ ...valid, topic: 'x'.repeat(CONTACT_LIMITS.topic + 1) })).toMatchObject({
      field: 'topic',
    });
    expect(validateContactMessage({ ...valid, phone: '1'.repeat(CONTACT_LIMITS.phone + 1) })).toMatchObject({
      field: 'phone',
    });
  });

  it('refuses line breaks and control characters in one-line fields', () => {
    for (const name of [
      'Alex\r\nBcc: x@example.com',
      'Alex\nRivera',
      'Alex\u0000',
      'Al\u2028ex',
      'Alex\tRivera',
    ]) {
      expect(validateContactMessage({ ...valid, name }), JSON.stringify(name)).toEqual({
        ok: false,
        field: 'name',
        error: CONTACT_ERRORS.nameCharacters,
      });
    }
    expect(validateContactMessage({ ...valid, topic: 'Couples\r\nSubject: x' })).toMatchObject({
      field: 'topic',
    });
  });

  it('drops bidirectional controls from every field, so no text can show in another order than sent', () => {
    const controls = [
      '\u202E',
      '\u202D',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u200E',
      '\u200F',
      '\u061C',
    ];
    for (const control of controls) {
      const result = validateContactMessage({
        ...valid,
        name: `Alex${control} Rivera`,
        topic: `Couples${control}`,
        phone: `(404) 555-0100${control}`,
        message: `Please ${control}Confirm this time${control}`,
      });
      expect(result, JSON.stringify(control)).toMatchObject({
        ok: true,
        value: {
          name: 'Alex Rivera',
          topic: 'Couples',
          phone: '(404) 555-0100',
          message: 'Please Confirm this time',
        },
      });
    }
  });

  it('keeps line breaks in the message, normalised, and refuses other control characters', () => {
    expect(validateContactMessage({ ...valid, message: 'one\r\ntwo\rthree\n\tfour' })).toMatchObject({
      ok: true,
      value: { message: 'one\ntwo\nthree\n\tfour' },
    });
    for (const message of ['a\u0000b', 'a\u0007b', 'a\u001Bb', 'a\uD800b']) {
      expect(validateContactMessage({ ...valid, message }), JSON.stringify(message)).toEqual({
        ok: false,
        field: 'message',
        error: CONTACT_ERRORS.messageCharacters,
      });
    }
  });

  it('accepts unicode, emoji and HTML as text', () => {
    const input = {
      name: 'Zoë Ñandú 🌿',
      email: 'zoe@example.org',
      topic: 'Ça va? 👨‍👩‍👧',
      message: '<script>alert(1)</script> 日本語 🙂',
    };
    expect(validateContactMessage(input)).toEqual({ ok: true, value: input });
  });

  it('gives the field message for values of the wrong type, and copes with non-objects', () => {
    expect(validateContactMessage({ ...valid, name: 42 })).toMatchObject({
      field: 'name',
      error: CONTACT_ERRORS.nameRequired,
    });
    expect(validateContactMessage({ ...valid, email: ['a@b.co'] })).toMatchObject({ field: 'email' });
    expect(validateContactMessage({ ...valid, phone: 4045550100 })).toMatchObject({ field: 'phone' });
    expect(validateContactMessage({ ...valid, message: { text: 'hi' } })).toMatchObject({ field: 'message' });
    for (const input of [null, undefined, 'text', 42, [valid]]) {
      expect(validateContactMessage(input)).toMatchObject({ ok: false, field: 'name' });
    }
  });

  it('accepts usual phone formats and refuses text', () => {
    for (const phone of [
      '(404) 555-0173',
      '+1 404.555.0173',
      '4045550173',
      '404-555-0173 ext. 12',
      '+44 20 7946 0958',
    ]) {
      expect(validateContactMessage({ ...valid, phone }).ok, phone).toBe(true);
    }
    for (const phone of ['call me', '12345', 'tel:4045550173', '404<script>']) {
      expect(validateContactMessage({ ...valid, phone }), phone).toMatchObject({
        field: 'phone',
        error: CONTACT_ERRORS.phoneInvalid,
      });
    }
  });
});

describe('isHoneypotFilled', () => {
  it('is true for any non-blank value in the hidden field', () => {
    expect(isHoneypotFilled(valid)).toBe(false);
    expect(isHoneypotFilled({ ...valid, [HONEYPOT_FIELD]: '' })).toBe(false);
    expect(isHoneypotFilled({ ...valid, [HONEYPOT_FIELD]: '  ' })).toBe(false);
    expect(isHoneypotFilled({ ...valid, [HONEYPOT_FIELD]: 'http://spam.example' })).toBe(true);
    expect(isHoneypotFilled({ ...valid, [HONEYPOT_FIELD]: 1 })).toBe(true);
    expect(isHoneypotFilled(null)).toBe(false);
  });
});
