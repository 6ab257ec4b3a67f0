// Key custody (docs/decisions/0041-open-badges-credentials.md): the secret half of each signing key
// is kept encrypted with AES-256-GCM under a key derived (HKDF-SHA-256) from CREDENTIAL_KEY_SECRET,
// or from a secret generated once and kept in the database when none is set, as for JWT_SECRET, so
// every instance on one database can sign. A database dump alone then holds the secret too: set
// CREDENTIAL_KEY_SECRET in production to keep them apart.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { appSettings } from "../../db/schema";

const SETTING = "credential_key_secret";
const VERSION = "v1";

export interface KeyCipher {
  seal(plain: string): string;
  open(sealed: string): string;
}

export async function resolveKeySecret(db: Db, configured?: string): Promise<string> {
  if (configured) return configured;
  const generated = randomBytes(48).toString("base64url");
  await db.insert(appSettings).values({ key: SETTING, value: generated }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, SETTING));
  return row!.value;
}

export function keyCipher(secret: string): KeyCipher {
  const key = Buffer.from(hkdfSync("sha256", secret, "alliance-credential-keys", "aes-256-gcm", 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
        .join(".");
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split(".");
      if (version !== VERSION || !iv || !tag || !body) throw new Error("unknown key envelope");
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString(
        "utf8",
      );
    },
  };
}
