import type { ClientDirective } from 'astro';

/**
 * `client:interaction`: hydrate an island when the visitor first reaches for it, not when the page loads
 * (PRODUCT.md section 1: "hydrated as late as the behaviour allows"). The island's HTML is already on the
 * page; its JavaScript (and React's runtime with it) is fetched on the first pointer, touch or focus inside
 * it, so a visitor who only reads never downloads it.
 *
 * What the visitor does before the JavaScript has arrived (a fast tap on a slow phone, an arrow key right
 * after tabbing in) is not lost: clicks on `type="button"` elements and keys pressed inside the island are
 * held and replayed, in order, once it is live. Links, form submissions and fields keep their native
 * behaviour meanwhile, and Enter or Space on a button arrive as the click they cause.
 */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

type Held =
  { kind: 'click'; target: HTMLButtonElement } | { kind: 'key'; target: Element; init: KeyboardEventInit };

const interactionDirective: ClientDirective = (load, _options, el) => {
  let started = false;
  const held: Held[] = [];

  const onClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button instanceof HTMLButtonElement && button.type === 'button' && el.contains(button)) {
      held.push({ kind: 'click', target: button });
    }
    void start();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!(event.target instanceof Element) || event.key === 'Enter' || event.key === ' ') return;
    const { key, code, shiftKey, altKey, ctrlKey, metaKey } = event;
    held.push({
      kind: 'key',
      target: event.target,
      init: { key, code, shiftKey, altKey, ctrlKey, metaKey, bubbles: true, cancelable: true },
    });
  };

  async function start() {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) el.removeEventListener(type, start);
    const hydrate = await load();
    await hydrate();
    el.removeEventListener('click', onClick, true);
    el.removeEventListener('keydown', onKeyDown, true);
    // Give the framework a task to attach its handlers, then replay what the visitor did meanwhile.
    setTimeout(() => {
      for (const event of held) {
        if (!event.target.isConnected) continue;
        if (event.kind === 'click') event.target.click();
        else event.target.dispatchEvent(new KeyboardEvent('keydown', event.init));
      }
    }, 0);
  }

  for (const type of INTENT_EVENTS) el.addEventListener(type, start, { passive: true });
  el.addEventListener('click', onClick, true);
  el.addEventListener('keydown', onKeyDown, true);
};

export default interactionDirective;
