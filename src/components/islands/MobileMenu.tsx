import { useCallback, useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';

interface Props {
  /** The menu's content, rendered on the server: the navigation links, the phone and the consultation. */
  children?: ReactNode;
  /** The button's name while the menu is closed and while it is open, in the page's language. */
  openLabel: string;
  closeLabel: string;
}

const PANEL_ID = 'mobile-menu-panel';

/** Regions made inert while the menu covers them, so keyboard and screen-reader focus stays in the menu. */
function setBackgroundInert(inert: boolean) {
  for (const id of ['main-content', 'site-footer']) {
    const element = document.getElementById(id);
    if (element) element.inert = inert;
  }
}

/**
 * The navigation on narrow screens, where the header has no room for its links. The button carries
 * aria-expanded and aria-controls, Escape closes the menu and returns focus to the button, choosing a
 * link closes it, and the page behind is inert while it is open.
 */
export default function MobileMenu({ children, openLabel, closeLabel }: Props) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    setBackgroundInert(open);
    if (!open) return undefined;
    panelRef.current?.querySelector<HTMLElement>('a')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    // The menu belongs to small screens: if the window grows past the breakpoint, put the page back.
    const wide = window.matchMedia('(min-width: 48rem)');
    const onWide = () => wide.matches && close(false);
    document.addEventListener('keydown', onKeyDown);
    wide.addEventListener('change', onWide);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      wide.removeEventListener('change', onWide);
      setBackgroundInert(false);
    };
  }, [open, close]);

  // A link chosen in the menu closes it (the page may not change: a tel: link, a new tab).
  const onPanelClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a')) close(false);
  };

  return (
    <div className="md:hidden">
      <button
        ref={buttonRef}
        type="button"
        className="mobile-menu-button inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border-2 border-brand px-3 text-brand"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen((value) => !value)}
      >
        <svg
          aria-hidden="true"
          width="22"
          height="22"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
        <span className="sr-only">{open ? closeLabel : openLabel}</span>
      </button>
      <div
        ref={panelRef}
        id={PANEL_ID}
        hidden={!open}
        onClick={onPanelClick}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-line bg-paper shadow-card"
      >
        {children}
      </div>
    </div>
  );
}
