// Makes the instance's credential service (app.credentials) and the site's own signing key at
// start (docs/decisions/0041-open-badges-credentials.md).
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { publicUrl } from "../../config";
import { keyCipher, resolveKeySecret } from "./key-custody";
import { activeKeyPair } from "./keys";
import { type BackingChecks, backingChecks } from "./report-backing";
import { type CredentialService, credentialService } from "./service";

declare module "fastify" {
  interface FastifyInstance {
    credentials: CredentialService;
    /** The queue that verifies credentials attached to reports (report-backing.ts). */
    reportChecks: BackingChecks;
  }
}

export default fp(async function credentialsPlugin(app: FastifyInstance) {
  const cipher = keyCipher(await resolveKeySecret(app.db, app.config.CREDENTIAL_KEY_SECRET));
  const service = credentialService({
    db: app.db,
    cipher,
    origin: publicUrl(app.config),
    insecureHosts: app.config.DID_WEB_INSECURE_HOSTS,
    clock: () => app.clock(),
  });
  app.decorate("credentials", service);
  app.decorate("reportChecks", backingChecks());
  // The site's key exists from the first start: its DID document is never empty.
  await activeKeyPair(app.db, cipher, null, service.siteDid, app.clock());
});
