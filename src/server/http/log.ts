/**
 * The server's log: one JSON object per line on stdout (`{"time", "level", "event", ...}`) for what an
 * operator follows (start, listening, store opened, message accepted, delivery attempts and their
 * results, retries, failures, shutdown); LOG_FORMAT=pretty prints the same as aligned text for a person
 * at a terminal.
 *
 * Nothing a visitor typed may appear in a log. So fields are plain values the server chose (ids, counts,
 * codes, durations), never objects, and an error is logged only as describeError() leaves it: its code
 * and the mail server's status, never its message, which can quote the data that caused it. A small
 * module rather than a logging library: the events are few, and a library's error serializer would
 * print exactly the message text this rule keeps out.
 */
type LogLevel = 'info' | 'warn' | 'error';
type LogFields = Record<string, string | number | boolean | null | undefined>;

export interface Logger {
  info(event: string, fields?: LogFields): void;
  warn(event: string, fields?: LogFields): void;
  error(event: string, fields?: LogFields): void;
}

type LogFormat = 'json' | 'pretty';

/** LOG_FORMAT's value when unset: what a log collector reads. */
export const LOG_DEFAULTS = { LOG_FORMAT: 'json' } as const;

function logFormatFrom(env: Record<string, string | undefined> = process.env): LogFormat {
  const value = env['LOG_FORMAT']?.trim().toLowerCase() || LOG_DEFAULTS.LOG_FORMAT;
  if (value !== 'json' && value !== 'pretty')
    throw new Error(`LOG_FORMAT must be json or pretty, not "${value}"`);
  return value;
}

export function createLogger(
  format: LogFormat = logFormatFrom(),
  write: (line: string) => void = (line) => process.stdout.write(line),
): Logger {
  function log(level: LogLevel, event: string, fields: LogFields = {}) {
    const time = new Date().toISOString();
    if (format === 'json') {
      write(`${JSON.stringify({ time, level, event, ...fields })}\n`);
      return;
    }
    const details = Object.entries(fields)
      .filter(([, value]) => value !== undefined)
      .map(
        ([name, value]) =>
          `${name}=${typeof value === 'string' && /\s/.test(value) ? JSON.stringify(value) : value}`,
      )
      .join(' ');
    write(
      `${time.slice(11, 23)} ${level.toUpperCase().padEnd(5)} ${event.padEnd(20)} ${details}`.trimEnd() +
        '\n',
    );
  }
  return {
    info: (event, fields) => log('info', event, fields),
    warn: (event, fields) => log('warn', event, fields),
    error: (event, fields) => log('error', event, fields),
  };
}

/** For tests and tools that want no log. */
export const silentLogger: Logger = { info() {}, warn() {}, error() {} };

/** An error reduced to what is safe to log and store: its code and the mail server's status, no text. */
export function describeError(error: unknown): string {
  if (typeof error !== 'object' || error === null) return 'unknown error';
  const { code, responseCode, name, response } = error as {
    code?: unknown;
    responseCode?: unknown;
    name?: unknown;
    response?: unknown;
  };
  const parts: string[] = [];
  if (typeof code === 'string') parts.push(code);
  else if (typeof name === 'string') parts.push(name);
  if (typeof responseCode === 'number') parts.push(`SMTP ${responseCode}`);
  // The mail server's reply line is about our envelope (our addresses), never the visitor's text.
  if (typeof response === 'string') parts.push(response.replace(/[\r\n]+/g, ' ').slice(0, 200));
  return parts.join(' ') || 'unknown error';
}
