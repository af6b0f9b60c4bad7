/**
 * The contact endpoint (CONTACT_ENDPOINT in src/lib/contact/contact-endpoint.ts), an on-demand route.
 * Every method comes here so the core (src/server/contact/contact-handler.ts) can answer 405 with an
 * Allow header itself.
 */
import { runtimeRoute } from '@/server/runtime-route';

export const prerender = false;

export const ALL = runtimeRoute((runtime, request, address) => runtime.contact.handle(request, { address }));
