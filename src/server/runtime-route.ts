/**
 * The on-demand routes' one shape (src/pages/functions/v1/): take the runtime the server handed the request and give it the
 * request with the client's socket address. A runtime that cannot start (the store is unreachable) is
 * answered 503 JSON, never a 500 page.
 */
import type { APIRoute } from 'astro';
import { ENDPOINT_ERRORS } from './contact/contact-handler.ts';
import { jsonAnswer } from './http/json-answer.ts';
import { createLogger, describeError } from './http/log.ts';
import { runtimeOf, type SiteRuntime } from './site-runtime.ts';

export function runtimeRoute(
  answer: (runtime: SiteRuntime, request: Request, address: string | undefined) => Promise<Response>,
): APIRoute {
  return async (context) => {
    let runtime;
    try {
      runtime = await runtimeOf(context.locals);
    } catch (error) {
      createLogger().error('store.unavailable', { error: describeError(error) });
      return jsonAnswer(503, { ok: false, error: ENDPOINT_ERRORS.unavailable }, { 'Retry-After': '30' });
    }
    let address: string | undefined;
    try {
      address = context.clientAddress;
    } catch {
      address = undefined; // an adapter without socket information: all such clients share one limit
    }
    return answer(runtime, context.request, address);
  };
}
