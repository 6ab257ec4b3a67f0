// Starts the built server for the browser tests with a real SMTP sink in front of it: the sink
// listens on a free loopback port, writes every message it receives as a file into E2E_MAIL_DIR
// (where the tests read links from), and the server sends to it through SMTP_URL.
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { SMTPServer } from "smtp-server";

const mailDir = process.env.E2E_MAIL_DIR;
if (!mailDir) throw new Error("E2E_MAIL_DIR is not set");
mkdirSync(mailDir, { recursive: true });

let count = 0;
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on("data", (chunk) => chunks.push(chunk));
    stream.on("end", () => {
      count += 1;
      const to = session.envelope.rcptTo.map((r) => r.address).join(",");
      const name = `${Date.now()}-${count}.eml`;
      writeFileSync(join(mailDir, name), `X-Envelope-To: ${to}\r\n${Buffer.concat(chunks).toString("utf8")}`);
      callback();
    });
  },
});
await new Promise((done) => sink.listen(0, "127.0.0.1", done));
process.env.SMTP_URL = `smtp://127.0.0.1:${sink.server.address().port}`;
process.env.MAIL_POLL_MS ??= "500";

await import(pathToFileURL(resolve(import.meta.dirname, "../../api/dist/server.js")).href);
