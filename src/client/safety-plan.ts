/**
 * The safety plan's boxes (src/pages/safety-plan.astro): what is typed stays in the page, and is written to
 * this device's localStorage only after "Keep on this device", under one key; "Erase from this device"
 * removes it and empties the boxes; a kept plan is put back on load. Nothing here sends anything: the page
 * has no form, so no key press can post or put the words in the address. The page's offline worker
 * (scoped to this page alone) and its cache are a stored copy too: they are registered only once the
 * visitor keeps the plan, and erasing removes them with it, so an unkept plan leaves nothing behind.
 * Words typed and not kept are not lost without a word: leaving or reloading asks first (the browser's own
 * prompt), except by the quick exit, which must leave at once.
 */
import {
  SAFETY_PLAN_CACHE_PREFIX,
  SAFETY_PLAN_STORAGE_KEY,
  SAFETY_PLAN_WORKER,
} from '../lib/safety-plan/safety-plan-copy.ts';

const root = document.querySelector<HTMLElement>('[data-safety-plan]');

interface KeptPlan {
  fields: Record<string, string>;
}

/** How long "Erase from this device" waits for the offline copy's removal before saying it is erased. */
const ERASE_WAIT_MS = 3000;

/**
 * How long after a tap on a phone, text or mail link leaving is not asked about: the browser treats the
 * call to a crisis line as leaving the page (it fires beforeunload at once), but the page stays.
 */
const OTHER_APP_MS = 1000;

/** The registration under way, which an erase waits for so that it cannot finish after the erase. */
let registering: Promise<unknown> = Promise.resolve();

/** The page opens again offline once kept; the worker's scope is this page alone, so no other page changes. */
function keepOffline(scope: string) {
  if (!('serviceWorker' in navigator)) return;
  registering = navigator.serviceWorker.register(SAFETY_PLAN_WORKER, { scope }).catch(() => {
    // No worker (an old browser, a private window): the page still works online.
  });
}

/**
 * Removes the offline copy: the worker's registration, once it has finished installing (an install still
 * running would write its cache after the deletion), then every cache it keeps.
 */
async function eraseOffline(scope: string) {
  if (!('serviceWorker' in navigator)) return;
  await registering;
  const registration = await navigator.serviceWorker.getRegistration(scope);
  const installing = registration?.installing;
  if (installing) {
    await new Promise<void>((settled) => {
      const done = () => installing.state !== 'installing' && settled();
      installing.addEventListener('statechange', done);
      done();
    });
  }
  await registration?.unregister();
  if (!('caches' in window)) return;
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => name.startsWith(SAFETY_PLAN_CACHE_PREFIX)).map((name) => caches.delete(name)),
  );
}

/**
 * The browser's own "Leave this page?" prompt while `unkept()` holds: a reload, a link or closing the tab
 * would lose the words. Never for the quick exit, nor for a link that opens another app (a call to a line).
 */
function guardLeaving(unkept: () => boolean) {
  let otherAppAt = -Infinity;
  const ask = (event: BeforeUnloadEvent) => {
    if (window.leavingQuickly || performance.now() - otherAppAt < OTHER_APP_MS || !unkept()) return;
    event.preventDefault();
    // Older browsers (Chrome before 119) ask only when returnValue is set.
    event.returnValue = true;
  };
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (link instanceof HTMLAnchorElement && !/^https?:$/.test(link.protocol)) otherAppAt = performance.now();
  });
  // Listened for only while there is something to lose, so a page with nothing typed is left as any other.
  return () => (unkept() ? addEventListener('beforeunload', ask) : removeEventListener('beforeunload', ask));
}

function start(plan: HTMLElement) {
  const fields = [...plan.querySelectorAll<HTMLTextAreaElement>('textarea[name]')];
  const status = plan.querySelector<HTMLElement>('[data-plan-status]')!;
  const keepButtons = [...plan.querySelectorAll<HTMLButtonElement>('[data-plan-keep]')];
  const eraseButton = plan.querySelector<HTMLButtonElement>('[data-plan-erase]')!;
  const bar = plan.querySelector<HTMLElement>('[data-plan-bar]');
  const barState = bar?.querySelector<HTMLElement>('[data-plan-bar-state]');
  const say = (key: 'kept' | 'erased' | 'failed') => {
    status.textContent = status.dataset[key] ?? '';
    if (barState) barState.textContent = barState.dataset[key === 'erased' ? 'notKept' : key] ?? '';
  };
  const scope = plan.dataset.safetyPlan ?? location.pathname;
  let kept = false;
  const guard = guardLeaving(() => !kept && fields.some((field) => field.value.trim() !== ''));

  // Paper shows a filled box's words in full rather than the box's few visible lines.
  const mirror = (field: HTMLTextAreaElement) => {
    const copy = field.parentElement?.querySelector<HTMLElement>('[data-plan-copy]');
    if (copy) copy.textContent = field.value;
    field.closest('[data-plan-step]')?.toggleAttribute('data-filled', field.value.trim() !== '');
  };

  const write = () => {
    const plan: KeptPlan = { fields: Object.fromEntries(fields.map((field) => [field.name, field.value])) };
    try {
      localStorage.setItem(SAFETY_PLAN_STORAGE_KEY, JSON.stringify(plan));
      return true;
    } catch {
      return false;
    }
  };

  const showKept = (isKept: boolean) => {
    kept = isKept;
    for (const button of keepButtons) button.setAttribute('aria-pressed', String(isKept));
    guard();
  };

  try {
    const stored = localStorage.getItem(SAFETY_PLAN_STORAGE_KEY);
    const restored = stored ? (JSON.parse(stored) as Partial<KeptPlan>) : null;
    if (restored?.fields) {
      for (const field of fields) field.value = restored.fields[field.name] ?? '';
      showKept(true);
      say('kept');
    }
  } catch {
    // Storage refused (a private window, a policy) or a damaged entry: the boxes start empty.
  }
  for (const field of fields) mirror(field);
  // A kept plan keeps its offline copy; without one, nothing may stay behind (a copy left by an earlier visit).
  if (kept) keepOffline(scope);
  else eraseOffline(scope).catch(() => {});

  plan.addEventListener('input', (event) => {
    const field = event.target;
    if (!(field instanceof HTMLTextAreaElement)) return;
    mirror(field);
    // Once the visitor chose to keep it, a change is kept too; before that, nothing is written.
    if (kept) write();
    guard();
    // The first word of a plan not kept brings "Keep on this device" within reach, and the box she is
    // typing in stays clear of it (the steps' scroll margin makes room for the bar).
    if (bar?.hidden && !kept) {
      bar.hidden = false;
      field.scrollIntoView({ block: 'nearest' });
    }
  });
  // A box reached by keyboard comes into view whole, below the sticky header: the browser would bring
  // in only the line its caret is on.
  plan.addEventListener('focusin', (event) => {
    if (event.target instanceof HTMLTextAreaElement) event.target.scrollIntoView({ block: 'nearest' });
  });
  for (const keepButton of keepButtons) {
    keepButton.addEventListener('click', () => {
      if (write()) {
        showKept(true);
        say('kept');
        keepOffline(scope);
      } else say('failed');
    });
  }
  eraseButton.addEventListener('click', async () => {
    try {
      localStorage.removeItem(SAFETY_PLAN_STORAGE_KEY);
    } catch {
      // Nothing could have been kept where storage is refused.
    }
    for (const field of fields) {
      field.value = '';
      mirror(field);
    }
    showKept(false);
    // Nothing typed is left to keep: the bar comes back with the next word.
    if (bar) bar.hidden = true;
    // Said once the offline copy is gone too, or after a few seconds at most: a browser whose worker is
    // still installing answers only when the install ends, and the removal then finishes on its own.
    const offline = eraseOffline(scope).catch(() => {});
    await Promise.race([offline, new Promise((done) => setTimeout(done, ERASE_WAIT_MS))]);
    say('erased');
  });
  plan.querySelector('[data-plan-print]')?.addEventListener('click', () => window.print());
  for (const control of plan.querySelectorAll<HTMLElement>('[data-plan-controls]')) control.hidden = false;
}

if (root) start(root);
