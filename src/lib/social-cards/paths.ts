/**
 * Where a page's social card is served: /og/<page path>.png, and /og/index.png for the home page. The
 * head tags, the route that draws the cards and the build's check all use this one rule.
 */
const CARD_FOLDER = '/og';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** The card's address for a page's path (`/`, `/about`, `/blog/some-article`). */
export function cardPath(pagePath: string): string {
  const path = pagePath.replace(/\/+$/, '');
  return `${CARD_FOLDER}/${path === '' ? 'index' : path.replace(/^\//, '')}.png`;
}

/** The route's rest parameter for a page's card: "index", "about", "blog/some-article". */
export function cardParam(pagePath: string): string {
  return cardPath(pagePath).slice(`${CARD_FOLDER}/`.length, -'.png'.length);
}

/** The card's text alternative: the page's title and the practice's name, as the card shows them. */
export function cardAlt(title: string, siteName: string): string {
  return title === siteName ? siteName : `${title}, ${siteName}`;
}
