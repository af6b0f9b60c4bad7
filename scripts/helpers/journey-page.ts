/**
 * The engine-neutral page the cross-engine journeys are written against: a few verbs (go, click, type,
 * press, read, evaluate, wait) that each engine's driver (firefox.ts over WebDriver BiDi, webkit.ts over
 * classic WebDriver) implements with real input events. Elements are found in the page by role and
 * accessible name, by label, or by CSS selector, the way a visitor finds them.
 */

/** A role and its accessible name (an exact string or a pattern), optionally inside a CSS selector. */
interface ByRole {
  role: 'button' | 'link' | 'heading' | 'dialog' | 'searchbox' | 'textbox' | 'group' | 'alert' | 'status';
  name?: string | RegExp;
  within?: string;
}
/** A form control by the text of its label. */
interface ByLabel {
  label: string;
  within?: string;
}
/** A CSS selector, or a role and name, or a label. */
export type Target = string | ByRole | ByLabel;

export type Key = 'Escape' | 'Enter' | 'Tab' | 'ArrowDown' | 'ArrowRight' | 'Backspace' | '/' | 'k';

export interface JourneyPage {
  readonly engine: 'firefox' | 'webkit';
  /** Opens a path on the site under test and waits for the load event. */
  goto(path: string): Promise<void>;
  /** The window's CSS size; WebKitGTK's MiniBrowser cannot be narrower than its toolbar (see viewport()). */
  setViewport(width: number, height: number): Promise<void>;
  /** The CSS size the page actually has. */
  viewport(): Promise<{ width: number; height: number }>;
  click(target: Target): Promise<void>;
  /** Focuses the control and types the text, key by key. */
  type(target: Target, text: string): Promise<void>;
  /** One key press, to the focused element; `ctrl` holds Control meanwhile. */
  press(key: Key, options?: { ctrl?: boolean }): Promise<void>;
  /** The element's visible text, whitespace collapsed. */
  text(target: Target): Promise<string>;
  /** Runs a self-contained function in the page (no closures) with JSON arguments; may be async. */
  evaluate<T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T>;
  /** The address shown, even when the browser could not load it. */
  url(): Promise<string>;
  back(): Promise<void>;
}

export interface Journey {
  name: string;
  /** Window size for this journey; 1280 × 900 when left out. */
  viewport?: { width: number; height: number };
  run(page: JourneyPage, site: Site): Promise<void>;
}

export interface Site {
  baseURL: string;
  /** The server's DATA_DIR: the outbox worker writes each delivered message there (mail/*.eml). */
  dataDir: string;
}

/**
 * Finds the target in the page, marks it with a data attribute and returns that attribute's selector
 * (null when nothing visible matches), so the driver can use its own native click and typing on it.
 * Runs in the page: self-contained.
 */
export function markTarget(target: unknown, mark: string): string | null {
  type Wire =
    | { css: string }
    | { role: string; name?: { source: string; flags: string } | string; within?: string }
    | { label: string; within?: string };
  const wire = target as Wire;
  const norm = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const visible = (el: Element) => {
    const style = getComputedStyle(el);
    return el.getClientRects().length > 0 && style.visibility !== 'hidden';
  };
  const byIds = (ids: string) =>
    ids
      .split(/\s+/)
      .map((id) => norm(document.getElementById(id)?.textContent))
      .join(' ');
  const nameOf = (el: Element): string => {
    const label = el.getAttribute('aria-label');
    if (label) return norm(label);
    const labelledBy = el.getAttribute('aria-labelledby');
    if (labelledBy) return norm(byIds(labelledBy));
    if (
      el instanceof HTMLInputElement ||
      el instanceof HTMLTextAreaElement ||
      el instanceof HTMLSelectElement
    ) {
      return norm([...(el.labels ?? [])].map((l) => l.textContent).join(' '));
    }
    return norm((el as HTMLElement).innerText ?? el.textContent);
  };
  const ROLES: Record<string, string> = {
    button: 'button, [role="button"], input[type="submit"]',
    link: 'a[href], [role="link"]',
    heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
    dialog: 'dialog, [role="dialog"]',
    searchbox: 'input[type="search"], [role="searchbox"]',
    textbox: 'input:not([type]), input[type="text"], input[type="email"], textarea, [role="textbox"]',
    group: 'fieldset, [role="group"]',
    alert: '[role="alert"]',
    status: '[role="status"]',
  };
  let found: Element | undefined;
  if ('css' in wire) {
    found =
      [...document.querySelectorAll(wire.css)].find(visible) ?? document.querySelector(wire.css) ?? undefined;
  } else {
    const scope = wire.within ? [...document.querySelectorAll(wire.within)] : [document.documentElement];
    if ('label' in wire) {
      for (const root of scope) {
        const labels = [...root.querySelectorAll('label')].filter((l) =>
          norm(l.textContent).startsWith(wire.label),
        );
        const exact = labels.find((l) => norm(l.textContent) === wire.label) ?? labels[0];
        const control = exact?.control ?? root.querySelector(`[aria-label="${wire.label}"]`);
        if (control && visible(control)) {
          found = control;
          break;
        }
      }
    } else {
      const matches = (name: string) => {
        const want = wire.name;
        if (want === undefined) return true;
        if (typeof want === 'string') return name === want;
        return new RegExp(want.source, want.flags).test(name);
      };
      for (const root of scope) {
        found = [...root.querySelectorAll(ROLES[wire.role] ?? wire.role)].find(
          (el) => visible(el) && matches(nameOf(el)),
        );
        if (found) break;
      }
    }
  }
  if (!found) return null;
  found.setAttribute('data-journey-target', mark);
  // In the middle of the window, clear of the sticky header, before a driver clicks it.
  found.scrollIntoView({ block: 'center', inline: 'nearest' });
  return `[data-journey-target="${mark}"]`;
}

/**
 * A function and its JSON arguments as one expression for the page. The transpiler may wrap named
 * functions in a `__name` helper that only exists in Node, so the page gets a harmless one.
 */
export function pageScript(fn: (...args: never[]) => unknown, args: unknown[]): string {
  return `(() => { const __name = (f) => f; return (${fn.toString()})(...${JSON.stringify(args)}); })()`;
}

/** A target as JSON for markTarget: patterns travel as source and flags. */
export function wireTarget(target: Target): unknown {
  if (typeof target === 'string') return { css: target };
  if ('role' in target && target.name instanceof RegExp) {
    return { ...target, name: { source: target.name.source, flags: target.name.flags } };
  }
  return target;
}

export function describeTarget(target: Target): string {
  if (typeof target === 'string') return target;
  if ('label' in target) return `field labelled "${target.label}"`;
  return `${target.role} ${target.name === undefined ? '' : `"${String(target.name)}"`}`.trim();
}

/**
 * Polls `check` until it returns a truthy value (then returns it) or `timeoutMs` passes. The journeys run
 * beside the checks over the build, whose three extra Astro builds keep both cores busy: with the cores
 * that busy (load 6) the contact journey alone took Firefox 3.9 to 9.4 s, and one of its waits once
 * passed 10 s in a fresh clone's run, so the default is twice that. A check that passes returns at once.
 */
export async function waitUntil<T>(
  check: () => Promise<T>,
  message: string | (() => string),
  timeoutMs = 20_000,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value as NonNullable<T>;
      last = value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) {
      const text = typeof message === 'string' ? message : message();
      throw new Error(
        `${text} (waited ${timeoutMs} ms; last: ${last instanceof Error ? last.message : String(last)})`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
