"use client";

import { useId, useState } from "react";
import { CloseIcon, SearchIcon } from "./list-icons";
import { BLOG_LIST_FORM, CLEAR_SEARCH } from "./list-state";

export type SearchBoxProps = {
  /** The search the URL holds. */
  value: string;
  /** Called with the trimmed text on submit, and with "" as soon as the box is emptied. */
  onSearch: (query: string) => void;
};

/**
 * The blog's search (title, summary and body, by the API). Enter (or the button) searches; emptying the box or × removes the search at
 * once. Without JavaScript it is a GET form to /blog that also carries the sort and the categories.
 */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const [synced, setSynced] = useState(value);
  // Back/Forward or a cleared chip change the URL's search: the box follows it.
  if (synced !== value) {
    setSynced(value);
    setText(value);
  }

  return (
    <form
      id={BLOG_LIST_FORM}
      action="/blog"
      method="get"
      role="search"
      aria-label="Articles"
      className="relative flex-1"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label htmlFor={id} className="sr-only">
        Search articles
      </label>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-500" />
      <input
        id={id}
        type="search"
        name="query"
        value={text}
        maxLength={200}
        autoComplete="off"
        enterKeyHint="search"
        placeholder="Search articles"
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          if (!next.trim() && value) onSearch("");
        }}
        className="h-11 w-full rounded-full border border-ink-300 bg-white pr-28 pl-12 text-[0.9375rem] text-ink-900 shadow-xs transition-[border-color,box-shadow] placeholder:text-ink-500 hover:border-ink-400 focus:border-brand-600 focus:ring-4 focus:ring-brand-100 focus:outline-none [&::-webkit-search-cancel-button]:hidden"
      />
      {text ? (
        <button
          // Without JavaScript it sends the list's form without the search (CLEAR_SEARCH).
          type="submit"
          name={CLEAR_SEARCH.name}
          value={CLEAR_SEARCH.value}
          onClick={(event) => {
            event.preventDefault();
            setText("");
            if (value) onSearch("");
          }}
          aria-label="Clear search"
          className="absolute top-1/2 right-[5.25rem] inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-full text-ink-500 hover:bg-ink-100 hover:text-ink-900"
        >
          <CloseIcon />
        </button>
      ) : null}
      <button
        type="submit"
        className="absolute top-1.5 right-1.5 bottom-1.5 rounded-full bg-brand-600 px-4 text-sm font-semibold text-white transition-colors hover:bg-brand-700"
      >
        Search
      </button>
    </form>
  );
}
