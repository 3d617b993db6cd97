"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import type { CareerStatus } from "@site/contract";
import { SubmitButton } from "@/components/ui/button";
import { notify } from "@/components/ui/toast";
import { adminRequest } from "@/lib/admin/admin-request";
import { RequestError } from "@/lib/request";

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
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const close = status === "OPEN";
  return (
    <SubmitButton
      size="sm"
      variant={close ? "outline" : "primary"}
      pending={pending}
      pendingLabel={close ? "Closing..." : "Opening..."}
      aria-label={`${close ? "Close" : "Open"} ${title}`}
      onClick={async () => {
        setPending(true);
        try {
          await adminRequest(`/careers/${id}/${close ? "close" : "open"}`);
          notify.success(close ? `Closed ${title}. It no longer accepts applications.` : `Opened ${title}.`);
          router.refresh();
        } catch (err) {
          notify.error(err instanceof RequestError ? err.message : "An error occurred");
        } finally {
          setPending(false);
        }
      }}
    >
      {close ? "Close" : "Open"}
    </SubmitButton>
  );
}
