import { useCallback, useEffect, useRef, useState } from 'react';

export interface MobileMenuLink {
  href: string;
  label: string;
  active: boolean;
}

interface Props {
  links: MobileMenuLink[];
  phone: { display: string; tel: string };
  schedulingUrl: string;
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
 * The navigation below the medium breakpoint (SPEC.md section 2). Follows Starlight's menu: the button
 * carries aria-expanded and aria-controls, Escape closes and returns focus to the button, choosing a link
 * closes the menu, and the page behind is inert while it is open.
 */
export default function MobileMenu({ links, phone, schedulingUrl }: Props) {
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
        <span className="sr-only">{open ? 'Close menu' : 'Open menu'}</span>
      </button>
      <div
        ref={panelRef}
        id={PANEL_ID}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-line bg-paper shadow-card"
      >
        <nav aria-label="Main menu">
          <ul className="container-page flex flex-col py-3">
            {links.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  aria-current={link.active ? 'page' : undefined}
                  className="block rounded-lg px-3 py-3 text-lg font-medium text-ink no-underline hover:bg-mist aria-[current=page]:bg-mist aria-[current=page]:text-brand-deep"
                  onClick={() => close(false)}
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          <div className="container-page flex flex-col gap-3 pb-5">
            <a href={`tel:${phone.tel}`} className="btn-secondary" onClick={() => close(false)}>
              Call {phone.display}
            </a>
            <a
              href={schedulingUrl}
              target="_blank"
              rel="noopener"
              className="btn-primary"
              onClick={() => close(false)}
            >
              Schedule Now<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </div>
        </nav>
      </div>
    </div>
  );
}
