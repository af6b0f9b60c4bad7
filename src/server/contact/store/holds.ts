/**
 * The booking holds' SQL, beside the contact store's (sql-store.ts): a hold is written in the same
 * transaction as its booking request's message. The store refuses a pending or confirmed hold that
 * overlaps another of the same clinician, however many instances race for it: the partial unique index
 * of migration 5 (one per start) and migration 6's trigger (SQLite) or exclusion constraint (PostgreSQL)
 * make the insert do nothing, and the message is then deleted.
 */
import type { SqlDriver, Statement, Row } from '../../http/database/sql-driver.ts';
import type { ContactStore, HoldState, NewHold, StoredHold } from './contact-store.ts';

const ACTIVE = "state IN ('pending', 'confirmed')";

const toHold = (row: Row): StoredHold => ({
  messageId: String(row['message_id']),
  clinicianId: String(row['clinician_id']),
  start: Number(row['start_at']),
  end: Number(row['end_at']),
  forWhom: String(row['for_whom']),
  state: row['state'] as HoldState,
  createdAt: Number(row['created_at']),
  confirmedAt:
    row['confirmed_at'] === null || row['confirmed_at'] === undefined ? null : Number(row['confirmed_at']),
  updatedAt: Number(row['updated_at']),
});

/** A phone number's digits, in SQL: what two spellings of one number share. */
const digitsOf = (column: string) =>
  ['+', ' ', '-', '(', ')', '.'].reduce((sql, mark) => `replace(${sql}, '${mark}', '')`, column);

/**
 * The hold's statements, around the message's insert. Before it, on PostgreSQL, a lock per email and per
 * phone number, so two requests from one visitor cannot both pass the check below at once (SQLite writes
 * one transaction at a time). After it: the hold, only if the message was inserted (not an idempotent
 * retry), no other request holds an overlapping time, and the same visitor (email, or phone number)
 * has no request still waiting for the practice; then the message again, deleted when its hold was not
 * written, so a refused request stores nothing.
 */
export function holdStatements(
  driver: SqlDriver,
  id: string,
  hold: NewHold,
  at: number,
  visitor: { email: string; phone?: string | undefined },
): { before: Statement[]; after: Statement[] } {
  const holds = `${driver.prefix}booking_holds`;
  const messages = `${driver.prefix}contact_messages`;
  const phone = (visitor.phone ?? '').replace(/[+\s\-().]/g, '');
  const keys = [
    visitor.email ? `booking-visitor email ${visitor.email.toLowerCase()}` : null,
    phone ? `booking-visitor phone ${phone}` : null,
  ].filter((key): key is string => key !== null);
  const before =
    driver.dialect === 'postgres'
      ? keys.map((key) => ({ sql: 'SELECT pg_advisory_xact_lock(hashtext($1))', params: [key] }))
      : [];
  const waiting = `SELECT 1 FROM ${holds} h JOIN ${messages} m ON m.id = h.message_id
                    WHERE h.state = 'pending' AND h.message_id <> $1
                      AND (($7 <> '' AND lower(m.email) = $7)
                        OR ($8 <> '' AND m.phone IS NOT NULL AND ${digitsOf('m.phone')} = $8))`;
  const after = [
    {
      sql: `INSERT INTO ${holds}
              (message_id, clinician_id, start_at, end_at, for_whom, state, created_at, updated_at)
            SELECT $1, $2, $3, $4, $5, 'pending', $6, $6
             WHERE EXISTS (SELECT 1 FROM ${messages} WHERE id = $1) AND NOT EXISTS (${waiting})
            ON CONFLICT DO NOTHING`,
      params: [
        id,
        hold.clinicianId,
        hold.start,
        hold.end,
        hold.forWhom,
        at,
        visitor.email.toLowerCase(),
        phone,
      ],
    },
    {
      sql: `DELETE FROM ${messages} WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM ${holds} WHERE message_id = $1)`,
      params: [id],
    },
  ];
  return { before, after };
}

/** Whether this visitor (email, or phone number) has a request waiting for the practice's answer. */
export async function visitorWaiting(
  driver: SqlDriver,
  visitor: { email: string; phone?: string | undefined },
): Promise<boolean> {
  const phone = (visitor.phone ?? '').replace(/[+\s\-().]/g, '');
  const { rows } = await driver.run({
    sql: `SELECT 1 AS found FROM ${driver.prefix}booking_holds h JOIN ${driver.prefix}contact_messages m ON m.id = h.message_id
           WHERE h.state = 'pending'
             AND (($1 <> '' AND lower(m.email) = $1) OR ($2 <> '' AND m.phone IS NOT NULL AND ${digitsOf('m.phone')} = $2))`,
    params: [visitor.email.toLowerCase(), phone],
  });
  return rows.length > 0;
}

/** Holds whose message retention deleted go with it. */
export const orphanHolds = (driver: SqlDriver): Statement => ({
  sql: `DELETE FROM ${driver.prefix}booking_holds
         WHERE message_id NOT IN (SELECT id FROM ${driver.prefix}contact_messages)`,
});

type HoldOperations = Pick<
  ContactStore,
  'heldTimes' | 'getHold' | 'moveHold' | 'pendingHolds' | 'holdsBetween'
>;

export function holdOperations(driver: SqlDriver): HoldOperations {
  const holds = `${driver.prefix}booking_holds`;
  const rows = async (sql: string, params: readonly unknown[]) => (await driver.run({ sql, params })).rows;
  return {
    async heldTimes(after) {
      const found = await rows(
        `SELECT clinician_id, start_at, end_at FROM ${holds} WHERE ${ACTIVE} AND end_at > $1 ORDER BY start_at`,
        [after],
      );
      return found.map((row) => ({
        clinicianId: String(row['clinician_id']),
        start: Number(row['start_at']),
        end: Number(row['end_at']),
      }));
    },
    async getHold(messageId) {
      const [row] = await rows(`SELECT * FROM ${holds} WHERE message_id = $1`, [messageId]);
      return row ? toHold(row) : null;
    },
    async moveHold(messageId, from, to, at) {
      if (from.length === 0) return false;
      const states = from.map((_, i) => `$${i + 4}`).join(', ');
      const { changes } = await driver.run({
        sql: `UPDATE ${holds}
                 SET state = $1, updated_at = $2, confirmed_at = CASE WHEN $1 = 'confirmed' THEN $2 ELSE confirmed_at END
               WHERE message_id = $3 AND state IN (${states})`,
        params: [to, at, messageId, ...from],
      });
      return changes === 1;
    },
    async pendingHolds() {
      return (await rows(`SELECT * FROM ${holds} WHERE state = 'pending' ORDER BY created_at`, [])).map(
        toHold,
      );
    },
    async holdsBetween(from, to) {
      return (
        await rows(`SELECT * FROM ${holds} WHERE created_at >= $1 AND created_at < $2 ORDER BY created_at`, [
          from,
          to,
        ])
      ).map(toHold);
    },
  };
}
