import { NoResults } from "@/components/ui/no-results";
import { UI_TEXT } from "@/content/ui-text";
import { BLOG_LIST_FORM } from "./list-state";
import { ClearFiltersAction, RetryAction } from "./list-actions.client";

// The blog list's fixed panels, rendered on the server and handed to the explorer, which shows them
// when it needs them: their words and art travel as markup, and only their buttons are code
// (list-actions.client.tsx).

/** No post matches: the spec's words, and 'Clear Filters' while anything narrows the list. */
export function BlogNoResults() {
  return (
    <NoResults
      title={UI_TEXT.noResultsTitle}
      hint={UI_TEXT.noResultsHint}
      action={<ClearFiltersAction label={UI_TEXT.clearFilters} />}
    />
  );
}

/** A page of posts could not be loaded: say so, and offer to ask again. */
export function BlogLoadError() {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-card border border-danger-600/20 bg-danger-50 px-6 py-12 text-center"
    >
      <p className="font-display text-lg font-semibold text-ink-950">We couldn’t load the articles.</p>
      <p className="mt-1 text-ink-700">Please check your connection and try again.</p>
      <RetryAction label="Try again" />
    </div>
  );
}

/**
 * Without JavaScript a change of sort or categories does nothing by itself: this button sends the list's
 * GET form (search, sort and categories together). Hidden wherever scripts run.
 */
export function ApplyWithoutScript({ className = "" }: { className?: string }) {
  return (
    <button
      type="submit"
      form={BLOG_LIST_FORM}
      className={`hidden h-11 shrink-0 items-center rounded-full border border-ink-300 bg-white px-4 text-sm font-semibold text-ink-900 hover:border-ink-400 noscript:inline-flex ${className}`}
    >
      Apply
    </button>
  );
}
