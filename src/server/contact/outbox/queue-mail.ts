/**
 * Mail another part of the server sends through the outbox (the counting's weekly digest): a row of its
 * own kind, queued once per key, sent with the outbox's leases and retries and composed by the part
 * that queued it (the delivery worker's `composeOther`).
 */
import { createHash } from 'node:crypto';
import type { ContactStore, MessageKind } from '../store/contact-store.ts';

interface OtherMail {
  kind: Exclude<MessageKind, 'contact'>;
  /** What the row's name column says (the outbox's listing shows it). */
  name: string;
  /** The recipient. */
  email: string;
  /** What the composing part needs, as text. */
  message: string;
  /** The row's idempotency key: a key queued before queues nothing. */
  key: string;
  now: number;
}

/** Queues mail in the store's outbox; `duplicate` when its key was queued before. */
export function mailQueue(store: Pick<ContactStore, 'accept'>) {
  return async ({ kind, name, email, message, key, now }: OtherMail): Promise<'queued' | 'duplicate'> => {
    const result = await store.accept({
      kind,
      content: { name, email, message },
      spam: false,
      idempotencyKey: key,
      fingerprint: createHash('sha256').update(key).digest('hex'),
      receivedAt: now,
    });
    return result.kind === 'stored' ? 'queued' : 'duplicate';
  };
}
