/**
 * The contact endpoint (CONTACT_ENDPOINT in src/lib/contact/contact-endpoint.ts), the site's one
 * on-demand route. Every method comes here so the core (src/server/contact/contact-handler.ts) can
 * answer 405 with an Allow header itself.
 */
import type { APIRoute } from 'astro';
import { ENDPOINT_ERRORS } from '@/server/contact/contact-handler';
import { createLogger, describeError } from '@/server/log';
import { getContactRuntime } from '@/server/contact/runtime';

export const prerender = false;

export const ALL: APIRoute = async (context) => {
  let runtime;
  try {
    runtime = await getContactRuntime();
  } catch (error) {
    createLogger().error('store.unavailable', { error: describeError(error) });
    return new Response(JSON.stringify({ ok: false, error: ENDPOINT_ERRORS.unavailable }), {
      status: 503,
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-store',
        'Retry-After': '30',
      },
    });
  }
  let address: string | undefined;
  try {
    address = context.clientAddress;
  } catch {
    address = undefined; // an adapter without socket information: all such clients share one limit
  }
  return runtime.handle(context.request, { address });
};
