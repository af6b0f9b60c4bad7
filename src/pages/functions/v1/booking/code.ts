/** BOOKING_CODE_PATH: the code typed into the booking panel (`{id, code}`), answered with her record. */
import { answerCode } from '@/server/booking-code-answers';
import { runtimeRoute } from '@/server/runtime-route';

export const prerender = false;

export const ALL = runtimeRoute((runtime, request) => answerCode(runtime.booking, request));
