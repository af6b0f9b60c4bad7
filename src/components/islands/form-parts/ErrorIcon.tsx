/** The error sign of a refusal's box and of a field's message (form-retry-page.ts draws the same). */
export default function ErrorIcon({ className }: { className: string }) {
  return (
    <svg aria-hidden="true" className={className} viewBox="0 0 20 20" fill="currentColor">
      <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm-.9 4h1.8v6h-1.8v-6Zm0 7.5h1.8v1.8h-1.8V13Z" />
    </svg>
  );
}
