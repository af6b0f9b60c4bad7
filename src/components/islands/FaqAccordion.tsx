import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { faqId } from '@/lib/search/search-rules';

interface FaqItem {
  question: string;
  answer: string;
  link?: { href: string; label: string } | undefined;
}

interface Props {
  items: FaqItem[];
}

/**
 * The FAQ: one question open at a time, and the open one can be closed. Follows the
 * WAI-ARIA accordion pattern: each question is a button with aria-expanded and aria-controls inside a
 * heading; arrow keys, Home and End move between questions. Every answer is in the server-rendered HTML
 * (hidden until opened; shown outright when JavaScript is off, see faq.astro). Each question has a stable
 * address, /faq#id (the site search links to it): arriving at it, or following it on the page, opens that
 * question and puts the focus on it.
 */
export default function FaqAccordion({ items }: Props) {
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();
  const chevronId = `${baseId}-chevron`;
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  useEffect(() => {
    const openFromHash = () => {
      const index = items.findIndex((item) => `#${faqId(item.question)}` === window.location.hash);
      if (index < 0) return;
      setOpen(index);
      buttons.current[index]?.focus({ preventScroll: true });
    };
    openFromHash();
    window.addEventListener('hashchange', openFromHash);
    return () => window.removeEventListener('hashchange', openFromHash);
  }, [items]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = items.length - 1;
    const target = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  }

  return (
    <div className="divide-y divide-line rounded-card border border-line bg-surface">
      {/* The chevron is drawn once and shown by every question. */}
      <svg aria-hidden="true" width="0" height="0" className="absolute">
        <symbol id={chevronId} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M6 9l6 6 6-6" />
        </symbol>
      </svg>
      {items.map((item, index) => {
        const expanded = open === index;
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={item.question} id={faqId(item.question)}>
            <h2 className="font-sans text-lg">
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                id={buttonId}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
                onKeyDown={(event) => onKeyDown(event, index)}
                className="flex min-h-14 w-full items-center justify-between gap-4 px-6 py-4 text-left font-semibold text-brand-deep hover:bg-mist"
              >
                <span>{item.question}</span>
                <svg
                  aria-hidden="true"
                  width="20"
                  height="20"
                  className={`shrink-0 transition-transform ${expanded ? 'rotate-180' : ''}`}
                >
                  <use href={`#${chevronId}`} />
                </svg>
              </button>
            </h2>
            <section
              id={panelId}
              aria-labelledby={buttonId}
              hidden={!expanded}
              className="faq-panel px-6 pb-5"
            >
              <p className="text-muted">{item.answer}</p>
              {item.link && (
                <p className="mt-2">
                  <a className="link" href={item.link.href}>
                    {item.link.label}
                  </a>
                </p>
              )}
            </section>
          </div>
        );
      })}
    </div>
  );
}
