import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Database, Db } from "../db/client";

declare module "fastify" {
  interface FastifyInstance {
    database: Database;
    db: Db;
  }
}

/** Makes the opened database available to routes; closes it when the server closes. */
export default fp<{ database: Database }>(async function databasePlugin(app: FastifyInstance, { database }) {
  app.decorate("database", database);
  app.decorate("db", database.db);
  app.addHook("onClose", async () => {
    await database.close();
  });
});
