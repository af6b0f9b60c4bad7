/**
 * "Next free consultation: Tue, Dec 2, 2:30 pm" on the static pages: the placeholders
 * (src/components/booking/NextFree.astro) are hidden in the HTML; this asks the server once for each
 * clinician's next free time, shows those that have one, and copies a card's line into the finder's
 * results as they appear.
 * An empty `data-next-free` names the practice: the earliest of all. Nothing shows when booking is off.
 * The line's link then names that time (`data-href`, with `{}` for it), so the booking page opens on it,
 * chosen, with the form ready below it.
 * The address comes from the placeholders' `data-source`: the script imports nothing an island shares, so
 * it stays one small chunk that Astro inlines.
 */

interface NextFree {
  on: boolean;
  next: Record<string, string | null>;
}

const SELECTOR = '[data-next-free]:not([data-filled])';
/** The finder's results, which appear after a tap: each names its clinician by a link to the card. */
const RESULT_LINKS = '[data-next-free-results] li > p > a[href^="#"]';

function earliest(next: NextFree['next']): string | null {
  const times = Object.values(next).filter((time): time is string => time !== null);
  return times.sort()[0] ?? null;
}

function fill(element: HTMLElement, data: NextFree) {
  element.dataset.filled = '';
  const id = element.dataset.nextFree;
  const iso = id ? data.next[id] : earliest(data.next);
  const time = element.querySelector('time');
  if (!data.on || !iso || !time) return;
  const text = new Intl.DateTimeFormat('en-US', {
    timeZone: element.dataset.zone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
  const link = element.querySelector('a');
  if (link && element.dataset.href) link.href = element.dataset.href.replace('{}', encodeURIComponent(iso));
  time.dateTime = iso;
  time.textContent = text.replace(/\s?([AP])M$/, (_, half: string) => ` ${half.toLowerCase()}m`);
  element.hidden = false;
}

/** Each finder result gets a copy of its clinician's line from the cards, once that line is shown. */
function copyToResults() {
  for (const link of document.querySelectorAll<HTMLAnchorElement>(RESULT_LINKS)) {
    const item = link.closest('li');
    if (!item || item.querySelector('[data-next-free]')) continue;
    const id = CSS.escape(decodeURIComponent(link.hash.slice(1)));
    const line = document.querySelector(`[data-next-free="${id}"]:not([hidden])`);
    if (line) item.append(line.cloneNode(true));
  }
}

const source = document.querySelector<HTMLElement>('[data-next-free]')?.dataset.source;
if (source) {
  fetch(source)
    .then((response) => (response.ok ? (response.json() as Promise<NextFree>) : null))
    .then((data) => {
      if (!data) return;
      const fillAll = () => {
        document.querySelectorAll<HTMLElement>(SELECTOR).forEach((el) => fill(el, data));
        copyToResults();
      };
      fillAll();
      new MutationObserver(fillAll).observe(document.body, { childList: true, subtree: true });
    })
    .catch(() => {});
}
