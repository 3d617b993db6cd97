"use client";

import type { CareerStatus } from "@site/contract";
import { ItemActionButton } from "../editing/item-action-button.client";

/** Close an open position (its public form is disabled at once) or open a closed one. */
export function CareerStatusButton({
  id,
  title,
  status,
}: {
  id: number;
  title: string;
  status: CareerStatus;
}) {
  const close = status === "OPEN";
  return (
    <ItemActionButton
      name={title}
      variant={close ? "outline" : "primary"}
      move={
        close
          ? {
              verb: "Close",
              pendingLabel: "Closing...",
              path: `/careers/${id}/close`,
              done: `Closed ${title}. It no longer accepts applications.`,
            }
          : {
              verb: "Open",
              pendingLabel: "Opening...",
              path: `/careers/${id}/open`,
              done: `Opened ${title}.`,
            }
      }
    />
  );
}
