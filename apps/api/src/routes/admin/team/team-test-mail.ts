/**
 * Reading the team's e-mails as a person sees them, for tests: the parts of a multipart message
 * (text and HTML) with their quoted-printable encoding undone, and the link they carry.
 */
import type { Received } from "../../../lib/notify/smtp-test-server";

function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === "=" ? /^[0-9A-F]{2}$/.exec(joined.slice(i + 1, i + 3))?.[0] : undefined;
    if (hex) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** The decoded body of the message's part of this content type ("text/plain" or "text/html"). */
export function mailPart(mail: Received, type: "text/plain" | "text/html"): string {
  const parts = mail.raw.split(/\r?\n--[^\r\n]+\r?\n/);
  for (const part of parts) {
    const split = part.search(/\r?\n\r?\n/);
    const head = part.slice(0, split);
    if (!new RegExp(`^Content-Type: ${type}`, "im").test(head)) continue;
    const body = part.slice(split).replace(/^\r?\n\r?\n/, "");
    const decoded = /Content-Transfer-Encoding: quoted-printable/i.test(head)
      ? decodeQuotedPrintable(body)
      : body;
    return decoded.replace(/\r?\n--[^\r\n]+--\s*$/, "").replace(/\r\n/g, "\n");
  }
  throw new Error(`no ${type} part in:\n${mail.raw}`);
}

/** The first link to the team's area in the text part. */
export function mailLink(mail: Received, siteUrl: string): string {
  const text = mailPart(mail, "text/plain");
  const escaped = siteUrl.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  const link = new RegExp(`${escaped}/admin/[a-z]+\\?token=tl_[A-Za-z0-9_-]+`).exec(text)?.[0];
  if (!link) throw new Error(`no link in:\n${text}`);
  return link;
}
