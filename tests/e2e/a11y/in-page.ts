/**
 * The accessibility checks that run inside the page, several per page.evaluate call: focus, reflow,
 * text spacing, forced colours, reduced motion, names and structure; only what axe's rules do not
 * check already (target size, landmarks and heading order are axe's: see a11y-checks.spec.ts). `installAudit` is
 * sent to the page whole (Playwright serialises the function), so everything it needs is inside it.
 * Each check returns its problems as sentences naming the element, an empty list when all is well.
 */

export type AuditName =
  | 'structure'
  | 'focus'
  | 'obscured'
  | 'reflow'
  | 'textClipping'
  | 'shapes'
  | 'forcedColors'
  | 'reducedMotion'
  | 'tabOrder'
  | 'landed'
  | 'walk';

interface AuditApi {
  run(name: AuditName): string[];
}

declare global {
  interface Window {
    a11yAudit?: AuditApi;
    axe?: {
      setup(node?: Node): unknown;
      teardown(): void;
      utils: { getNodeFromTree(node: Node): unknown };
      commons: { text: { accessibleTextVirtual(vNode: unknown): string } };
    };
  }
}

export function installAudit(): void {
  type Rgba = [number, number, number, number];
  type Box = { left: number; top: number; right: number; bottom: number };

  /** What can take focus (tabbables() keeps what Tab reaches). */
  const FOCUSABLE =
    'a[href], area[href], button, input:not([type="hidden"]), select, textarea, iframe, summary, [tabindex], [contenteditable=""], [contenteditable="true"]';
  /** What a pointer or a keyboard operates: the focusable elements without tabindex="-1", and roles. */
  const TARGETS = `a[href], area[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex^="-"]), [role="button"], [role="link"], [role="checkbox"], [role="radio"], [role="switch"], [role="tab"], [role="menuitem"], [role="option"]`;

  // ---- describing elements ----

  /** A short, recognisable name for an element in a problem: its tag, id and text (or address). */
  function describe(el: Element): string {
    const tag = el.tagName.toLowerCase();
    const id = el.id ? `#${el.id}` : '';
    const text = (
      el.getAttribute('aria-label') ||
      (el as HTMLElement).innerText ||
      el.getAttribute('title') ||
      ''
    )
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 50);
    const href = el.getAttribute('href');
    return `<${tag}${id}>${text ? ` "${text}"` : ''}${href && !text ? ` (${href})` : ''}`;
  }

  // ---- visibility ----

  /**
   * Hidden visually but read by screen readers (the sr-only pattern): clipped away entirely, or a box
   * of 1 px or less that hides its overflow.
   */
  function isVisuallyHidden(el: Element): boolean {
    for (let node: Element | null = el; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.clipPath.startsWith('inset(50%') || style.clip === 'rect(0px, 0px, 0px, 0px)') return true;
      const rect = node.getBoundingClientRect();
      if (style.overflow === 'hidden' && rect.width <= 1 && rect.height <= 1) return true;
    }
    return false;
  }

  function isRendered(el: Element): boolean {
    return (
      el.checkVisibility({ checkVisibilityCSS: true, checkOpacity: false }) && el.getClientRects().length > 0
    );
  }

  /** What a keyboard reaches with Tab: rendered, enabled, not inert, tabindex not negative. */
  function tabbables(): HTMLElement[] {
    return [...document.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (el) =>
        el.tabIndex >= 0 &&
        !(el as HTMLButtonElement).disabled &&
        !el.closest('[inert]') &&
        isRendered(el) &&
        !(
          el.tagName === 'INPUT' &&
          (el as HTMLInputElement).type === 'radio' &&
          !(el as HTMLInputElement).checked &&
          document.querySelector(`input[type=radio][name="${(el as HTMLInputElement).name}"]:checked`)
        ),
    );
  }

  // ---- colour ----

  function parseColor(value: string): Rgba | null {
    const match = value.match(/rgba?\(([^)]+)\)/);
    if (!match) return null;
    const parts = match[1]!
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1];
  }

  function over(top: Rgba, bottom: Rgba): Rgba {
    const a = top[3];
    return [
      top[0] * a + bottom[0] * (1 - a),
      top[1] * a + bottom[1] * (1 - a),
      top[2] * a + bottom[2] * (1 - a),
      1,
    ];
  }

  /** The solid colour behind an element, or null where an image or gradient makes it unknowable. */
  function backgroundBehind(el: Element | null): Rgba | null {
    const layers: Rgba[] = [];
    for (let node = el; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.backgroundImage !== 'none') return null;
      const color = parseColor(style.backgroundColor);
      if (color && color[3] > 0) {
        layers.push(color);
        if (color[3] >= 1) break;
      }
    }
    let result: Rgba = [255, 255, 255, 1];
    for (const layer of layers.reverse()) result = over(layer, result);
    return result;
  }

  /** The solid colour seen at a point beside or inside an element, or null over a picture or a drawing. */
  function surfaceAt(el: Element, x: number, y: number): Rgba | null {
    if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return backgroundBehind(el.parentElement);
    for (const node of document.elementsFromPoint(x, y)) {
      // The site's inline drawings (svg.art) are pictures too, of many colours.
      if (/^(img|picture|video|canvas|iframe)$/i.test(node.tagName) || node.closest('svg.art')) return null;
      if (node === el || el.contains(node)) {
        const own = parseColor(getComputedStyle(node).backgroundColor);
        if (own && own[3] >= 1) return own;
        continue;
      }
      return backgroundBehind(node);
    }
    return backgroundBehind(document.body);
  }

  function luminance([r, g, b]: Rgba): number {
    const channel = (v: number) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  }

  function contrast(a: Rgba, b: Rgba): number {
    const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (high + 0.05) / (low + 0.05);
  }

  // ---- boxes ----

  const inflate = (r: Box, by: number): Box => ({
    left: r.left - by,
    top: r.top - by,
    right: r.right + by,
    bottom: r.bottom + by,
  });
  const area = (r: Box) => Math.max(0, r.right - r.left) * Math.max(0, r.bottom - r.top);
  const intersect = (a: Box, b: Box): Box => ({
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  });

  /**
   * The box an element is clipped to by its ancestors' overflow, in the viewport; with `self`, by its
   * own overflow too (what its text is clipped to).
   */
  function clipBox(el: Element, self = false): Box {
    let box: Box = { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity };
    for (
      let node = self ? el : el.parentElement;
      node && node !== document.documentElement;
      node = node.parentElement
    ) {
      const style = getComputedStyle(node);
      if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
        const r = node.getBoundingClientRect();
        const clip: Box = {
          left: style.overflowX === 'visible' ? -Infinity : r.left + node.clientLeft,
          right: style.overflowX === 'visible' ? Infinity : r.left + node.clientLeft + node.clientWidth,
          top: style.overflowY === 'visible' ? -Infinity : r.top + node.clientTop,
          bottom: style.overflowY === 'visible' ? Infinity : r.top + node.clientTop + node.clientHeight,
        };
        box = intersect(box, clip);
      }
      if (style.position === 'fixed') break;
    }
    return box;
  }

  // ---- accessible names (axe's own computation; axe is in the page once axeViolations has run) ----

  function withNames<T>(work: (name: (el: Element) => string) => T): T {
    const axe = window.axe;
    if (!axe) throw new Error('axe must have run on the page before the structure checks');
    axe.setup(document);
    try {
      return work((el) =>
        axe.commons.text.accessibleTextVirtual(axe.utils.getNodeFromTree(el)).replace(/\s+/g, ' ').trim(),
      );
    } finally {
      axe.teardown();
    }
  }

  /** Words and digits only, lower case: how 2.5.3 compares a visible label with a name. */
  const words = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();

  /** The text a sighted person reads on an element: rendered text not hidden by the sr-only pattern. */
  function visibleText(el: Element): string {
    let text = '';
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && isRendered(parent) && !isVisuallyHidden(parent)) text += ` ${node.textContent}`;
    }
    return text.replace(/\s+/g, ' ').trim();
  }

  function visibleLabel(el: Element): string {
    const control = el as HTMLInputElement;
    if (control.labels && control.labels.length) return [...control.labels].map(visibleText).join(' ');
    if (el.tagName === 'INPUT' && ['submit', 'button', 'reset'].includes(control.type)) return control.value;
    return visibleText(el);
  }

  function structure(): string[] {
    return withNames((name) => {
      const problems: string[] = [];
      // What assistive technology is offered: not hidden from it, not inert (behind an open menu).
      const exposed = (el: Element) => isRendered(el) && !el.closest('[aria-hidden="true"], [inert]');

      // The first heading opens the page as its level-1 title (axe checks the levels after it).
      const first = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')].find(exposed);
      if (first) {
        const level = Number(first.getAttribute('aria-level') || first.tagName.slice(1)) || 2;
        if (level !== 1)
          problems.push(`the first heading is ${describe(first)}, level ${level}, not a level-1 heading`);
      }

      // 2.5.3 Label in Name: a control's accessible name contains the words of its visible label.
      for (const el of document.querySelectorAll(TARGETS)) {
        if (!exposed(el) || isVisuallyHidden(el)) continue;
        const label = words(visibleLabel(el));
        if (!label) continue;
        const accessible = words(name(el));
        if (!` ${accessible} `.includes(` ${label} `)) {
          problems.push(
            `${describe(el)}: its name "${name(el)}" does not contain its visible label "${visibleLabel(el)}"`,
          );
        }
      }

      // 2.4.4: one link text, one destination (or a description that tells them apart).
      const destinations = new Map<string, Set<string>>();
      for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
        if (!exposed(link)) continue;
        const describedBy = (link.getAttribute('aria-describedby') || '')
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ');
        const key = words(`${name(link)} ${describedBy}`);
        if (!key) continue;
        destinations.set(key, new Set([...(destinations.get(key) ?? []), link.href]));
      }
      for (const [text, hrefs] of destinations) {
        if (hrefs.size > 1) {
          problems.push(
            `links named "${text}" lead to ${hrefs.size} places: ${[...hrefs].map((h) => h.replace(location.origin, '')).join(', ')}`,
          );
        }
      }
      return problems;
    });
  }

  // ---- focus ----

  /** Fixed and sticky boxes (the header) that may cover what has focus. */
  function isOverlay(el: Element): boolean {
    for (let node: Element | null = el; node; node = node.parentElement) {
      const position = getComputedStyle(node).position;
      if (position === 'fixed' || position === 'sticky') return true;
    }
    return false;
  }

  /** Whether something fixed or sticky is painted over the focused element, and how much of it. */
  function coverOf(el: HTMLElement): 'none' | 'part' | 'all' {
    if (isOverlay(el)) return 'none';
    const rect = el.getBoundingClientRect();
    const inset = Math.min(3, rect.width / 4, rect.height / 4);
    const points = [
      [(rect.left + rect.right) / 2, (rect.top + rect.bottom) / 2],
      [rect.left + inset, rect.top + inset],
      [rect.right - inset, rect.top + inset],
      [rect.left + inset, rect.bottom - inset],
      [rect.right - inset, rect.bottom - inset],
    ] as const;
    // A point beyond the window's edge is not covered by anything: a tall field focused while its top
    // half is on the screen stays where it is, its lower edge below the fold, and nothing hides it. Only
    // an element with no point on the screen at all is hidden.
    const onScreen = points.filter(([x, y]) => x >= 0 && y >= 0 && x <= innerWidth && y <= innerHeight);
    if (onScreen.length === 0) return 'all';
    let covered = 0;
    for (const [x, y] of onScreen) {
      const top = document.elementFromPoint(x, y);
      if (top && top !== el && !el.contains(top) && !top.contains(el) && isOverlay(top)) covered += 1;
    }
    if (covered === onScreen.length) return 'all';
    return covered ? 'part' : 'none';
  }

  interface Look {
    outline: string;
    outlineWidth: number;
    outlineColor: Rgba | null;
    outlineOffset: number;
    boxShadow: string;
    border: string;
    background: string;
    color: string;
    decoration: string;
  }

  /** Runs animations and transitions to their end, where they have one. */
  function settle(animations: Animation[]): void {
    for (const animation of animations) {
      if (Number.isFinite(animation.effect?.getComputedTiming().endTime)) animation.finish();
    }
  }

  /** The element's look once its transitions (a colour fading in on focus) have run to their end. */
  function look(el: Element): Look {
    settle(el.getAnimations());
    const s = getComputedStyle(el);
    return {
      outline: s.outlineStyle,
      outlineWidth: parseFloat(s.outlineWidth) || 0,
      outlineColor: parseColor(s.outlineColor),
      outlineOffset: parseFloat(s.outlineOffset) || 0,
      boxShadow: s.boxShadow,
      border: `${s.borderTopWidth} ${s.borderTopStyle} ${s.borderTopColor} ${s.borderBottomWidth} ${s.borderBottomColor}`,
      background: s.backgroundColor,
      color: s.color,
      decoration: `${s.textDecorationLine} ${s.textDecorationThickness}`,
    };
  }

  /**
   * Focus every element a keyboard reaches, in order, and check what a keyboard user sees: a focus
   * indicator (2.4.7) of 3:1 against what is around it (1.4.11), not cut off by an ancestor's
   * overflow, and the element not hidden under the sticky header (2.4.11). Focus moves by script, with
   * the page already in keyboard mode, so :focus-visible applies as it does for Tab.
   */
  function focus(): string[] {
    const problems: string[] = [];
    for (const el of tabbables()) {
      (document.activeElement as HTMLElement | null)?.blur();
      const before = look(el);
      el.focus();
      if (document.activeElement !== el) {
        problems.push(`${describe(el)} is in the tab order but does not take focus`);
        continue;
      }
      if (!el.matches(':focus-visible') && el.tagName !== 'IFRAME') {
        problems.push(`${describe(el)} does not match :focus-visible when reached by keyboard`);
      }
      const after = look(el);
      const what = describe(el);
      const outline = after.outline !== 'none' && after.outlineWidth >= 1;
      const changed =
        (outline &&
          (before.outline === 'none' ||
            before.outlineWidth !== after.outlineWidth ||
            before.outlineOffset !== after.outlineOffset)) ||
        before.boxShadow !== after.boxShadow ||
        before.border !== after.border ||
        before.background !== after.background ||
        before.decoration !== after.decoration;
      if (!changed && el.tagName !== 'IFRAME') {
        problems.push(`${what} shows no focus indicator`);
        continue;
      }
      if (outline) {
        if (after.outlineWidth < 2)
          problems.push(`${what}: its focus outline is ${after.outlineWidth}px; make it at least 2px`);
        const rect = el.getBoundingClientRect();
        // What the ring is drawn on, read at the middle of each side (outside the box, or inside it with
        // a negative offset; unknown over a picture). A neighbour's fill may sit under one side: the ring
        // must stand out on at least two.
        const out = after.outlineOffset + after.outlineWidth / 2;
        const midX = (rect.left + rect.right) / 2;
        const midY = (rect.top + rect.bottom) / 2;
        const sides = [
          [midX, rect.top - out],
          [midX, rect.bottom + out],
          [rect.left - out, midY],
          [rect.right + out, midY],
        ] as const;
        const ratios = sides
          .map(([x, y]) => surfaceAt(el, x, y))
          .filter((behind): behind is Rgba => behind !== null)
          .map((behind) => (after.outlineColor ? contrast(over(after.outlineColor, behind), behind) : 21));
        const good = ratios.filter((ratio) => ratio >= 3).length;
        if (after.outlineColor && after.outlineColor[3] > 0 && ratios.length >= 2 && good < 2) {
          const worst = Math.min(...ratios);
          problems.push(
            `${what}: its focus outline has ${worst.toFixed(2)}:1 contrast with the background; it needs 3:1`,
          );
        }
        const ring = inflate(rect, after.outlineOffset + after.outlineWidth);
        const inner = inflate(rect, after.outlineOffset);
        const ringArea = area(ring) - area(inner);
        const clip = clipBox(el);
        const shown = area(intersect(ring, clip)) - area(intersect(inner, clip));
        if (ringArea > 0 && shown / ringArea < 0.5) {
          problems.push(
            `${what}: an ancestor's overflow cuts off ${Math.round(100 - (100 * shown) / ringArea)}% of its focus outline`,
          );
        }
      }
      const cover = coverOf(el);
      if (cover !== 'none') {
        problems.push(
          `${what} is ${cover === 'all' ? 'hidden' : 'partly hidden'} under a fixed or sticky element when focused`,
        );
      }
    }
    return problems;
  }

  /**
   * Focus moving backwards (Shift+Tab) scrolls elements in at the top of the window, where the sticky
   * header is: each must stop below it.
   */
  function obscured(): string[] {
    const problems: string[] = [];
    window.scrollTo(0, document.documentElement.scrollHeight);
    for (const el of tabbables().reverse()) {
      el.focus();
      if (document.activeElement !== el) continue;
      const cover = coverOf(el);
      if (cover !== 'none') {
        problems.push(
          `${describe(el)} is ${cover === 'all' ? 'hidden' : 'partly hidden'} under a fixed or sticky element when focused going backwards`,
        );
      }
    }
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
    return problems;
  }

  /** A link inside a sentence: it is drawn as text, with no shape of its own to lose under forced colours. */
  function isInline(el: Element): boolean {
    if (getComputedStyle(el).display !== 'inline') return false;
    const block = el.parentElement?.closest(
      'p, li, td, th, dd, dt, figcaption, blockquote, label, span, div',
    );
    const own = (el.textContent ?? '').replace(/\s+/g, '');
    const around = (block?.textContent ?? '').replace(/\s+/g, '');
    return around.length > own.length;
  }

  // ---- reflow (1.4.10) and text clipping (1.4.12) ----

  /** A scroll container that holds content needing two dimensions (a table, code, a picture, a map). */
  function isTwoDimensional(el: Element): boolean {
    return !!el.querySelector('table, pre, img, svg, video, iframe, canvas');
  }

  function reflow(): string[] {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    const sideways = document.documentElement.scrollWidth > width + 1;
    if (sideways) {
      problems.push(
        `the page scrolls sideways: ${document.documentElement.scrollWidth}px of content in a ${width}px window`,
      );
    }
    const reported: Element[] = [];
    const report = (el: Element, problem: string) => {
      if (reported.some((r) => r.contains(el))) return;
      reported.push(el);
      problems.push(problem);
    };
    for (const el of document.body.querySelectorAll('*')) {
      if (!isRendered(el) || isVisuallyHidden(el) || isOverlay(el)) continue;
      const style = getComputedStyle(el);
      const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll';
      if (scrolls && el.scrollWidth > el.clientWidth + 1 && !isTwoDimensional(el)) {
        report(el, `${describe(el)} scrolls sideways at ${width}px`);
      } else if (
        (style.overflowX === 'hidden' || style.overflowX === 'clip') &&
        el.scrollWidth > el.clientWidth + 1 &&
        (el as HTMLElement).innerText?.trim()
      ) {
        report(
          el,
          `${describe(el)} cuts off ${el.scrollWidth - el.clientWidth}px of its content at ${width}px`,
        );
      }
    }
    if (sideways) {
      // What sticks out: boxes, and words too long for their box (a URL with no place to break).
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const owner = node.parentElement;
        if (
          !owner ||
          !node.textContent?.trim() ||
          !isRendered(owner) ||
          isVisuallyHidden(owner) ||
          isOverlay(owner)
        )
          continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const right = Math.max(...[...range.getClientRects()].map((r) => r.right));
        if (right > width + 1 && clipBox(owner).right > width) {
          report(owner, `${describe(owner)} reaches ${Math.round(right)}px, past the ${width}px window`);
        }
      }
      for (const el of document.body.querySelectorAll('*')) {
        if (!isRendered(el) || isVisuallyHidden(el) || isOverlay(el)) continue;
        const rect = el.getBoundingClientRect();
        if (rect.right > width + 1 && rect.width > 0 && clipBox(el).right > width) {
          report(el, `${describe(el)} reaches ${Math.round(rect.right)}px, past the ${width}px window`);
        }
      }
    }
    return problems;
  }

  /** Text clamped to a number of lines on purpose (-webkit-line-clamp), itself or by an ancestor. */
  function isClamped(el: Element): boolean {
    for (let node: Element | null = el; node; node = node.parentElement) {
      const clamp = getComputedStyle(node).webkitLineClamp;
      if (clamp && clamp !== 'none') return true;
    }
    return false;
  }

  /**
   * Text cut off by its box or an ancestor's overflow, or drawn over other text: what WCAG's text
   * spacing override (1.4.12) must not cause. Text clamped to a number of lines counts as cut off only
   * if it lost words it showed before the override.
   */
  function textClipping(): string[] {
    const problems: string[] = [];
    const lines: { box: Box; owner: Element }[] = [];
    const seen = new Set<Element>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const owner = node.parentElement;
      if (!owner || !node.textContent?.trim() || !isRendered(owner) || isVisuallyHidden(owner)) continue;
      // Text behind an open menu or dialog (inert) is covered on purpose.
      if (owner.closest('script, style, noscript, [aria-hidden="true"] svg, [inert]')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const clamped = isClamped(owner);
      const clip = clipBox(owner, true);
      for (const r of range.getClientRects()) {
        if (r.width < 1 || r.height < 1) continue;
        const box = { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
        const visible = intersect(box, clip);
        if (area(visible) > 0) lines.push({ box: visible, owner });
        const shown = area(visible) / area(box);
        if (shown < 0.9 && !seen.has(owner) && !clamped) {
          seen.add(owner);
          problems.push(`text of ${describe(owner)} is cut off by its box or an ancestor's overflow`);
        }
      }
    }
    // Overlap: lines of different elements drawn over each other (sorted by top, a sweep).
    lines.sort((a, b) => a.box.top - b.box.top);
    const overlapping = new Set<string>();
    for (let i = 0; i < lines.length; i += 1) {
      const a = lines[i]!;
      for (let j = i + 1; j < lines.length && lines[j]!.box.top < a.box.bottom; j += 1) {
        const b = lines[j]!;
        if (a.owner === b.owner || a.owner.contains(b.owner) || b.owner.contains(a.owner)) continue;
        const shared = intersect(a.box, b.box);
        if (shared.right - shared.left > 2 && shared.bottom - shared.top > 3) {
          const key = `${describe(a.owner)} and ${describe(b.owner)}`;
          if (!overlapping.has(key)) {
            overlapping.add(key);
            problems.push(`text of ${key} overlap`);
          }
        }
      }
    }
    return problems;
  }

  // ---- forced colours ----

  function colorOf(value: string): Rgba | null {
    const color = parseColor(value);
    return color && color[3] > 0 ? color : null;
  }

  /**
   * Under forced colours (Windows high contrast) the browser replaces text, background and border
   * colours: a control drawn only by its background loses its shape, a state shown only by colour
   * disappears, and an icon with a fixed colour may vanish into the new background.
   */
  const shapedByBackground = new WeakSet<Element>();

  /**
   * Before forced colours: the controls whose shape only their background draws (a filled button
   * with no border), which forcedColors() then expects to have an edge.
   */
  function shapes(): string[] {
    for (const el of document.querySelectorAll(TARGETS)) {
      if (!isRendered(el) || isVisuallyHidden(el) || isInline(el)) continue;
      const style = getComputedStyle(el);
      const own = colorOf(style.backgroundColor);
      const behind = backgroundBehind(el.parentElement);
      const hasBorder = parseFloat(style.borderTopWidth) > 0 && style.borderTopStyle !== 'none';
      if (own && behind && !hasBorder && contrast(over(own, behind), behind) >= 1.5)
        shapedByBackground.add(el);
    }
    return [];
  }

  function forcedColors(): string[] {
    const problems: string[] = [];
    const controls = [...document.querySelectorAll(TARGETS)].filter(
      (el) => isRendered(el) && !isVisuallyHidden(el) && !el.closest('[inert]'),
    );
    for (const el of controls) {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      // An icon-only control: its icon is all there is to see.
      if (!visibleText(el) && el.querySelector('svg')) {
        const behind = backgroundBehind(el);
        const paints = [...el.querySelectorAll('svg, svg *')].flatMap((shape) => {
          const s = getComputedStyle(shape);
          return [colorOf(s.fill), colorOf(s.stroke)].filter((c): c is Rgba => !!c);
        });
        if (behind && !paints.some((paint) => contrast(over(paint, behind), behind) >= 3)) {
          problems.push(`${describe(el)}: its icon is not visible against the forced background`);
        }
      }
      // A control drawn by its background (a filled button) needs an edge of its own, since forced
      // colours replace its background with the page's.
      if (shapedByBackground.has(el)) {
        // Its own colours kept (forced-color-adjust: none) with a background that stands out also works.
        const own = style.forcedColorAdjust === 'none' ? colorOf(style.backgroundColor) : null;
        const behind = backgroundBehind(el.parentElement);
        const filled = own && behind && contrast(over(own, behind), behind) >= 1.5;
        const edge = ['top', 'right', 'bottom', 'left'].every(
          (side) =>
            parseFloat(style.getPropertyValue(`border-${side}-width`)) > 0 &&
            style.getPropertyValue(`border-${side}-style`) !== 'none',
        );
        if (!edge && !filled && box.width > 0)
          problems.push(`${describe(el)} has no border under forced colours: its shape disappears`);
      }
    }
    // A toggle's state must show by more than colour: compare each pressed, expanded, checked or current
    // control with an unset one of its group.
    for (const state of ['aria-pressed', 'aria-checked', 'aria-selected', 'aria-current']) {
      const on = controls.filter((el) =>
        ['true', 'page', 'step', 'location'].includes(el.getAttribute(state) ?? ''),
      );
      for (const el of on) {
        const group = el.parentElement?.closest(
          '[role="group"], [role="radiogroup"], [role="tablist"], nav, ul, div',
        );
        const peer = controls.find(
          (other) =>
            other !== el &&
            group?.contains(other) &&
            other.tagName === el.tagName &&
            !['true', 'page', 'step', 'location'].includes(other.getAttribute(state) ?? ''),
        );
        if (!peer) continue;
        const a = look(el);
        const b = look(peer);
        const aStyle = getComputedStyle(el);
        const bStyle = getComputedStyle(peer);
        const fill = (x: Element) => String(backgroundBehind(x));
        const same =
          a.border === b.border &&
          a.outline === b.outline &&
          fill(el) === fill(peer) &&
          a.color === b.color &&
          a.decoration === b.decoration &&
          aStyle.fontWeight === bStyle.fontWeight;
        if (same)
          problems.push(
            `${describe(el)} looks the same as ${describe(peer)} under forced colours, though it is ${state.replace('aria-', '')}`,
          );
      }
    }
    return problems;
  }

  // ---- reduced motion ----

  /**
   * With prefers-reduced-motion: reduce, nothing animates, transitions or scrolls smoothly: checked on
   * the styles, and on what runs while focus moves over every control (focus and hover styles).
   */
  function reducedMotion(): string[] {
    const problems: string[] = [];
    settle(document.getAnimations());
    for (const el of tabbables()) {
      el.focus({ preventScroll: true });
      el.blur();
    }
    for (const root of [document.documentElement, document.body]) {
      if (getComputedStyle(root).scrollBehavior === 'smooth')
        problems.push(`<${root.tagName.toLowerCase()}> scrolls smoothly`);
    }
    for (const animation of document.getAnimations()) {
      const timing = animation.effect?.getComputedTiming();
      const duration = Number(timing?.duration) || 0;
      if (animation.playState === 'running' && duration > 10) {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        problems.push(`${target ? describe(target) : 'an element'} runs an animation of ${duration} ms`);
      }
    }
    for (const el of document.querySelectorAll('*')) {
      const style = getComputedStyle(el);
      const longest = (list: string) =>
        Math.max(...list.split(',').map((v) => parseFloat(v) * (v.trim().endsWith('ms') ? 1 : 1000)));
      if (style.animationName !== 'none' && longest(style.animationDuration) > 10) {
        problems.push(`${describe(el)} has a ${style.animationName} animation`);
      }
      if (style.transitionProperty !== 'none' && longest(style.transitionDuration) > 10) {
        problems.push(`${describe(el)} has a ${style.transitionDuration} transition`);
      }
      if (style.scrollBehavior === 'smooth') problems.push(`${describe(el)} scrolls smoothly`);
    }
    return problems;
  }

  /**
   * Not checks: the elements Tab should reach, in order; where focus is now, kept (`landed`, one cheap
   * call a key press); and where it was each time among those elements (-1: elsewhere), the kept list
   * then cleared (`walk`).
   */
  const tabOrder = () => tabbables().map(describe);
  let landings: (Element | null)[] = [];
  const landed = () => {
    landings.push(document.activeElement);
    return [];
  };
  const walk = () => {
    const order = tabbables();
    const indices = landings.map((element) => String(order.indexOf(element as HTMLElement)));
    landings = [];
    return indices;
  };

  const checks: Record<AuditName, () => string[]> = {
    structure,
    focus,
    obscured,
    reflow,
    textClipping,
    shapes,
    forcedColors,
    reducedMotion,
    tabOrder,
    landed,
    walk,
  };
  window.a11yAudit = { run: (name) => checks[name]() };
}
