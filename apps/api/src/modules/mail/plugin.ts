// Starts the outbox sender (only when SMTP_URL is set: otherwise messages wait in the outbox,
// shown to admins) and the reminder scheduler, and stops both before the database closes. Its
// state is the instance's (decorators and closures, none in modules), so two apps in one process
// keep their own links and senders.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { publicUrl } from "../../config";
import { type SiteLink, siteLinkFor } from "./outbox";
import { type Scheduler, startScheduler } from "./scheduler";
import { createSender, type Sender } from "./sender";

declare module "fastify" {
  interface FastifyInstance {
    /** The SMTP sender, or null when SMTP_URL is not set. */
    mailSender: Sender | null;
    /** An absolute link to a page of the site (PUBLIC_URL), for e-mails. */
    siteLink: SiteLink;
  }
}

const HOUR = 3_600_000;

export default fp(async function mail(app: FastifyInstance) {
  const config = app.config;
  app.decorate("siteLink", siteLinkFor(publicUrl(config)));
  let sender: Sender | null = null;
  if (config.SMTP_URL) {
    sender = createSender({
      db: app.db,
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      retrySeconds: config.MAIL_RETRY_SECONDS,
      maxAttempts: config.MAIL_MAX_ATTEMPTS,
      pollMs: config.MAIL_POLL_MS,
      log: app.log,
      clock: app.clock,
      siteLink: app.siteLink,
    });
  }
  app.decorate("mailSender", sender);
  let scheduler: Scheduler | undefined;

  // A write that succeeded may have queued a message in its transaction, committed by now: send it
  // soon rather than at the next poll.
  if (sender) {
    const wake = sender.wake;
    app.addHook("onResponse", async (request, reply) => {
      if (request.method !== "GET" && request.method !== "HEAD" && reply.statusCode < 400) wake();
    });
  }

  app.addHook("onReady", async () => {
    sender?.start();
    // Tests run reminder rounds themselves, at the dates they choose; a round firing on its own
    // in the middle of a test would change data the test is watching.
    if (config.NODE_ENV !== "test") {
      scheduler = startScheduler(
        app.db,
        app.siteLink,
        HOUR,
        {
          onError: (error) => app.log.error({ err: error }, "reminder round failed"),
          onQueued: () => sender?.wake(),
        },
        app.clock,
      );
    }
  });
  // preClose: before the database plugin's onClose ends the connection.
  app.addHook("preClose", async () => {
    await scheduler?.stop();
    await sender?.stop();
  });
});
