/**
 * The address of the site's own contact endpoint. The form posts here unless PUBLIC_CONTACT_ENDPOINT
 * names another host; the Node server routes it, and the Astro route that answers it lives at the same
 * path under src/pages (a file's place there is its address, so the file name repeats it).
 */
export const CONTACT_ENDPOINT = '/functions/v1/contact_v2';
