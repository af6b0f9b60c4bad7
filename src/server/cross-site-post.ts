/**
 * For the pages the server renders on request (the booking's): whether a post comes from another site's
 * page, by the same rule the endpoints follow (src/server/http/cross-site.ts), with no other origin
 * allowed: those pages are only ever posted to by themselves.
 */
import { isCrossSite } from './http/cross-site.ts';

export const isCrossSitePost = (request: Request): boolean =>
  request.method === 'POST' && isCrossSite(request, []);
