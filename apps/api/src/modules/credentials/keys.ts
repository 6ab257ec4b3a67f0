// Signing keys (docs/decisions/0041-open-badges-credentials.md): one active Ed25519 key per
// controller (the site, or an organisation), made when first needed; a rotation retires the active
// key (still listed in the DID document, so what it signed still verifies) and makes a new one.
import * as Ed25519Multikey from "@digitalbazaar/ed25519-multikey";
import { and, asc, eq, isNull, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { signingKeys } from "../../db/schema";
import type { KeyCipher } from "./key-custody";

export type SigningKeyRow = typeof signingKeys.$inferSelect;

const ofController = (organizationId: string | null): SQL =>
  organizationId === null
    ? isNull(signingKeys.organizationId)
    : eq(signingKeys.organizationId, organizationId);

/** Every key of a controller, oldest first: the verification methods of its DID document. */
export function keysOf(db: Db, organizationId: string | null): Promise<SigningKeyRow[]> {
  return db
    .select()
    .from(signingKeys)
    .where(ofController(organizationId))
    .orderBy(asc(signingKeys.createdAt));
}

async function activeRow(db: Db, organizationId: string | null) {
  const [row] = await db
    .select()
    .from(signingKeys)
    .where(and(ofController(organizationId), isNull(signingKeys.retiredAt)));
  return row;
}

async function insertNewKey(db: Db, cipher: KeyCipher, organizationId: string | null, now: Date) {
  const pair = await Ed25519Multikey.generate();
  const exported = await pair.export({ publicKey: true, secretKey: true });
  // Two instances starting at once: the one-active-key index keeps one of them.
  await db
    .insert(signingKeys)
    .values({
      organizationId,
      publicKeyMultibase: exported.publicKeyMultibase,
      secretKeyEncrypted: cipher.seal(exported.secretKeyMultibase!),
      createdAt: now,
    })
    .onConflictDoNothing();
}

/** The controller's active key (made now if it has none), ready to sign as `did#<multibase>`. */
export async function activeKeyPair(
  db: Db,
  cipher: KeyCipher,
  organizationId: string | null,
  controller: string,
  now: Date,
): Promise<Ed25519Multikey.Ed25519KeyPair> {
  let row = await activeRow(db, organizationId);
  if (!row) {
    await insertNewKey(db, cipher, organizationId, now);
    row = await activeRow(db, organizationId);
  }
  return Ed25519Multikey.from({
    type: "Multikey",
    id: `${controller}#${row!.publicKeyMultibase}`,
    controller,
    publicKeyMultibase: row!.publicKeyMultibase,
    secretKeyMultibase: cipher.open(row!.secretKeyEncrypted),
  });
}

/** Retires the active key and makes a new one, in one transaction. */
export async function rotateKey(db: Db, cipher: KeyCipher, organizationId: string | null, now: Date) {
  await db.transaction(async (tx) => {
    await tx
      .update(signingKeys)
      .set({ retiredAt: now })
      .where(and(ofController(organizationId), isNull(signingKeys.retiredAt)));
    await insertNewKey(tx, cipher, organizationId, now);
  });
  return keysOf(db, organizationId);
}
