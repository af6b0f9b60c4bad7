/**
 * The pipeline's log lines. PRODUCT.md section 7: nothing a visitor typed appears in logs, so lines carry
 * message ids, counts and error codes only, never a message, a name or an address.
 */
export type ContactLog = (line: string) => void;

export const consoleLog: ContactLog = (line) => console.log(`[contact] ${line}`);

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
