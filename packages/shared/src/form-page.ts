// The state of a public form the server answers itself when it was sent without JavaScript
// (docs/decisions/0039-works-on-a-cheap-phone.md): the server validates with the shared schemas,
// sends the API call, and renders the page again with this in its initial data; the page's form
// reads it as its first state. Zod-free, so the public pages' first load does not grow.

/** The public forms the server handles. */
export type FormPageName =
  | "membership"
  | "request"
  | "login"
  | "forgotPassword"
  | "setPassword"
  | "verify"
  | "follow"
  | "followConfirm"
  | "followUnsubscribe";

/** A verification's answer (POST /credentials/verify), as the verify page shows it. */
export interface FormPageVerification {
  verified: boolean;
  issuer: { id: string | null; name: string | null; known: boolean };
  status: "valid" | "revoked" | "suspended" | "unknown";
  checks: Array<{
    name: "format" | "contexts" | "signature" | "dates" | "status" | "issuer";
    ok: boolean;
    message: string;
  }>;
}

/** A field the schema (or the API) refused: the field's name and the issue as zod gives it. */
export interface FormPageIssue {
  path: string;
  message: string;
  code?: string;
  maximum?: number;
}

export interface FormPageState {
  name: FormPageName;
  /** What was typed, to be kept in the fields (never a password). */
  values: Record<string, string>;
  /** The first refusal of each field. */
  issues: FormPageIssue[];
  /** The server's refusal of the whole form (its status and its words). */
  failure?: { status: number; message: string };
  /** Sent: the server's answer (its message, the reference the acknowledgement e-mail repeats). */
  done?: { message?: string; reference?: string; verification?: FormPageVerification };
}

/** The name of the cookie a sign-in without JavaScript hands the signed-in user over in. */
export const SIGN_IN_COOKIE = "signin";

/**
 * What the server puts in a page's initial data beside its API reads (keyed by API URL), under
 * keys no API URL can have: a form's state (the page answering a form sent without JavaScript)
 * and the lighter page's mark (its footer then offers the full page).
 */
export const PAGE_STATE_KEYS = { form: "#form", lighter: "#lighter" } as const;
