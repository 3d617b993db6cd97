/**
 * What the run's test SMTP server received (helpers/start-api.mjs keeps it; GET /messages), read as a
 * person reads a mail.
 */
import { expect, type APIRequestContext } from "@playwright/test";
import { E2E_MAILBOX_URL } from "./e2e-env";

/**
 * A message as its reader sees it: headers unfolded, quoted-printable soft line breaks joined and
 * `=XX` decoded (a multipart mail's parts keep their encoding in what the test server stores), so a
 * long link is whole.
 */
export function readableMail(raw: string): string {
  return raw
    .replace(/\r\n[ \t]+/g, " ")
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Every message to `to` so far, readable, oldest first. */
export async function mailsTo(request: APIRequestContext, to: string): Promise<string[]> {
  const res = await request.get(`${E2E_MAILBOX_URL}/messages`);
  const messages = (await res.json()) as { to: string[]; raw: string }[];
  return messages.filter((m) => m.to.includes(to)).map((m) => readableMail(m.raw));
}

/** The newsletter's confirmation mail's two links, once the API's job has sent it. */
export async function newsletterLinks(request: APIRequestContext, to: string) {
  let mail: string | undefined;
  await expect
    .poll(async () => !!(mail = (await mailsTo(request, to))[0]), {
      message: `the confirmation e-mail to ${to}`,
      timeout: 20_000,
    })
    .toBe(true);
  const confirm = /https?:\/\/[^\s"<>]+\/newsletter\/confirm\?token=[A-Za-z0-9._-]+/.exec(mail!)![0];
  const unsubscribe = /^List-Unsubscribe: <([^>]+)>/m.exec(mail!)![1]!;
  expect(mail!).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
  expect(unsubscribe).toMatch(/\/newsletter\/unsubscribe\?token=/);
  return { confirm, unsubscribe };
}
