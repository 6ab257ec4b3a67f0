// Entry point: validate configuration, open the database, build the app, listen; shut down
// gracefully on SIGINT/SIGTERM.
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { openDatabase, pgliteDir } from "./db/client";
import { loggerOptions } from "./lib/logger";
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

  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: pgliteDir(config.DATA_DIR) });
  const app = await buildApp({ config, database, logger: loggerOptions(config), serveWeb: true });
  // First start on an empty database: the first admin, the demo account and demo content.
  await seedIfEmpty(database.db, config, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "error while shutting down");
      process.exit(1);
    }
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
