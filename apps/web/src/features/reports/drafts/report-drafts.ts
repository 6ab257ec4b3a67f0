// Report drafts kept on the device (docs/decisions/0039-works-on-a-cheap-phone.md): what the
// report form holds, saved in IndexedDB (through `idb`) as it is typed, under the user and the
// report (or "new"), so a closed tab, a reload or a sign-out and back in offers it again to the
// same user, and never to another user of the same browser. Without IndexedDB (an old browser,
// a private window that refuses it) nothing is kept and nothing fails.
import { type IDBPDatabase, openDB } from "idb";

export interface ReportDraft {
  /** `<user id>:<report id or "new">`. */
  key: string;
  savedAt: string;
  values: unknown;
}

const STORE = "report-drafts";
let opened: Promise<IDBPDatabase> | null = null;

function database(): Promise<IDBPDatabase> | null {
  if (typeof indexedDB === "undefined") return null;
  opened ??= openDB("alliance-drafts", 1, {
    upgrade(db) {
      db.createObjectStore(STORE, { keyPath: "key" });
    },
  });
  return opened;
}

export const draftKey = (userId: string, reportId: string | undefined) => `${userId}:${reportId ?? "new"}`;

/** Keeps the form's values; true when they are on the device. */
export async function saveDraft(key: string, values: unknown, now = new Date()): Promise<boolean> {
  const db = database();
  if (!db) return false;
  try {
    await (await db).put(STORE, { key, savedAt: now.toISOString(), values } satisfies ReportDraft);
    return true;
  } catch {
    return false;
  }
}

export async function readDraft(key: string): Promise<ReportDraft | undefined> {
  const db = database();
  if (!db) return undefined;
  try {
    return (await (await db).get(STORE, key)) as ReportDraft | undefined;
  } catch {
    return undefined;
  }
}

export async function discardDraft(key: string): Promise<void> {
  const db = database();
  if (!db) return;
  try {
    await (await db).delete(STORE, key);
  } catch {
    // Nothing kept, nothing to discard.
  }
}

/** Asks the browser once not to clear the drafts when the device runs short of space. */
export function askToKeepDrafts(): void {
  void navigator.storage?.persist?.().catch(() => false);
}
