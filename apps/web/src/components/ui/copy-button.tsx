import { COPIED_MS } from "@site/contract";
import { UI_TEXT } from "@/content/ui-text";
import { CopyButtonClient, type CopyButtonClientProps } from "./copy-button.client";

export type CopyButtonProps = Omit<CopyButtonClientProps, "copiedLabel" | "resetMs">;

/**
 * Copies a value and shows 'Copied!' for 1.5 s (spec §4, §9), then resets. Usable from server and
 * client components; the contract's constants are read here, on the server when rendered there, so
 * the browser bundle of a page without forms does not carry the contract (and zod) for them.
 */
export function CopyButton(props: CopyButtonProps) {
  return <CopyButtonClient copiedLabel={UI_TEXT.copied} resetMs={COPIED_MS} {...props} />;
}
