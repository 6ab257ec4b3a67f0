// A real SMTP server in the test process (smtp-server): it receives what the app sends, so the
// tests see the messages as a mail server would. `refuseNext` makes it reject the next messages.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** The message with quoted-printable soft breaks and escapes undone (enough to find links). */
  text: string;
  subject: string;
  messageId: string;
}

export interface SmtpSink {
  url: string;
  messages: ReceivedMail[];
  refuseNext(count?: number): void;
  /** Waits until `count` messages arrived (or times out). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

const decodeQp = (raw: string) =>
  raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** Undoes RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=) in a header. */
const decodeWords = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([QB])\?(.*?)\?=/gi, (_m, enc: string, body: string) =>
      enc.toUpperCase() === "B"
        ? Buffer.from(body, "base64").toString("utf8")
        : Buffer.from(
            body
              .replace(/_/g, " ")
              .replace(/=([0-9A-F]{2})/gi, (_x, hex: string) =>
                String.fromCharCode(Number.parseInt(hex, 16)),
              ),
            "latin1",
          ).toString("utf8"),
    )
    .replace(/\r?\n[ \t]/g, " ");

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (refusals > 0) {
          refusals -= 1;
          const error = Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 });
          return callback(error);
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        const text = decodeQp(raw);
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          text,
          subject: decodeWords(/^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? ""),
          messageId: /^Message-ID: (.*)$/im.exec(raw)?.[1]?.trim() ?? "",
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refuseNext(count = 1) {
      refusals = count;
    },
    async waitFor(count, timeoutMs = 5000) {
      const until = Date.now() + timeoutMs;
      while (messages.length < count && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      return messages;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The single-use link in a message (invitation or reset). */
export function linkIn(mail: ReceivedMail): string {
  const match = /https?:\/\/[^\s"<>]+\/set-password\?token=[A-Za-z0-9_-]+/.exec(mail.text);
  if (!match) throw new Error(`no link in message: ${mail.subject}`);
  return match[0];
}

export const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;
