"use client";

import { useState } from "react";
import { settingsSchema, type TeamSettings } from "@site/contract";
import { SubmitButton } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { TextInput } from "@/components/ui/text-input";
import { useHydrated } from "@/hooks/use-hydrated";
import { adminRequest } from "@/lib/admin/admin-request";
import { useAdminAction } from "@/lib/admin/use-admin-action";
import { ErrorSummary, summaryOf } from "../shell/error-summary";

const IDS = { retention_days: "settings-retention-days" } as const;

/** How long applications and their resumes are kept, checked with the contract's messages before saving. */
export function SettingsRetention({ settings }: { settings: TeamSettings }) {
  const hydrated = useHydrated();
  const [days, setDays] = useState(String(settings.retention_days));
  const [saved, setSaved] = useState<number>();
  const action = useAdminAction<"save">();
  const errors = action.errors;

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(undefined);
    const data = action.check(settingsSchema, { retention_days: days.trim() === "" ? undefined : days });
    if (!data) return;
    await action.run("save", () => adminRequest<TeamSettings>("/settings", { method: "PUT", json: data }), {
      failure: "form",
      onDone: (answer) => {
        setDays(String(answer.retention_days));
        setSaved(answer.retention_days);
      },
    });
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex max-w-md flex-col gap-5">
      <ErrorSummary title="The setting is unchanged" errors={summaryOf(errors, IDS)} />
      {saved !== undefined ? (
        <p role="status" className="rounded-xl bg-success-50 px-4 py-3 text-sm text-success-600">
          Saved: applications are kept {saved} days.
        </p>
      ) : null}
      <FormField
        id={IDS.retention_days}
        label="Keep applications for (days)"
        required
        error={errors.retention_days}
        hint="Between 30 and 3650. Older applications and their resumes are deleted by the daily purge."
      >
        <TextInput
          type="number"
          inputMode="numeric"
          min={30}
          max={3650}
          step={1}
          value={days}
          onChange={(e) => setDays(e.target.value)}
          className="max-w-40"
        />
      </FormField>
      <SubmitButton pending={action.busy} awaitingCode={!hydrated} className="self-start">
        Save
      </SubmitButton>
    </form>
  );
}
