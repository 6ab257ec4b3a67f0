// Failed sign-in throttling per account (lower-cased e-mail) and per client address, counted in
// the `login_attempts` table so the limit holds across instances (DESIGN §1, §6).
//
// Every attempt first reserves a slot atomically (one upsert per key). An attempt whose slot is
// beyond the limit, or that arrives while the key is locked, is refused with 429 before the
// password is even checked, so parallel guesses cannot slip past the counter. A failure that uses
// the last slot locks the key for LOGIN_LOCK_SECONDS. A success clears the account's counter and
// gives the address its reserved slot back.
import { sql } from "drizzle-orm";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { recordAudit } from "./audit";

export const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
/**
 * The client address as throttled: IPv4 as is (also when IPv4-mapped), IPv6 by its /64 network,
 * since one subscriber usually holds a whole /64 and could otherwise rotate addresses freely.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return `ip:${mapped[1]}`;
  if (!ip.includes(":")) return `ip:${ip}`;
  const [head = "", tail = ""] = ip.toLowerCase().split("%")[0]!.split("::");
  const left = head ? head.split(":") : [];
  const right = ip.includes("::") && tail ? tail.split(":") : [];
  const groups = ip.includes("::")
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right]
    : left;
  return `ip6:${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

interface Slot {
  key: string;
  failures: number;
  locked: boolean;
}

async function reserve(db: Db, key: string, windowSeconds: number): Promise<Slot> {
  const result = await db.execute(sql`
    insert into login_attempts (key, failures, window_started_at, locked_until)
    values (${key}, 1, now(), null)
    on conflict (key) do update set
      failures = case when login_attempts.locked_until is not null and login_attempts.locked_until <= now()
                        then 1
                      when login_attempts.locked_until is null
                        and login_attempts.window_started_at < now() - make_interval(secs => ${windowSeconds})
                        then 1
                      else login_attempts.failures + 1 end,
      window_started_at = case when login_attempts.locked_until is not null and login_attempts.locked_until <= now()
                        then now()
                      when login_attempts.locked_until is null
                        and login_attempts.window_started_at < now() - make_interval(secs => ${windowSeconds})
                        then now()
                      else login_attempts.window_started_at end,
      locked_until = case when login_attempts.locked_until is not null and login_attempts.locked_until <= now()
                        then null else login_attempts.locked_until end
    returning failures, (locked_until is not null and locked_until > now()) as locked`);
  const row = (result as unknown as { rows: Array<{ failures: number; locked: boolean }> }).rows[0];
  return { key, failures: Number(row?.failures ?? 0), locked: Boolean(row?.locked) };
}

const rowsOf = (result: unknown) => (result as { rows?: unknown[] }).rows ?? [];

export interface LoginGate {
  /** False when the caller must be answered 429 without checking the password. */
  allowed: boolean;
  /** Record the outcome of the password check. */
  settle(success: boolean): Promise<void>;
}

export async function openLoginGate(db: Db, config: Config, email: string, ip: string): Promise<LoginGate> {
  const window = config.LOGIN_WINDOW_SECONDS;
  const account = await reserve(db, accountKey(email), window);
  const address = await reserve(db, addressKey(ip), window);
  const limits = new Map([
    [account.key, config.LOGIN_MAX_FAILURES_PER_ACCOUNT],
    [address.key, config.LOGIN_MAX_FAILURES_PER_IP],
  ]);
  const slots = [account, address];
  const allowed = slots.every((slot) => !slot.locked && slot.failures <= limits.get(slot.key)!);

  // Now and then, forget counters whose window and lock are long over (keeps the table small).
  if (Math.random() < 0.02) {
    await db.execute(sql`
      delete from login_attempts
      where (locked_until is null or locked_until < now())
        and window_started_at < now() - make_interval(secs => ${Math.max(window, config.LOGIN_LOCK_SECONDS)})`);
  }

  return {
    allowed,
    async settle(success) {
      if (success) {
        await db.execute(sql`delete from login_attempts where key = ${account.key}`);
        await db.execute(
          sql`update login_attempts set failures = greatest(failures - 1, 0) where key = ${address.key}`,
        );
        return;
      }
      for (const slot of slots) {
        if (slot.failures >= limits.get(slot.key)!) {
          // The lock and its audit row commit together; only a lock that starts now is recorded.
          await db.transaction(async (tx) => {
            const locked = await tx.execute(sql`
              update login_attempts
              set locked_until = now() + make_interval(secs => ${config.LOGIN_LOCK_SECONDS})
              where key = ${slot.key} and (locked_until is null or locked_until < now())
              returning key`);
            if (rowsOf(locked).length > 0)
              await recordAudit(tx as unknown as Db, {
                action: "lockout",
                entity: "login",
                entityId: slot.key,
                after: { key: slot.key, failures: slot.failures, lockSeconds: config.LOGIN_LOCK_SECONDS },
              });
          });
        }
      }
    },
  };
}
