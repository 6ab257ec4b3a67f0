// Starts the outbox sender (only when SMTP_URL is set: otherwise messages wait in the outbox,
// shown to admins) and the reminder scheduler, and stops both before the database closes.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { publicUrl } from "../../config";
import { onQueued, setMailOrigin } from "./outbox";
import { type Scheduler, startScheduler } from "./scheduler";
import { createSender, type Sender } from "./sender";

declare module "fastify" {
  interface FastifyInstance {
    /** The SMTP sender, or null when SMTP_URL is not set. */
    mailSender: Sender | null;
  }
}

const HOUR = 3_600_000;

export default fp(async function mail(app: FastifyInstance) {
  const config = app.config;
  setMailOrigin(publicUrl(config));
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
    });
  }
  app.decorate("mailSender", sender);
  let scheduler: Scheduler | undefined;

  app.addHook("onReady", async () => {
    if (sender) {
      onQueued(sender.wake);
      sender.start();
    }
    // Tests run reminder rounds themselves, at the dates they choose; a round firing on its own
    // in the middle of a test would change data the test is watching.
    if (config.NODE_ENV !== "test") {
      scheduler = startScheduler(app.db, HOUR, (error) =>
        app.log.error({ err: error }, "reminder round failed"),
      );
    }
  });
  // preClose: before the database plugin's onClose ends the connection.
  app.addHook("preClose", async () => {
    onQueued(undefined);
    await scheduler?.stop();
    await sender?.stop();
  });
});
