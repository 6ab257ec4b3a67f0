// Failed sign-in throttling, counted in the `login_attempts` table so the limits hold across
// instances. Three counters, chosen so that guessing stays slow while a stranger who knows an
// admin's e-mail cannot lock that admin out
// (docs/decisions/0010-login-throttling-without-lockout-abuse.md):
//
// - per account and client address pair: LOGIN_MAX_FAILURES_PER_ACCOUNT failures in the window
//   lock that pair for LOGIN_LOCK_SECONDS, even for the right password. Only the guesser's own
//   address is locked out of the account.
// - per client address: LOGIN_MAX_FAILURES_PER_IP failures (over any accounts) lock the address.
// - per account, from every address together: once it has had LOGIN_MAX_FAILURES_PER_ACCOUNT
//   failures in the window, each further attempt must wait a delay that doubles with every
//   failure (5 s, 10 s, 20 s ... up to LOGIN_LOCK_SECONDS), so guesses spread over many addresses
//   stay slow. An address the account signed in from successfully in the last 30 days skips this
//   delay: the owner, from a device they use, is never held back by a stranger's guesses.
//
// Every attempt first reserves its slot atomically (an upsert, or a row lock for the account), so
// parallel guesses cannot slip past a counter. A success clears the pair and account counters,
// gives the address its reserved slot back and remembers the address as known for the account.
import { sql } from "drizzle-orm";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { clientKey } from "../../lib/client-key";
import { recordAudit } from "../audit/audited";

/** The first account-wide delay; it doubles with each further failure, up to LOGIN_LOCK_SECONDS. */
export const ACCOUNT_DELAY_BASE_SECONDS = 5;
/** How long a successful sign-in makes its address "known" for the account. */
export const KNOWN_ADDRESS_DAYS = 30;

export const LOGIN_THROTTLE_MESSAGES = {
  pairLocked: (minutes: number) =>
    `Too many failed sign-ins for this account from your network. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  accountDelayed: (seconds: number) =>
    `Too many failed sign-ins for this account. Wait ${seconds} second${seconds === 1 ? "" : "s"} and try again.`,
  addressLocked: "Too many failed sign-ins from your network. Try again later.",
} as const;

// Client addresses are counted by lib/client-key.ts, like every other throttle (IPv6 by its /64).
const normalEmail = (email: string) => email.trim().toLowerCase();
export const accountKey = (email: string) => `account:${normalEmail(email)}`;
export const pairKey = (email: string, ip: string) => `pair:${normalEmail(email)}|${clientKey(ip)}`;
export const knownKey = (email: string, ip: string) => `known:${normalEmail(email)}|${clientKey(ip)}`;

interface Slot {
  key: string;
  failures: number;
  locked: boolean;
}

async function reserve(db: Db, key: string, windowSeconds: number): Promise<Slot> {
  const [row] = await rowsOf<{ failures: number; locked: boolean }>(
    db,
    sql`
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
    returning failures, (locked_until is not null and locked_until > now()) as locked`,
  );
  return { key, failures: Number(row?.failures ?? 0), locked: Boolean(row?.locked) };
}

interface AccountSlot {
  /** False while the account-wide delay runs. */
  allowed: boolean;
  /** Seconds until the next attempt may be made (when refused). */
  waitSeconds: number;
}

/**
 * Reserves an attempt on the account as a whole. The row is locked for the decision, so two
 * instances cannot both take the last free attempt; the attempt that reaches the limit starts
 * the delay before its password is even checked.
 */
async function reserveAccount(db: Db, key: string, config: Config): Promise<AccountSlot> {
  const free = config.LOGIN_MAX_FAILURES_PER_ACCOUNT;
  return db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into login_attempts (key, failures, window_started_at, locked_until)
      values (${key}, 0, now(), null)
      on conflict (key) do nothing`);
    const [row] = await rowsOf<{ failures: number; wait_seconds: number | null; expired: boolean }>(
      tx,
      sql`
      select failures,
             ceil(extract(epoch from (locked_until - now())))::int as wait_seconds,
             (window_started_at < now() - make_interval(secs => ${config.LOGIN_WINDOW_SECONDS})) as expired
      from login_attempts where key = ${key} for update`,
    );
    if (!row) throw new Error("The login_attempts row inserted above is missing");
    const wait = Number(row.wait_seconds ?? 0);
    if (wait > 0) return { allowed: false, waitSeconds: wait };
    const failures = (row.expired ? 0 : Number(row.failures)) + 1;
    const delay =
      failures >= free
        ? Math.min(config.LOGIN_LOCK_SECONDS, ACCOUNT_DELAY_BASE_SECONDS * 2 ** (failures - free))
        : 0;
    await tx.execute(sql`
      update login_attempts set
        failures = ${failures},
        window_started_at = case when ${row.expired} then now() else window_started_at end,
        locked_until = case when ${delay} > 0 then now() + make_interval(secs => ${delay}) else null end
      where key = ${key}`);
    return { allowed: true, waitSeconds: 0 };
  });
}

async function isKnownAddress(db: Db, key: string): Promise<boolean> {
  const rows = await rowsOf(
    db,
    sql`
    select 1 from login_attempts
    where key = ${key} and window_started_at > now() - make_interval(days => ${KNOWN_ADDRESS_DAYS})`,
  );
  return rows.length > 0;
}

export interface LoginGate {
  /** False when the caller must be answered 429 without checking the password. */
  allowed: boolean;
  /** When refused: what to tell the caller, and the Retry-After in seconds. */
  message: string;
  retryAfterSeconds: number;
  /** Record the outcome of the password check. */
  settle(success: boolean): Promise<void>;
}

export async function openLoginGate(db: Db, config: Config, email: string, ip: string): Promise<LoginGate> {
  const window = config.LOGIN_WINDOW_SECONDS;
  const lock = config.LOGIN_LOCK_SECONDS;
  const pair = await reserve(db, pairKey(email, ip), window);
  const address = await reserve(db, clientKey(ip), window);
  const known = await isKnownAddress(db, knownKey(email, ip));
  const pairOk = !pair.locked && pair.failures <= config.LOGIN_MAX_FAILURES_PER_ACCOUNT;
  const addressOk = !address.locked && address.failures <= config.LOGIN_MAX_FAILURES_PER_IP;
  // The account-wide slot is taken only when nothing else refuses the attempt, so refused
  // attempts never lengthen the delay, and a known address never waits for it.
  const account =
    pairOk && addressOk && !known
      ? await reserveAccount(db, accountKey(email), config)
      : { allowed: true, waitSeconds: 0 };

  // Now and then, forget counters whose window and lock are long over (keeps the table small;
  // the periodic purge does the rest).
  if (Math.random() < 0.02) await purgeLoginAttempts(db, config);

  const minutes = Math.ceil(lock / 60);
  const refusal = !addressOk
    ? { message: LOGIN_THROTTLE_MESSAGES.addressLocked, retryAfterSeconds: lock }
    : !pairOk
      ? { message: LOGIN_THROTTLE_MESSAGES.pairLocked(minutes), retryAfterSeconds: lock }
      : !account.allowed
        ? {
            message: LOGIN_THROTTLE_MESSAGES.accountDelayed(account.waitSeconds),
            retryAfterSeconds: account.waitSeconds,
          }
        : { message: "", retryAfterSeconds: 0 };

  return {
    allowed: pairOk && addressOk && account.allowed,
    ...refusal,
    async settle(success) {
      if (success) {
        await db.execute(sql`delete from login_attempts where key in (${pair.key}, ${accountKey(email)})`);
        await db.execute(
          sql`update login_attempts set failures = greatest(failures - 1, 0) where key = ${address.key}`,
        );
        await db.execute(sql`
          insert into login_attempts (key, failures, window_started_at, locked_until)
          values (${knownKey(email, ip)}, 0, now(), null)
          on conflict (key) do update set window_started_at = now()`);
        return;
      }
      const limits: Array<[Slot, number]> = [
        [pair, config.LOGIN_MAX_FAILURES_PER_ACCOUNT],
        [address, config.LOGIN_MAX_FAILURES_PER_IP],
      ];
      for (const [slot, limit] of limits) {
        if (slot.failures >= limit) {
          // The lock and its audit row commit together; only a lock that starts now is recorded.
          await db.transaction(async (tx) => {
            const locked = await rowsOf(
              tx,
              sql`
              update login_attempts
              set locked_until = now() + make_interval(secs => ${lock})
              where key = ${slot.key} and (locked_until is null or locked_until < now())
              returning key`,
            );
            if (locked.length > 0)
              await recordAudit(tx, {
                action: "lockout",
                entity: "login",
                entityId: slot.key,
                after: { key: slot.key, failures: slot.failures, lockSeconds: lock },
              });
          });
        }
      }
    },
  };
}

/**
 * Deletes counters whose window and lock are over, and known addresses older than
 * KNOWN_ADDRESS_DAYS. Idempotent, so any number of instances may run it at once.
 */
export async function purgeLoginAttempts(db: Db, config: Config): Promise<void> {
  const horizon = Math.max(config.LOGIN_WINDOW_SECONDS, config.LOGIN_LOCK_SECONDS);
  await db.execute(sql`
    delete from login_attempts
    where key not like 'known:%'
      and (locked_until is null or locked_until < now())
      and window_started_at < now() - make_interval(secs => ${horizon})`);
  await db.execute(sql`
    delete from login_attempts
    where key like 'known:%' and window_started_at < now() - make_interval(days => ${KNOWN_ADDRESS_DAYS})`);
}
