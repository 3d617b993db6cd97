"use client";

import { SubmitButton, type SubmitButtonProps } from "@/components/ui/button";
import { adminRequest } from "@/lib/admin/admin-request";
import { useAdminAction } from "@/lib/admin/use-admin-action";

/** One change of one item: the button's word, its word while under way, the API path it posts to, the toast. */
export type ItemMove = { verb: string; pendingLabel: string; path: string; done: string };

/**
 * A button that changes one item's state (publish a post, close an opening, archive it): one request,
 * its toast, the page read again. Its name for screen readers is the verb and the item ("Close Senior
 * engineer"). With `undo`, the toast offers the opposite change (and its own toast offers this one).
 *
 *   <ItemActionButton name={title} variant="outline"
 *     move={{ verb: "Close", pendingLabel: "Closing...", path: `/careers/${id}/close`, done: "Closed." }} />
 */
export function ItemActionButton({
  name,
  move,
  undo,
  variant,
  size = "sm",
}: {
  name: string;
  move: ItemMove;
  undo?: ItemMove;
  variant: SubmitButtonProps["variant"];
  size?: SubmitButtonProps["size"];
}) {
  const action = useAdminAction();
  const run = (change: ItemMove, back?: ItemMove): void =>
    void action.run("run", () => adminRequest(change.path), {
      done: change.done,
      undo: back ? () => run(back, change) : undefined,
    });
  return (
    <SubmitButton
      size={size}
      variant={variant}
      pending={action.busy}
      pendingLabel={move.pendingLabel}
      aria-label={`${move.verb} ${name}`}
      onClick={() => run(move, undo)}
    >
      {move.verb}
    </SubmitButton>
  );
}
