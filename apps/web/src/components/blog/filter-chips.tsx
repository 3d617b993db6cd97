import type { Author, CategoryOption } from "@site/contract";
import { changedListState, clearedListState, type BlogListState } from "./list-state";
import { CloseIcon } from "./list-icons";
import { ListStateButton } from "./list-state-button";

export type FilterChipsProps = {
  state: BlogListState;
  categories: CategoryOption[];
  authors: Pick<Author, "slug" | "full_name">[];
  /** Moves the list to the state a chip (or Clear all) leads to. */
  onGo: (next: BlogListState) => void;
};

type Chip = { key: string; label: string; remove: Partial<BlogListState> };

/**
 * The selected filters as removable chips, with 'Clear all' when there is more than one. Each is a button
 * that works without JavaScript too (ListStateButton).
 */
export function FilterChips({ state, categories, authors, onGo }: FilterChipsProps) {
  const chips: Chip[] = [];
  if (state.author) {
    const name = authors.find((a) => a.slug === state.author)?.full_name ?? state.author;
    chips.push({ key: "author", label: `Author: ${name}`, remove: { author: "" } });
  }
  if (state.query) chips.push({ key: "query", label: `Search: “${state.query}”`, remove: { query: "" } });
  for (const id of state.categories) {
    const name = categories.find((c) => c.category_id === id)?.category_name;
    if (!name) continue;
    chips.push({
      key: `c${id}`,
      label: name,
      remove: { categories: state.categories.filter((n) => n !== id) },
    });
  }
  if (!chips.length) return null;

  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="sr-only">Selected filters:</span>
      <ul className="contents">
        {chips.map((chip) => (
          <li key={chip.key}>
            <ListStateButton
              to={changedListState(state, chip.remove)}
              onGo={onGo}
              aria-label={`Remove filter ${chip.label}`}
              className="inline-flex h-8 max-w-[18rem] items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 pr-2 pl-3 text-sm font-medium text-brand-800 transition-colors hover:border-brand-400 hover:bg-brand-100"
            >
              <span className="truncate">{chip.label}</span>
              <CloseIcon className="size-3.5 shrink-0" />
            </ListStateButton>
          </li>
        ))}
      </ul>
      {chips.length > 1 ? (
        <ListStateButton
          to={clearedListState(state)}
          onGo={onGo}
          className="h-8 rounded-full px-3 text-sm font-semibold text-ink-700 underline-offset-2 hover:text-ink-950 hover:underline"
        >
          Clear all
        </ListStateButton>
      ) : null}
    </div>
  );
}
