/**
 * The web server's settings, from the environment (all optional). The deadlines bound what one slow
 * or silent client can hold: a connection whose headers have not arrived within HTTP_HEADERS_TIMEOUT,
 * or whose whole request has not within HTTP_REQUEST_TIMEOUT, is answered 408 and closed; an idle
 * keep-alive connection is closed after HTTP_KEEP_ALIVE_TIMEOUT. Node's own defaults (60 s and 300 s,
 * checked every 30 s) let a few hundred slow connections tie the server up.
 */
import { z } from 'astro/zod';
import { describeIssues } from '../../config/schema.ts';

const seconds = (fallback: number) => z.coerce.number().positive().default(fallback);

/** Each variable's value when unset, written once: the schema and .env.example (a test holds it) read it. */
export const SERVER_DEFAULTS = {
  HOST: '127.0.0.1',
  PORT: 4321,
  HTTP_HEADERS_TIMEOUT_SECONDS: 10,
  HTTP_REQUEST_TIMEOUT_SECONDS: 15,
  HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: 5,
  SHUTDOWN_GRACE_SECONDS: 10,
  HEALTHZ_TIMEOUT_SECONDS: 2,
} as const;

const serverConfigSchema = z
  .object({
    HOST: z.string().min(1).default(SERVER_DEFAULTS.HOST),
    PORT: z.coerce.number().int().min(0).max(65_535).default(SERVER_DEFAULTS.PORT),
    HTTP_HEADERS_TIMEOUT_SECONDS: seconds(SERVER_DEFAULTS.HTTP_HEADERS_TIMEOUT_SECONDS),
    HTTP_REQUEST_TIMEOUT_SECONDS: seconds(SERVER_DEFAULTS.HTTP_REQUEST_TIMEOUT_SECONDS),
    HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: seconds(SERVER_DEFAULTS.HTTP_KEEP_ALIVE_TIMEOUT_SECONDS),
    SHUTDOWN_GRACE_SECONDS: seconds(SERVER_DEFAULTS.SHUTDOWN_GRACE_SECONDS),
    HEALTHZ_TIMEOUT_SECONDS: seconds(SERVER_DEFAULTS.HEALTHZ_TIMEOUT_SECONDS),
    HEALTHZ_TOKEN: z.string().min(16, 'must be 16 characters or more').optional(),
  })
  .refine((e) => e.HTTP_HEADERS_TIMEOUT_SECONDS <= e.HTTP_REQUEST_TIMEOUT_SECONDS, {
    path: ['HTTP_HEADERS_TIMEOUT_SECONDS'],
    message: 'must not exceed HTTP_REQUEST_TIMEOUT_SECONDS',
  })
  .transform((e) => ({
    host: e.HOST,
    port: e.PORT,
    timeouts: {
      headersMs: e.HTTP_HEADERS_TIMEOUT_SECONDS * 1000,
      requestMs: e.HTTP_REQUEST_TIMEOUT_SECONDS * 1000,
      keepAliveMs: e.HTTP_KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    },
    /** On SIGTERM or SIGINT, how long requests in flight and a send in progress may take to finish. */
    shutdownGraceMs: e.SHUTDOWN_GRACE_SECONDS * 1000,
    /** How long /healthz waits for the store before answering 503. */
    healthTimeoutMs: e.HEALTHZ_TIMEOUT_SECONDS * 1000,
    /** Who may read /healthz's figures besides this machine: the bearer of this token. */
    healthToken: e.HEALTHZ_TOKEN ?? null,
  }));

type ServerConfig = z.output<typeof serverConfigSchema>;
export type ServerTimeouts = ServerConfig['timeouts'];

export function readServerConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const parsed = serverConfigSchema.safeParse(env);
  if (!parsed.success) throw new Error(describeIssues('Invalid server environment', parsed.error));
  return parsed.data;
}
