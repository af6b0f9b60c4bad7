import { useState } from 'react';

interface Props {
  title: string;
  /** Absolute URL of the page being shared. */
  url: string;
}

type Status = 'idle' | 'copied' | 'failed';

/**
 * An article's share button: the browser's share sheet where it exists, else the page address
 * copied to the clipboard, with a visible confirmation that screen readers announce.
 */
export default function ShareButton({ title, url }: Props) {
  const [status, setStatus] = useState<Status>('idle');

  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The visitor closed the sheet: nothing to do. Any other failure falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  }

  return (
    <span className="inline-flex items-center gap-3 print:hidden">
      <button
        type="button"
        onClick={share}
        className="inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-brand px-4 font-semibold text-brand hover:bg-mist"
      >
        <svg
          aria-hidden="true"
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M4 12v7a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-7M16 6l-4-4-4 4M12 2v13" />
        </svg>
        Share
      </button>
      <span role="status" className="text-sm font-medium text-brand-deep">
        {status === 'copied' && 'Link copied to clipboard'}
        {status === 'failed' && `Copy this link: ${url}`}
      </span>
    </span>
  );
}
