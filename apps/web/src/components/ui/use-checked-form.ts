"use client";

import { useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import type { FieldMessages } from "@site/contract/forms";

export type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What `register(name)` spreads onto an input, a select or a textarea. */
export type FieldRegistration = {
  name: string;
  ref: (element: FieldElement | null) => void;
  onChange: (event: ChangeEvent<FieldElement>) => void;
};

export type CheckedFormOptions<Name extends string> = {
  /** Each failing field's message for what the form holds (`checkFields` of @site/contract/forms). */
  check: (values: Partial<Record<Name, string>>) => FieldMessages;
  /** The fields whose value the form renders from, with their first value (the server's too). */
  watch?: Partial<Record<Name, string>>;
};

/**
 * The public forms' small form state, in place of react-hook-form with a zod resolver (whose code a
 * page would load). The inputs stay uncontrolled: their values are read from the elements, so what was
 * typed before the script ran, or sent back by the server, is kept. As react-hook-form did for these
 * forms: everything is checked on submit, the first invalid field (in the order registered) gets the
 * focus, and after a submit a field is checked again as it changes.
 *
 *   const form = useCheckedForm({ check: (values) => checkFields(CONTACT_RULES, values) });
 *   <form onSubmit={form.handleSubmit(async (values) => send(cleanFields(CONTACT_RULES, values)))}>
 *     <FormField error={form.errors.email}><TextInput {...form.register("email")} /></FormField>
 */
export function useCheckedForm<Name extends string>({ check, watch }: CheckedFormOptions<Name>) {
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const [watched, setWatched] = useState<Partial<Record<Name, string>>>(watch ?? {});
  // The form's living parts, for its handlers: the elements by name (in the order registered), the
  // latest check, and whether a submit happened since the last reset.
  const live = useRef({ elements: new Map<Name, FieldElement>(), check, submitted: false, resets: 0 });
  useLayoutEffect(() => {
    live.current.check = check;
  });

  const values = () => {
    const out: Partial<Record<Name, string>> = {};
    for (const [name, element] of live.current.elements) out[name] = element.value;
    return out;
  };
  const follow = (name: Name, value: string) => {
    if (watch && name in watch) setWatched((now) => (now[name] === value ? now : { ...now, [name]: value }));
  };
  const setError = (name: Name, message: string | undefined) =>
    setErrors((now) => (now[name] === message ? now : { ...now, [name]: message }));

  const register = (
    name: Name,
    options?: { onChange?: (event: ChangeEvent<FieldElement>) => void },
  ): FieldRegistration => ({
    name,
    ref: (element) => {
      if (!element) return;
      live.current.elements.set(name, element);
      // A value chosen before the script ran is the one the form follows.
      follow(name, element.value);
    },
    onChange: (event) => {
      follow(name, event.target.value);
      options?.onChange?.(event);
      const { submitted, check } = live.current;
      if (submitted) setError(name, check(values())[name]);
    },
  });

  const handleSubmit =
    (send: (values: Partial<Record<Name, string>>) => Promise<void> | void) =>
    async (event?: FormEvent<HTMLFormElement>) => {
      event?.preventDefault();
      const form = live.current;
      const current = values();
      const messages = form.check(current) as Partial<Record<Name, string>>;
      if (Object.keys(messages).length) {
        setErrors(messages);
        form.submitted = true;
        const failing = [...form.elements.keys()].find((name) => messages[name]);
        if (failing) form.elements.get(failing)?.focus();
        return;
      }
      setErrors({});
      setSubmitting(true);
      const resets = form.resets;
      try {
        await send(current);
      } finally {
        setSubmitting(false);
        // A reset during the send (a success) leaves the form as new: no checks on change.
        if (resets === form.resets) form.submitted = true;
      }
    };

  return {
    register,
    handleSubmit,
    errors,
    isSubmitting,
    /** The watched fields' values. */
    watched,
    setError: (name: Name, message: string) => setError(name, message),
    clearErrors: (name: Name) => setError(name, undefined),
    setValue: (name: Name, value: string) => {
      const element = live.current.elements.get(name);
      if (element) element.value = value;
      follow(name, value);
    },
    /** Puts these values in the fields and forgets every message and the last submit. */
    reset: (to: Partial<Record<Name, string>>) => {
      for (const [name, value] of Object.entries(to) as [Name, string | undefined][]) {
        if (value === undefined) continue;
        const element = live.current.elements.get(name);
        if (element) element.value = value;
        follow(name, value);
      }
      setErrors({});
      live.current.submitted = false;
      live.current.resets++;
    },
  };
}

export type CheckedForm<Name extends string> = ReturnType<typeof useCheckedForm<Name>>;
