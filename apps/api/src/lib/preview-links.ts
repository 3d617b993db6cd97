/**
 * Preview links of a draft (issue 21): `/blog/preview/<token>` shows the post as its public page will, to
 * anyone holding the link, until it expires or is revoked (post_preview_links). The token is the link's
 * id and an HMAC of it under this module's own label, keyed from REVALIDATE_SECRET, so the database keeps
 * only the id and a guessed or altered token names no link:
 *
 *   const token = previewToken(secret, "default", 12);      // "12.<43 characters>"
 *   previewLinkId(secret, "default", token)                 // 12; another tenant's or a tampered one: null
 */
import { constantTimeEqual, labelledMac } from "@site/contract/signing";

const LABEL = "cobaltline preview links v1";

function mac(secret: string, tenantId: string, id: number): Buffer {
  return labelledMac(secret, LABEL, [tenantId, id]);
}

export function previewToken(secret: string, tenantId: string, id: number): string {
  return `${id}.${mac(secret, tenantId, id).toString("base64url")}`;
}

/** The link id a token names, if its MAC is this tenant's; null otherwise. */
export function previewLinkId(secret: string, tenantId: string, token: string): number | null {
  const match = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) return null;
  // Compared as text: base64url's last character carries 2 bits no byte holds, so decoding first would
  // let 4 spellings of one MAC pass.
  const expected = Buffer.from(mac(secret, tenantId, id).toString("base64url"));
  return constantTimeEqual(Buffer.from(match[2]!), expected) ? id : null;
}
