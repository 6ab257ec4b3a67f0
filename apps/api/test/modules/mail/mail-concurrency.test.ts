// Two sender loops (two instances: two connection pools) on one database never send a message
// twice. Meant for PostgreSQL (TEST_DATABASE_URL); on PGlite both loops share the one connection.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type Database, openDatabase } from "../../../src/db/client";
import { outbox } from "../../../src/db/schema";
import { createSender } from "../../../src/modules/mail/sender";
import { TEST_DATABASE_URL } from "../../helpers";
import { type SmtpSink, startSmtpSink } from "../../smtp-sink";

let sink: SmtpSink;
let first: Database;
let second: Database;
let drop = async () => {};

beforeAll(async () => {
  sink = await startSmtpSink();
  if (!TEST_DATABASE_URL) {
    first = await openDatabase({ dataDir: "memory://" });
    second = first;
    return;
  }
  const name = `t_mail_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  first = await openDatabase({ url: url.toString(), poolSize: 4 });
  second = await openDatabase({ url: url.toString(), poolSize: 4 });
  drop = async () => {
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  };
}, 180_000);
afterAll(async () => {
  if (second !== first) await second.close();
  await first.close();
  await drop();
  await sink.close();
}, 180_000);

it("sends every message exactly once with two loops claiming at the same time", async () => {
  const count = 60;
  await first.db.insert(outbox).values(
    Array.from({ length: count }, (_, i) => ({
      kind: "test",
      toAddress: `person${i}@loops.example`,
      subject: `Message ${i}`,
      textBody: `Body ${i}`,
      htmlBody: `<p>Body ${i}</p>`,
    })),
  );
  const options = {
    smtpUrl: sink.url,
    from: "Test <t@loops.example>",
    retrySeconds: 0,
    maxAttempts: 3,
    pollMs: 20,
    batch: 3,
  };
  const a = createSender({ ...options, db: first.db });
  const b = createSender({ ...options, db: second.db });
  a.start();
  b.start();
  await Promise.all([a.flush(), b.flush(), a.flush(), b.flush()]);
  await sink.waitFor(count);
  await new Promise((r) => setTimeout(r, 200));
  await Promise.all([a.stop(), b.stop()]);

  expect(sink.messages).toHaveLength(count);
  expect(new Set(sink.messages.map((m) => m.to[0])).size).toBe(count);
  expect(new Set(sink.messages.map((m) => m.messageId)).size).toBe(count);
  const rows = await first.db.select().from(outbox);
  expect(rows.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
});
