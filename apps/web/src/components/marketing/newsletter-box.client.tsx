"use client";

import dynamic from "next/dynamic";
import { useEffect, useRef, useState } from "react";
import { FormField } from "@/components/ui/form-field";
import { TextInput } from "@/components/ui/text-input";
import { Button } from "@/components/ui/button";

/** The form as first painted: same layout, inert until the real one (and its validator) arrives. */
function NewsletterFormPlaceholder({ onWake }: { onWake?: () => void }) {
  return (
    <div className="flex flex-col gap-4" aria-busy="true" onFocus={onWake} onPointerDown={onWake}>
      <FormField id="newsletter-email" label="Work email" required>
        <TextInput type="email" placeholder="you@company.com" readOnly />
      </FormField>
      <Button disabled className="w-full">
        Subscribe
      </Button>
      <p className="text-xs leading-5 text-ink-600">
        We send one email a month. Unsubscribe with one click; see our{" "}
        <a href="/privacy" className="font-medium text-brand-700 underline underline-offset-2">
          privacy policy
        </a>
        .
      </p>
    </div>
  );
}

const NewsletterForm = dynamic(() => import("./newsletter-form.client").then((m) => m.NewsletterForm), {
  ssr: false,
  loading: () => <NewsletterFormPlaceholder />,
});

/**
 * The newsletter box sits at the foot of a long page, so its form code (react-hook-form and the
 * zod schema) loads only when the box comes near the viewport or is touched, keeping it off the
 * page's critical path.
 */
export function NewsletterBox() {
  const ref = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (!el || active) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setActive(true);
      },
      { rootMargin: "600px 0px" },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [active]);

  return (
    <div ref={ref}>
      {active ? <NewsletterForm /> : <NewsletterFormPlaceholder onWake={() => setActive(true)} />}
    </div>
  );
}
