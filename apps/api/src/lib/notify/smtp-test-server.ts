import { SMTPServer } from "smtp-server";
import type { AddressInfo } from "node:net";
import type { NotifyLogger } from "./notifier";

export type Received = { from: string; to: string[]; raw: string; messageId?: string };

function qp(text: string): string {
  const escaped = text.replace(/%/g, "%25").replace(/=([0-9A-F]{2})/g, (_, h: string) => `%${h}`);
  return decodeURIComponent(escaped);
}

/** Headers unfolded and a quoted-printable body decoded, so assertions read like the mail a person sees. */
function readable(raw: string): string {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw
    .slice(0, split)
    .replace(/\r\n[ \t]+/g, " ")
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_, q: string) => qp(q.replace(/_/g, " ")));
  let body = raw.slice(split + 4);
  if (/Content-Transfer-Encoding: quoted-printable/i.test(head)) body = qp(body.replace(/=\r\n/g, ""));
  return `${head}\r\n\r\n${body}`;
}

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives. A message counts once the client has sent
 * it whole (the server then answers 250); a connection cut in the middle of DATA leaves nothing.
 */
export async function startSmtp(port = 0, options: { answerAfterMs?: number } = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = readable(Buffer.concat(chunks).toString("utf8"));
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          messageId: /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1],
        });
        // answerAfterMs: a slow mail server, which takes its time before its 250.
        if (options.answerAfterMs) setTimeout(() => callback(), options.answerAfterMs);
        else callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  // A client that vanishes mid-session (an API process killed with a pooled connection open) is a
  // connection error, as a real mail server logs it; the server carries on.
  const errors: Error[] = [];
  server.on("error", (e: Error) => errors.push(e));
  const address = (server.server.address() as AddressInfo).port;
  return {
    port: address,
    received,
    errors,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function freePort(): Promise<number> {
  const s = await startSmtp();
  await s.close();
  return s.port;
}

export function memoryLogger() {
  const lines: { level: string; obj: Record<string, unknown>; msg: string }[] = [];
  const at = (level: string) => (obj: object, msg: string) =>
    lines.push({ level, obj: obj as Record<string, unknown>, msg });
  const logger: NotifyLogger = { info: at("info"), warn: at("warn"), error: at("error") };
  return { logger, lines };
}
