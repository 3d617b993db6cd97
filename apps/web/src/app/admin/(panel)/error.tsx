"use client";

import { Button } from "@/components/ui/button";

/** A failed admin read (the API down or answering an error): say so and offer a retry, keep the header. */
export default function AdminError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div role="alert" className="rounded-card border border-accent-200 bg-white p-8 shadow-card">
      <h1 className="font-display text-2xl font-bold text-ink-950">This page could not be loaded</h1>
      <p className="mt-2 max-w-xl text-ink-700">
        The website&apos;s API did not answer as expected. Nothing was changed. Try again in a moment.
      </p>
      <Button className="mt-5" onClick={() => reset()}>
        Try again
      </Button>
    </div>
  );
}
