/**
 * The "Mark as answered" page (ANSWERED_ENDPOINT in src/lib/analytics/wire.ts) that each contact email
 * links to: a GET shows one button, its POST records the reply (src/server/analytics/answered.ts).
 */
import { runtimeRoute } from '@/server/runtime-route';

export const prerender = false;

export const ALL = runtimeRoute((runtime, request) => runtime.analytics.handleAnswered(request));
