// Sends the outbox over SMTP. Rows are claimed with one statement that locks them with
// FOR UPDATE SKIP LOCKED and pushes their next_attempt_at forward (a lease), so several loops,
// on one instance or many, never take the same row; a loop that dies mid-send leaves the row to
// be retried once the lease ends. A failure is retried with exponential backoff, and after the
// last attempt the row is marked `failed` with the error.
import { eq, inArray, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { outbox } from "../../db/schema";
import { after, type Clock, systemClock } from "../../lib/clock";
import { withLiveToken } from "./account-links";
import { withFollowToken } from "./follow-links";
import type { OutboxRow, SiteLink } from "./outbox";

export interface SenderOptions {
  db: Db;
  smtpUrl: string;
  from: string;
  retrySeconds: number;
  maxAttempts: number;
  pollMs: number;
  log?: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** Rows claimed per round. */
  batch?: number;
  /** "Now" for the sent and retry times and the links' expiry (the app's clock). */
  clock?: Clock;
  /** The site's address, for the one-click unsubscribe header of a follower's message. */
  siteLink?: SiteLink;
}

/** A claimed row may be retried by another loop after this long (a send never takes as long). */
const LEASE_SECONDS = 300;

export interface Sender {
  /** Claims and sends one batch of due messages; returns how many were claimed. */
  runOnce(): Promise<number>;
  /** Waits for the loop's round, then sends until nothing is due (tests, and shutdown checks). */
  flush(): Promise<void>;
  start(): void;
  wake(): void;
  stop(): Promise<void>;
}

/**
 * SMTP_URL as nodemailer reads it. A mail server on this machine (loopback) is trusted without
 * checking its certificate when it offers STARTTLS: nothing can intercept a loopback connection,
 * and local relays and test sinks usually have self-signed certificates.
 */
export function transportOptions(smtpUrl: string) {
  const host = new URL(smtpUrl).hostname.replace(/^\[|\]$/g, "");
  const loopback = host === "localhost" || host === "::1" || /^127\./.test(host);
  return loopback ? { url: smtpUrl, tls: { rejectUnauthorized: false } } : smtpUrl;
}

export function createSender(options: SenderOptions): Sender {
  const { db, batch = 10, clock = systemClock } = options;
  const transport = nodemailer.createTransport(transportOptions(options.smtpUrl), { from: options.from });
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  async function claim(): Promise<OutboxRow[]> {
    const claimed = await rowsOf<{ id: string }>(
      db,
      sql`
      update outbox set attempts = attempts + 1,
        next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS})
      where id in (
        select id from outbox
        where status = 'pending' and next_attempt_at <= now()
        order by next_attempt_at, created_at
        limit ${batch}
        for update skip locked)
      returning id`,
    );
    const ids = claimed.map((row) => row.id);
    if (ids.length === 0) return [];
    return db.select().from(outbox).where(inArray(outbox.id, ids));
  }

  async function deliver(row: OutboxRow) {
    try {
      // An account link's token is issued now, only its hash kept (account-links.ts); so is a
      // follower's (follow-links.ts).
      const live = await db.transaction(async (tx) => {
        const message = await withLiveToken(tx, row, clock());
        return message && withFollowToken(tx, message, options.siteLink ?? ((path) => path), clock());
      });
      if (!live) {
        await db
          .update(outbox)
          .set({
            status: "failed",
            lastError: row.followSubscriptionId
              ? "The reader unsubscribed before it was sent: it was not sent"
              : "The account or its address changed: the link was not sent",
          })
          .where(eq(outbox.id, row.id));
        return;
      }
      const { message, headers } = live;
      await transport.sendMail({
        from: options.from,
        to: message.toAddress,
        subject: message.subject,
        text: message.textBody,
        html: message.htmlBody,
        headers,
        // Lets a receiving system recognise a retried message that did arrive before.
        messageId: `<${row.id}@outbox.alliance>`,
      });
      await db
        .update(outbox)
        .set({ status: "sent", sentAt: clock(), lastError: null })
        .where(eq(outbox.id, row.id));
    } catch (error) {
      const message = String((error as Error)?.message ?? error).slice(0, 1000);
      const final = row.attempts >= options.maxAttempts;
      const delay = options.retrySeconds * 2 ** (row.attempts - 1);
      await db
        .update(outbox)
        .set(
          final
            ? { status: "failed", lastError: message }
            : { lastError: message, nextAttemptAt: after(clock(), delay * 1000) },
        )
        .where(eq(outbox.id, row.id));
      options.log?.warn(
        { event: "mail.failed", outboxId: row.id, attempt: row.attempts, final },
        "e-mail not sent",
      );
    }
  }

  async function runOnce(): Promise<number> {
    const rows = await claim();
    for (const row of rows) await deliver(row);
    return rows.length;
  }

  async function round() {
    try {
      while (!stopped && (await runOnce()) > 0) {
        // keep going while there is work
      }
    } catch (error) {
      options.log?.error({ err: error }, "outbox round failed");
    }
  }

  function schedule(ms: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, ms);
    timer.unref();
  }

  function tick() {
    if (stopped) return;
    if (running) return schedule(options.pollMs);
    running = round().finally(() => {
      running = undefined;
      schedule(options.pollMs);
    });
  }

  return {
    runOnce,
    async flush() {
      // A round of the loop may hold claimed rows: wait for it, then send what is still due.
      await running;
      while ((await runOnce()) > 0) {
        // until nothing is due
      }
      await running;
    },
    start() {
      stopped = false;
      schedule(0);
    },
    wake() {
      if (!stopped && !running) schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}
