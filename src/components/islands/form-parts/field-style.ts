/** One look for every text field and select of the site's forms, marked when the last answer refused it. */
export const INPUT_CLASS =
  'mt-1.5 block w-full rounded-lg border border-muted bg-surface px-3 py-2.5 text-base text-ink aria-[invalid=true]:border-2 aria-[invalid=true]:border-danger';
