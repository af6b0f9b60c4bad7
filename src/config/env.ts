/**
 * On/off switches in the environment (FEATURE_<FLAG>, CONTACT_WORKER, TRUST_PROXY): one reading for all
 * of them. Unset or empty keeps the default; on, true, yes and 1 switch on; off, false, no and 0 switch
 * off, in any case. Anything else is a mistake worth a clear error, not a guess.
 */
import { z } from 'astro/zod';

const ON = ['1', 'on', 'true', 'yes'];
const OFF = ['0', 'off', 'false', 'no'];

export const SWITCH_HINT = 'must be on or off (also true/false, yes/no, 1/0)';

/** true or false for an on/off word, undefined when unset or empty, null for anything else. */
export function parseSwitch(value: string | undefined): boolean | undefined | null {
  const word = value?.trim().toLowerCase();
  if (!word) return undefined;
  if (ON.includes(word)) return true;
  if (OFF.includes(word)) return false;
  return null;
}

/** An on/off variable in a zod environment schema, refused by name when it is neither. */
export const envSwitch = (fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((value, context) => {
      const parsed = parseSwitch(value);
      if (parsed === null) {
        context.addIssue({ code: 'custom', message: SWITCH_HINT });
        return z.NEVER;
      }
      return parsed ?? fallback;
    });
