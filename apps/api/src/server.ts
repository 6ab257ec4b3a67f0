// Entry point: validate configuration, open the database, build the app, listen. Signals are
// handled from the first moment (lib/shutdown.ts, close-with-grace): the process always stops when
// asked.
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { type Database, openDatabase, pgliteDir } from "./db/client";
import { createLogOutput } from "./lib/log-output";
import { loggerOptions } from "./lib/logger";
import { installShutdown, type ShutdownTarget } from "./lib/shutdown";
import { seedDemoCredentials } from "./modules/credentials/demo";
import { seedIfEmpty } from "./seed";

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const output = createLogOutput();
  const target: ShutdownTarget = {};
  installShutdown(target, {
    log: (message, details) => target.app?.log.info(details ?? {}, message),
  });
  // Hands the last lines to stdout without waiting for the reader (never blocks the exit).
  process.on("exit", () => output.flush());

  const database: Database = await openDatabase({
    url: config.DATABASE_URL,
    readUrl: config.DATABASE_READ_URL,
    listen: config.DATABASE_LISTEN,
    dataDir: pgliteDir(config.DATA_DIR),
  });
  target.closeDatabase = () => database.close();
  const app = await buildApp({ config, database, logger: loggerOptions(config, output), serveWeb: true });
  target.app = app;
  // First start on an empty database: the first admin, the demo account and demo content.
  const seeded = await seedIfEmpty(database.db, config, app.log, undefined, app.clock);
  if (seeded.seeded && config.SEED_DEMO) await seedDemoCredentials(app);

  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
