/** BOOKING_RESEND_PATH: "Send the code again" (`{id}`), answered with when it went and when another can. */
import { answerResend } from '@/server/booking-code-answers';
import { runtimeRoute } from '@/server/runtime-route';

export const prerender = false;

export const ALL = runtimeRoute((runtime, request) => answerResend(runtime.booking, request));
