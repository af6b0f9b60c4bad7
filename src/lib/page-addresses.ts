/**
 * The page addresses the browser's own scripts link to (src/config/addresses.ts), for src/client, which
 * imports no configuration itself: this file alone, with nothing else of the practice's settings.
 */
export { ADDRESSES } from '../config/addresses.ts';
