import { marked } from "marked";
import type { BodyFormat } from "@site/contract";
import { sanitizeRichText } from "./sanitize";

/**
 * Markdown or HTML as the team wrote it → sanitized HTML, ready to store and to preview. An entry point of
 * its own (`@site/rich-text/markdown`), so pages that only render stored HTML do not carry the Markdown parser.
 *   renderRichText("~~old~~ **new**", "markdown") // "<p><del>old</del> <strong>new</strong></p>"
 */
export function renderRichText(body: string, format: BodyFormat): string {
  const html = format === "markdown" ? marked.parse(body, { async: false, gfm: true }) : body;
  return sanitizeRichText(html);
}
