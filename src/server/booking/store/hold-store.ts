/**
 * The booking's store: its holds, in the database the contact store uses, behind their own migrations
 * (migrations.ts). A hold is written beside its request's message, in the message's transaction
 * (src/server/http/message-request.ts): the store refuses a pending or confirmed hold that overlaps
 * another of the same clinician, however many instances race for it (the partial unique index and the
 * trigger or exclusion constraint of migrations.ts make the insert do nothing), and a visitor (email, or
 * phone number) whose request still waits for the practice. The message rows are read only as that
 * interface declares them.
 */
import { migrate } from '../../http/database/migrate.ts';
import type { Row, SqlDriver, Statement } from '../../http/database/sql-driver.ts';
import { MESSAGE_ROWS, type Attachment, type MessageSender } from '../../http/message-request.ts';
import type { Hold, HoldRefusal, HoldSender, HoldState, HoldStore, NewHold } from '../holds.ts';
import { BOOKING_MIGRATIONS } from './migrations.ts';

const ACTIVE = "state IN ('pending', 'confirmed')";

const toHold = (row: Row): Hold => ({
  messageId: String(row['message_id']),
  clinicianId: String(row['clinician_id']),
  start: Number(row['start_at']),
  end: Number(row['end_at']),
  forWhom: String(row['for_whom']),
  state: row['state'] as HoldState,
  verified: Number(row['verified'] ?? 1) === 1,
  createdAt: Number(row['created_at']),
  confirmedAt: instantOrNull(row['confirmed_at']),
  updatedAt: Number(row['updated_at']),
  remindedAt: instantOrNull(row['reminded_at']),
  replaces: row['replaces'] === null || row['replaces'] === undefined ? null : String(row['replaces']),
});

function instantOrNull(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value);
}

/** A phone number's digits, in SQL: what two spellings of one number share. */
const digitsOf = (column: string) =>
  ['+', ' ', '-', '(', ')', '.'].reduce((sql, mark) => `replace(${sql}, '${mark}', '')`, column);

/** The sender as the statements match it: the email in lower case, the phone number's digits. */
const senderKeys = (sender: MessageSender) => ({
  email: sender.email.toLowerCase(),
  phone: (sender.phone ?? '').replace(/[+\s\-().]/g, ''),
});

/** The table names, and the SQL of "another request of the sender's still waits". */
function tables(driver: SqlDriver) {
  const holds = `${driver.prefix}booking_holds`;
  const messages = `${driver.prefix}${MESSAGE_ROWS.table}`;
  /** Another request of the sender's (email $email, phone digits $phone) still waiting, other than $other. */
  const waitingSql = (email: string, phone: string, other: string) => `
    SELECT 1 FROM ${holds} h JOIN ${messages} m ON m.${MESSAGE_ROWS.id} = h.message_id
     WHERE h.state = 'pending' AND h.message_id <> ${other}
       AND ((${email} <> '' AND lower(m.${MESSAGE_ROWS.email}) = ${email})
         OR (${phone} <> '' AND m.${MESSAGE_ROWS.phone} IS NOT NULL AND ${digitsOf(`m.${MESSAGE_ROWS.phone}`)} = ${phone}))`;
  return { holds, messages, waitingSql };
}

/**
 * The hold beside its message. Before the message's insert, on PostgreSQL, a lock per email and per
 * phone number, so two requests from one visitor cannot both pass the check at once (SQLite writes one
 * transaction at a time). After it: the hold, only if the message was inserted (not an idempotent
 * retry), no other request holds an overlapping time, and the same visitor has no request still waiting
 * for the practice.
 */
function holdBeside(
  driver: SqlDriver,
  hold: NewHold,
  sender: HoldSender,
  perAddress: number,
  refusal: () => Promise<HoldRefusal>,
) {
  const { holds, messages, waitingSql } = tables(driver);
  return (messageId: string, at: number): Attachment => {
    const { email, phone } = senderKeys(sender);
    const client = sender.clientKey ?? '';
    const keys = [
      email && `booking-visitor email ${email}`,
      phone && `booking-visitor phone ${phone}`,
      client && `booking-visitor address ${client}`,
    ];
    const before: Statement[] =
      driver.dialect === 'postgres'
        ? keys
            .filter(Boolean)
            .map((key) => ({ sql: 'SELECT pg_advisory_xact_lock(hashtext($1))', params: [key] }))
        : [];
    const crowded = `(SELECT count(*) FROM ${holds} WHERE state = 'pending' AND client_key = $9) >= $10`;
    return {
      before,
      write: {
        sql: `INSERT INTO ${holds}
                (message_id, clinician_id, start_at, end_at, for_whom, state, created_at, updated_at,
                 verified, client_key, replaces, confirmed_at)
              SELECT $1, $2, $3, $4, $5, $13, $6, $6, $11, $9, $12, CAST($14 AS BIGINT)
               WHERE EXISTS (SELECT 1 FROM ${messages} WHERE ${MESSAGE_ROWS.id} = $1)
                 AND NOT EXISTS (${waitingSql('$7', '$8', '$1')})
                 AND NOT (CAST($9 AS TEXT) <> '' AND ${crowded})
              ON CONFLICT DO NOTHING`,
        params: [
          messageId,
          hold.clinicianId,
          hold.start,
          hold.end,
          hold.forWhom,
          at,
          email,
          phone,
          client,
          perAddress,
          hold.verified === false ? 0 : 1,
          hold.replaces ?? null,
          hold.confirmed ? 'confirmed' : 'pending',
          hold.confirmed ? at : null,
        ],
      },
      written: `EXISTS (SELECT 1 FROM ${holds} WHERE message_id = $1)`,
      refusal,
    };
  };
}

/** A kept request's row. */
const toKept = (row: Row) => ({
  id: String(row['id']),
  request: String(row['request']),
  createdAt: Number(row['created_at']),
  expiresAt: Number(row['expires_at']),
  codeSalt: String(row['code_salt'] ?? ''),
  attempts: Number(row['attempts'] ?? 0),
  sentAt: Number(row['sent_at'] ?? 0),
  mailCount: Number(row['mail_count'] ?? 0),
  mailWindow: Number(row['mail_window'] ?? 0),
});

/**
 * The requests kept until their visitor proves her address (booking_verifications). The mail limits are
 * kept in the row and counted in the statement that mails, so two instances cannot both send past them.
 */
function requestOperations(
  driver: SqlDriver,
): Pick<
  HoldStore,
  | 'keepRequest'
  | 'keptRequest'
  | 'keptFor'
  | 'countWrongCode'
  | 'markResent'
  | 'dropRequest'
  | 'purgeRequests'
> {
  const kept = `${driver.prefix}booking_verifications`;
  const run = (sql: string, params: readonly unknown[]) => driver.run({ sql, params });
  // The hour of sending a mail at $at starts again once the window ($window ms) has passed.
  const counted = (at: string, window: string) => `CASE WHEN v.mail_window > ${at} - ${window}`;
  return {
    async keepRequest(request, limits) {
      const { id, emailKey, codeSalt, at, expiresAt } = request;
      const { rows } = await run(
        `INSERT INTO ${kept} AS v
                (id, email_key, request, created_at, expires_at, code_salt, attempts, sent_at, mail_count, mail_window)
         VALUES ($1, $2, $3, $4, $5, $6, 0, $4, 1, $4)
         ON CONFLICT (email_key) DO UPDATE
            SET id = $1, request = $3, created_at = $4, expires_at = $5, code_salt = $6, attempts = 0,
                sent_at = $4,
                mail_count = ${counted('$4', '$7')} THEN v.mail_count + 1 ELSE 1 END,
                mail_window = ${counted('$4', '$7')} THEN v.mail_window ELSE $4 END
          WHERE v.mail_window <= $4 - $7 OR v.mail_count < $8
         RETURNING id`,
        [id, emailKey, request.request, at, expiresAt, codeSalt, limits.windowMs, limits.max],
      );
      return rows.length === 1;
    },
    async keptRequest(id) {
      const [row] = (await run(`SELECT * FROM ${kept} WHERE id = $1`, [id])).rows;
      return row ? toKept(row) : null;
    },
    async keptFor(emailKey) {
      const [row] = (await run(`SELECT * FROM ${kept} WHERE email_key = $1`, [emailKey])).rows;
      return row ? toKept(row) : null;
    },
    async countWrongCode(id, max) {
      const { rows } = await run(
        `UPDATE ${kept} SET attempts = attempts + 1 WHERE id = $1 AND attempts < $2 RETURNING attempts`,
        [id, max],
      );
      return rows[0] ? Number(rows[0]['attempts']) : null;
    },
    async markResent(id, at, limits) {
      const { changes } = await run(
        `UPDATE ${kept} AS v
            SET sent_at = $2,
                mail_count = ${counted('$2', '$3')} THEN v.mail_count + 1 ELSE 1 END,
                mail_window = ${counted('$2', '$3')} THEN v.mail_window ELSE $2 END
          WHERE v.id = $1 AND v.expires_at >= $2 AND v.sent_at <= $2 - $4
            AND (v.mail_window <= $2 - $3 OR v.mail_count < $5)`,
        [id, at, limits.windowMs, limits.gapMs, limits.max],
      );
      return changes === 1;
    },
    async dropRequest(id) {
      await run(`DELETE FROM ${kept} WHERE id = $1`, [id]);
    },
    async purgeRequests(now) {
      return (await run(`DELETE FROM ${kept} WHERE expires_at < $1`, [now])).changes;
    },
  };
}

/** The booking's store on an open database (the contact store's); closing it is the contact store's. */
export function createHoldStore(driver: SqlDriver): HoldStore {
  const { holds, messages, waitingSql } = tables(driver);
  const rows = async (sql: string, params: readonly unknown[]) => (await driver.run({ sql, params })).rows;

  async function waiting(sender: MessageSender): Promise<boolean> {
    const { email, phone } = senderKeys(sender);
    return (await rows(`${waitingSql('$1', '$2', "''")} LIMIT 1`, [email, phone])).length > 0;
  }

  /** Why a hold was refused, asked after its transaction. */
  async function refusalOf(sender: HoldSender, perAddress: number): Promise<HoldRefusal> {
    if (await waiting(sender)) return 'waiting';
    if (!sender.clientKey) return 'taken';
    const [row] = await rows(
      `SELECT count(*) AS n FROM ${holds} WHERE state = 'pending' AND client_key = $1`,
      [sender.clientKey],
    );
    return Number(row?.['n'] ?? 0) >= perAddress ? 'address' : 'taken';
  }

  return {
    migrate: () => migrate(driver, 'booking_schema_version', BOOKING_MIGRATIONS),
    attach: (hold, sender, perAddress) =>
      holdBeside(driver, hold, sender, perAddress, () => refusalOf(sender, perAddress)),
    ...requestOperations(driver),
    waiting,
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
    async remindable(after, until) {
      const sql = `SELECT * FROM ${holds} WHERE state = 'confirmed' AND reminded_at IS NULL
                     AND start_at > $1 AND start_at <= $2 ORDER BY start_at`;
      return (await rows(sql, [after, until])).map(toHold);
    },
    async markReminded(messageId, at) {
      const { changes } = await driver.run({
        sql: `UPDATE ${holds} SET reminded_at = $2 WHERE message_id = $1 AND reminded_at IS NULL`,
        params: [messageId, at],
      });
      return changes === 1;
    },
    async pendingHolds() {
      return (await rows(`SELECT * FROM ${holds} WHERE state = 'pending' ORDER BY created_at`, [])).map(
        toHold,
      );
    },
    async holdsBetween(from, to) {
      const sql = `SELECT * FROM ${holds} WHERE created_at >= $1 AND created_at < $2 ORDER BY created_at`;
      return (await rows(sql, [from, to])).map(toHold);
    },
    async purgeOrphans() {
      const { changes } = await driver.run({
        sql: `DELETE FROM ${holds} WHERE message_id NOT IN (SELECT ${MESSAGE_ROWS.id} FROM ${messages})`,
      });
      return changes;
    },
  };
}
