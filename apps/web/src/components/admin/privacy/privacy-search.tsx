import { buttonClasses } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { TextInput } from "@/components/ui/text-input";

/**
 * The address a privacy request is about, as a plain GET form (it works before the page's JavaScript).
 * The address is matched whatever its case.
 */
export function PrivacySearch({ email, error }: { email?: string; error?: string }) {
  return (
    <form
      method="get"
      action="/admin/privacy"
      role="search"
      aria-label="Find what is held about an address"
      noValidate
      className="mb-8 flex flex-col gap-3 rounded-card border border-ink-200 bg-white p-5 shadow-card sm:flex-row sm:items-end"
    >
      <FormField
        id="privacy-email"
        label="Email address"
        error={error}
        hint="Leads, newsletter, comments and applications with their resumes."
        className="grow"
      >
        <TextInput
          type="email"
          name="email"
          autoComplete="off"
          spellCheck={false}
          maxLength={254}
          defaultValue={email ?? ""}
        />
      </FormField>
      <button type="submit" className={`${buttonClasses()} sm:mb-7`}>
        Find
      </button>
    </form>
  );
}
