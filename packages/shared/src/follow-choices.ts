// Following new jobs, events and news by e-mail: its choices and the answers the API gives
// (docs/decisions/0052-follow-by-e-mail.md). Zod-free, so the public pages that name them do not
// load the schemas (follow.ts).
/** What a reader may follow: new items of any of these lists. */
export const FOLLOW_KINDS = ["jobs", "events", "news"] as const;
export type FollowKind = (typeof FOLLOW_KINDS)[number];

/** Each message as it is published, or one digest a week (only in a week with something new). */
export const FOLLOW_FREQUENCIES = ["immediate", "weekly"] as const;
export type FollowFrequency = (typeof FOLLOW_FREQUENCIES)[number];

/** A confirmation link works this long; an address never confirmed is forgotten after it. */
export const FOLLOW_CONFIRM_DAYS = 7;
/** The most items of one kind a weekly digest lists (the list's page has the rest). */
export const FOLLOW_DIGEST_MAX_ITEMS = 20;

export const FOLLOW_TEXTS = {
  /** The same answer whether or not the address already follows (nobody learns who does). */
  signUpAnswer:
    "Thank you. Unless this address already follows exactly this, we have sent it a message: open its link to confirm. Nothing is sent until you confirm.",
  confirmed: "Confirmed: you now follow what you chose.",
  unsubscribed: "You no longer receive these e-mails. Your address has been removed.",
  invalidLink: "This link is no longer valid. Links expire after a week; sign up again.",
  kindsRequired: "Choose at least one: jobs, events or news",
  frequencyRequired: 'Choose "as they are published" or "once a week"',
} as const;
