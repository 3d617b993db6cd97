import type { ButtonHTMLAttributes } from "react";
import { toListParams, type BlogListState } from "./list-state";

/**
 * A button that moves the blog list to `to`: with JavaScript it hands `to` to `onGo` (the list changes in
 * place); without, it is the submit button of a small GET form to /blog carrying `to` as the URL's
 * parameters, so the server renders that list.
 */
export function ListStateButton({
  to,
  onGo,
  ...button
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type" | "onClick"> & {
  to: BlogListState;
  onGo: (to: BlogListState) => void;
}) {
  return (
    <form action="/blog" method="get">
      {[...toListParams(to)].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        onClick={(event) => {
          event.preventDefault();
          onGo(to);
        }}
        {...button}
      />
    </form>
  );
}
