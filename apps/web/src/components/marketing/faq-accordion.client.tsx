"use client";

import { useId, useState } from "react";
import type { FaqItem } from "@site/contract";
import { PlusIcon } from "./icons";

/** FAQ accordion (spec §4): one item open at a time; clicking the open item closes it. */
export function FaqAccordion({ items, defaultOpen = 0 }: { items: FaqItem[]; defaultOpen?: number | null }) {
  const [open, setOpen] = useState<number | null>(defaultOpen);
  const baseId = useId();
  return (
    <div
      className="divide-y divide-ink-200 rounded-[var(--radius-card)] border border-ink-200 bg-white shadow-card"
      data-testid="faq"
    >
      {items.map((item, i) => {
        const expanded = open === i;
        const buttonId = `${baseId}-q${i}`;
        const panelId = `${baseId}-a${i}`;
        return (
          <div key={item.question} data-testid="faq-item" data-open={expanded ? "true" : "false"}>
            <h3 className="text-base">
              <button
                id={buttonId}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : i)}
                className="faq-question"
              >
                {item.question}
                <span className="faq-toggle">
                  <PlusIcon className="size-4" />
                </span>
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!expanded}
              className="px-5 pb-6 sm:px-6"
            >
              <p className="leading-7 text-ink-600">{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
