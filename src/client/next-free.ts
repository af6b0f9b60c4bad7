/**
 * "Next free consultation: Tue, Dec 2, 2:30 pm" on the static pages: the placeholders
 * (src/components/booking/NextFree.astro, and the finder's results, which appear later) are hidden in
 * the HTML; this asks the server once for each clinician's next free time and shows those that have one.
 * An empty `data-next-free` names the practice: the earliest of all. Nothing shows when booking is off.
 * The address comes from the placeholders' `data-source`: the script imports nothing an island shares, so
 * it stays one small chunk that Astro inlines.
 */

interface NextFree {
  on: boolean;
  next: Record<string, string | null>;
}

const SELECTOR = '[data-next-free]:not([data-filled])';

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
  time.dateTime = iso;
  time.textContent = text.replace(/\s?([AP])M$/, (_, half: string) => ` ${half.toLowerCase()}m`);
  element.hidden = false;
}

const source = document.querySelector<HTMLElement>('[data-next-free]')?.dataset.source;
if (source) {
  fetch(source)
    .then((response) => (response.ok ? (response.json() as Promise<NextFree>) : null))
    .then((data) => {
      if (!data) return;
      const fillAll = () => document.querySelectorAll<HTMLElement>(SELECTOR).forEach((el) => fill(el, data));
      fillAll();
      new MutationObserver(fillAll).observe(document.body, { childList: true, subtree: true });
    })
    .catch(() => {});
}
