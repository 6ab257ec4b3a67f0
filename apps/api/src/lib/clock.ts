// The one place the API reads the system's date and time (docs/decisions/0031-content-repository-
// summary-repository-one-clock.md). Everything else reads "now" from `app.clock()` (or
// `request.server.clock()`), or takes a `now` from its caller, so tests can set a fixed clock and
// move it instead of waiting. Durations measured within one process (a timeout, a minimum answer
// time) use `performance.now()`, which no test needs to set.

/** "Now", as the app reads it. */
export type Clock = () => Date;

/** The system's clock: the app's unless a test gives `buildApp` its own. */
export const systemClock: Clock = () => new Date();

/** The instant `ms` milliseconds after `now`. */
export const after = (now: Date, ms: number): Date => new Date(now.getTime() + ms);

let dateSecond = -1;
let dateText = "";
/**
 * The HTTP `Date` of this second (IMF-fixdate, always 29 characters), as Node writes it on every
 * answer: the transport's time, not the app's clock (a test's fixed clock does not move it).
 */
export function httpDate(): string {
  const now = Date.now();
  const second = Math.floor(now / 1000);
  if (second !== dateSecond) {
    dateSecond = second;
    dateText = new Date(second * 1000).toUTCString();
  }
  return dateText;
}
