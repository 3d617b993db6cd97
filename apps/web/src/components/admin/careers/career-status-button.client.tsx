"use client";

import type { CareerStatus } from "@site/contract";
import { SubmitButton } from "@/components/ui/button";
import { adminRequest } from "@/lib/admin/admin-request";
import { useAdminAction } from "@/lib/admin/use-admin-action";

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
  const action = useAdminAction();
  const close = status === "OPEN";
  return (
    <SubmitButton
      size="sm"
      variant={close ? "outline" : "primary"}
      pending={action.busy}
      pendingLabel={close ? "Closing..." : "Opening..."}
      aria-label={`${close ? "Close" : "Open"} ${title}`}
      onClick={() =>
        void action.run("run", () => adminRequest(`/careers/${id}/${close ? "close" : "open"}`), {
          done: close ? `Closed ${title}. It no longer accepts applications.` : `Opened ${title}.`,
        })
      }
    >
      {close ? "Close" : "Open"}
    </SubmitButton>
  );
}
