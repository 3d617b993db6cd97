"use client";

import { useId } from "react";
import { TEAM_ROLE_DESCRIPTIONS, TEAM_ROLE_LABELS, TEAM_ROLES, type TeamRole } from "@site/contract";

/**
 * The roles to give someone, each with what it opens (the contract's descriptions), as checkboxes
 * (`multiple`: people may hold several) or radio buttons (a key has one). The owner role is offered only
 * to an owner (`canGiveOwner`), as the API allows.
 */
export function RoleChoices({
  legend,
  value,
  onChange,
  canGiveOwner,
  multiple = true,
  error,
}: {
  legend: string;
  value: readonly TeamRole[];
  onChange: (roles: TeamRole[]) => void;
  canGiveOwner: boolean;
  multiple?: boolean;
  error?: string;
}) {
  const id = useId();
  const roles = TEAM_ROLES.filter((r) => r !== "owner" || canGiveOwner);
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className="mb-2 text-sm font-semibold text-ink-900">
        {legend}
        <span className="ml-1 font-normal text-accent-600">(Required)</span>
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {roles.map((role) => {
          const checked = value.includes(role);
          return (
            <label
              key={role}
              htmlFor={`${id}-${role}`}
              className={`flex cursor-pointer items-start gap-3 rounded-xl border px-3 py-2.5 transition-colors ${
                checked ? "border-brand-300 bg-brand-50" : "border-ink-200 bg-white hover:border-ink-300"
              }`}
            >
              <input
                id={`${id}-${role}`}
                type={multiple ? "checkbox" : "radio"}
                name={`${id}-roles`}
                value={role}
                checked={checked}
                onChange={(e) => {
                  if (!multiple) onChange([role]);
                  else onChange(e.target.checked ? [...value, role] : value.filter((r) => r !== role));
                }}
                className="mt-0.5 size-5 shrink-0 cursor-pointer accent-brand-600"
                aria-labelledby={`${id}-${role}-label`}
                aria-describedby={`${id}-${role}-text`}
              />
              <span>
                <span id={`${id}-${role}-label`} className="block font-semibold text-ink-950">
                  {TEAM_ROLE_LABELS[role]}
                </span>
                <span id={`${id}-${role}-text`} className="block text-sm text-ink-600">
                  {TEAM_ROLE_DESCRIPTIONS[role]}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-accent-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
