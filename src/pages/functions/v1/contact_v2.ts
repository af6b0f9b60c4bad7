/**
 * POST /functions/v1/contact_v2 (SPEC.md section 7, PRODUCT.md section 4): the site's one on-demand
 * route. Every method comes here so the core (src/server/contact/contact-handler.ts) can answer 405 with
 * an Allow header itself.
 */
import type { APIRoute } from 'astro';
import { ENDPOINT_ERRORS } from '@/server/contact/contact-handler';
import { consoleLog, describeError } from '@/server/contact/log';
import { getContactRuntime } from '@/server/contact/runtime';

export const prerender = false;

export const ALL: APIRoute = async (context) => {
  let runtime;
  try {
    runtime = await getContactRuntime();
  } catch (error) {
    consoleLog(`cannot open the contact store (${describeError(error)})`);
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
