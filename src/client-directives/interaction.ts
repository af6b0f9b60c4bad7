import type { ClientDirective } from 'astro';

/**
 * `client:interaction`: hydrate an island when the visitor first reaches for it, not when the page loads
 * (islands hydrate as late as their behaviour allows). The island's HTML is already on the page; its
 * JavaScript (and React's runtime with it) is fetched on the first pointer, touch or focus inside it, so
 * a visitor who only reads never downloads it.
 *
 * What the visitor does before the JavaScript has arrived (a fast tap on a slow phone, an arrow key right
 * after tabbing in) is not lost. Fields keep their native behaviour meanwhile, and the island starts from
 * what they hold: it is hydrated at once when its code arrives, so that it takes in a list changed or a box
 * typed into or ticked meanwhile (src/components/islands/live-controls.ts) before anything else happens.
 * Then clicks on `type="button"` elements and keys pressed inside the island are replayed, in order; Enter
 * or Space on a button arrive as the click they cause.
 *
 * A form sent before the JavaScript has arrived goes as the plain form post it is without JavaScript, and
 * the island is then left as it is: the page is leaving, and an island hydrated under it would send the
 * same message a second time if the visitor pressed the button again. A form its own fields' constraints
 * refuse (an empty required field) is held instead and sent again once the island is live, so the
 * island's message answers it, not a page load; if the JavaScript cannot load, it goes as the plain post
 * and the server answers with the same message.
 *
 * Options (`client:interaction={{ ... }}`):
 * - `within`: a selector; only reaching for the parts of the island that match it counts (the answers
 *   explorer wakes for its search box and filters, not for a card's link).
 * - `params`: query parameters; an address that carries any of them hydrates at once (a shared filtered
 *   view is shown filtered without waiting for a tap).
 * - `hash`: an address whose fragment names an element inside the island hydrates it at once, on arrival
 *   or when the fragment changes (a search result that links to one FAQ question opens it).
 */
export interface InteractionOptions {
  within?: string;
  params?: string[];
  hash?: boolean;
}

const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

type Held =
  { kind: 'click'; target: HTMLButtonElement } | { kind: 'key'; target: Element; init: KeyboardEventInit };

function optionsOf(value: unknown): InteractionOptions {
  return typeof value === 'object' && value !== null ? (value as InteractionOptions) : {};
}

const interactionDirective: ClientDirective = (load, { value }, el) => {
  const { within, params = [], hash = false } = optionsOf(value);
  let started = false;
  let submitted = false;
  let hydrateLater: (() => Promise<void>) | null = null;
  let heldForm: HTMLFormElement | null = null;
  const held: Held[] = [];

  const counts = (event: Event) =>
    !within || (event.target instanceof Element && event.target.closest(within) !== null);

  const onIntent = (event: Event) => {
    if (counts(event)) void start();
  };

  const onClick = (event: Event) => {
    if (!counts(event)) return;
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button instanceof HTMLButtonElement && button.type === 'button' && el.contains(button)) {
      held.push({ kind: 'click', target: button });
    }
    void start();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!counts(event) || !(event.target instanceof Element) || event.key === 'Enter' || event.key === ' ') {
      return;
    }
    const { key, code, shiftKey, altKey, ctrlKey, metaKey } = event;
    held.push({
      kind: 'key',
      target: event.target,
      init: { key, code, shiftKey, altKey, ctrlKey, metaKey, bubbles: true, cancelable: true },
    });
  };

  // A form its fields refuse is held and sent again by a click on its button once the island is live:
  // React hydrates at once for a click, so its submit handler answers. A form they accept goes now.
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target as HTMLFormElement;
    const button = event.submitter ?? form.querySelector('[type=submit]');
    if (form.checkValidity() || !(button instanceof HTMLButtonElement)) {
      submitted = true;
      return;
    }
    event.preventDefault();
    heldForm = form;
    held.push({ kind: 'click', target: button });
    void start();
  };

  // Back to a page kept in the back/forward cache after a plain form post: the island may come alive now.
  const onPageShow = (event: PageTransitionEvent) => {
    if (!event.persisted || !hydrateLater) return;
    submitted = false;
    const hydrate = hydrateLater;
    hydrateLater = null;
    void live(hydrate);
  };

  async function live(hydrate: () => Promise<void>) {
    await hydrate();
    el.removeEventListener('submit', onSubmit, true);
    window.removeEventListener('pageshow', onPageShow);
    // An event that changes nothing makes the framework finish hydrating now (React does for an input
    // event), so the island takes in what its fields hold before the first replayed event reaches it.
    el.firstElementChild?.dispatchEvent(new Event('input', { bubbles: true }));
    // Replay what the visitor did meanwhile, one event a task: the framework attaches its handlers in the
    // first, and renders what each event changed before the next one arrives, as it would have for taps.
    const next = () => {
      const event = held.shift();
      if (!event) return;
      if (event.target.isConnected) {
        if (event.kind === 'click') event.target.click();
        else event.target.dispatchEvent(new KeyboardEvent('keydown', event.init));
      }
      setTimeout(next, 0);
    };
    setTimeout(next, 0);
  }

  async function start() {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) el.removeEventListener(type, onIntent);
    let hydrate: () => Promise<void>;
    try {
      hydrate = await load();
    } catch (error) {
      // The island's code did not arrive: a held form goes as the plain post it is without JavaScript.
      heldForm?.submit();
      throw error;
    }
    el.removeEventListener('click', onClick, true);
    el.removeEventListener('keydown', onKeyDown, true);
    if (submitted) {
      hydrateLater = hydrate;
      return;
    }
    await live(hydrate);
  }

  for (const type of INTENT_EVENTS) el.addEventListener(type, onIntent, { passive: true });
  el.addEventListener('click', onClick, true);
  el.addEventListener('keydown', onKeyDown, true);
  el.addEventListener('submit', onSubmit, true);
  window.addEventListener('pageshow', onPageShow);
  const query = new URLSearchParams(window.location.search);
  if (params.some((name) => query.has(name))) void start();
  if (hash) {
    const targetsIsland = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      const target = id ? document.getElementById(id) : null;
      return target !== null && el.contains(target);
    };
    const onHashChange = () => {
      if (!targetsIsland()) return;
      window.removeEventListener('hashchange', onHashChange);
      void start();
    };
    if (targetsIsland()) void start();
    else window.addEventListener('hashchange', onHashChange);
  }
};

export default interactionDirective;
