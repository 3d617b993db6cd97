"use client";

import { useState } from "react";
import {
  type AdminMarketingEntry,
  draftCountNote,
  type FaqItem,
  faqContentSchema,
  maxLengthsOf,
  faqItemContentSchema,
} from "@site/contract";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { TextInput } from "@/components/ui/text-input";
import { Textarea } from "@/components/ui/textarea";
import { ContentToolbar } from "./content-toolbar";
import { useContentEntry } from "./use-content-entry";

const max = maxLengthsOf(faqItemContentSchema);

/**
 * The home page's FAQ: its questions and answers, checked with the contract's schema before sending. The
 * spec fixes 8 questions: the editor says so while the draft has another number, and the API refuses to
 * publish it.
 */
export function FaqEditor({ entry }: { entry: AdminMarketingEntry<"faq"> }) {
  const [items, setItems] = useState<FaqItem[]>(entry.draft.items);
  const { errors, pending, save, publish } = useContentEntry("faq", "home", faqContentSchema);
  const set = (i: number, field: keyof FaqItem, value: string) =>
    setItems((all) => all.map((item, j) => (j === i ? { ...item, [field]: value } : item)));
  const count = draftCountNote("faq", "home", { items });
  const countWarning = count && !count.ok ? count.text : undefined;

  return (
    <form noValidate onSubmit={(e) => e.preventDefault()} className="flex flex-col gap-6">
      <p className="text-sm text-ink-600" aria-live="polite">
        {count?.text}
      </p>
      <ol className="flex flex-col gap-4">
        {items.map((item, i) => (
          <li key={i} className="rounded-card border border-ink-200 bg-white p-5">
            <fieldset className="grid gap-4">
              <legend className="float-left w-full text-sm font-semibold text-ink-900">
                Question {i + 1}
              </legend>
              <FormField
                id={`faq-${i}-question`}
                label="Question"
                required
                error={errors[`items.${i}.question`]}
                className="clear-both"
              >
                <TextInput
                  value={item.question}
                  maxLength={max.question}
                  onChange={(e) => set(i, "question", e.target.value)}
                />
              </FormField>
              <FormField id={`faq-${i}-answer`} label="Answer" required error={errors[`items.${i}.answer`]}>
                <Textarea
                  rows={4}
                  value={item.answer}
                  maxLength={max.answer}
                  onChange={(e) => set(i, "answer", e.target.value)}
                />
              </FormField>
              <div className="flex justify-end">
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setItems((all) => all.filter((_, j) => j !== i))}
                >
                  Remove question {i + 1}
                </Button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <div>
        <Button variant="outline" onClick={() => setItems((all) => [...all, { question: "", answer: "" }])}>
          Add a question
        </Button>
      </div>
      <ContentToolbar
        entry={entry}
        problem={errors._ ?? errors.items ?? countWarning}
        pending={pending}
        onSave={() => void save({ items })}
        onPublish={() => void publish({ items })}
      />
    </form>
  );
}
