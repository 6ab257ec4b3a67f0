// What an organisation proposes and an admin reviews on the organisation row (its pledge, its
// website: docs/decisions/0027-impact-page-open-data-pledges.md, 0033-security-round-4.md): each
// proposal is stamped with the time an approval names, so a proposal swapped in meanwhile is
// refused (409) instead of published.

/**
 * When a new proposal is stamped: now, but always after the one it replaces, so two proposals in
 * one millisecond (or under a stopped test clock) never share the `proposedAt` an approval names.
 */
export const proposalTime = (now: Date, replaced: Date | null) =>
  replaced && replaced.getTime() >= now.getTime() ? new Date(replaced.getTime() + 1) : now;

/** True when the admin's `proposedAt` names the proposal waiting now. */
export const namesWaiting = (waitingAt: Date | null, proposedAt: string) =>
  waitingAt !== null && waitingAt.getTime() === Date.parse(proposedAt);
