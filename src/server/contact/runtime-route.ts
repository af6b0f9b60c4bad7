/**
 * The on-demand routes' one shape (src/pages/functions/v1/): find the process's pipeline and hand it the
 * request with the client's socket address. A pipeline that cannot start (the store is unreachable) is
 * answered 503 JSON, never a 500 page.
 */
import type { APIRoute } from 'astro';
import { createLogger, describeError } from '../log.ts';
import { ENDPOINT_ERRORS, jsonAnswer } from './contact-handler.ts';
import { getContactRuntime, type ContactRuntime } from './runtime.ts';

export function runtimeRoute(
  answer: (runtime: ContactRuntime, request: Request, address: string | undefined) => Promise<Response>,
): APIRoute {
  return async (context) => {
    let runtime;
    try {
      runtime = await getContactRuntime();
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
