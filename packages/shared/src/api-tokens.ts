// Organisation API tokens (docs/decisions/0037-imports-and-organisation-tokens.md): what a token
// may do (its scopes, for its own organisation's reports only), the input that makes one and the
// answers that list them. The token itself is answered once, when made.
import { z } from "zod";
import { isSingleLine, singleLineMessage } from "./single-line";

export const TOKEN_PREFIX = "ksa_";
export const TOKEN_SCOPES = ["reports:read", "reports:write"] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];
/** The longest a token may live. */
export const TOKEN_MAX_DAYS = 366;
/** How many characters of the token the list shows. */
export const TOKEN_SHOWN_CHARACTERS = 8;

export const TOKEN_SCOPE_LABELS: Record<TokenScope, string> = {
  "reports:read": "Read the organisation's reports",
  "reports:write": "Create and change the organisation's reports (form, import)",
};

/** What each route a token may call needs; everything else answers 403 to a token. */
export const TOKEN_ROUTES: ReadonlyArray<{ method: string; url: string; scope: TokenScope }> = [
  { method: "GET", url: "/api/v1/reports", scope: "reports:read" },
  { method: "GET", url: "/api/v1/reports/:id", scope: "reports:read" },
  { method: "POST", url: "/api/v1/reports", scope: "reports:write" },
  { method: "PUT", url: "/api/v1/reports/:id", scope: "reports:write" },
  { method: "POST", url: "/api/v1/imports", scope: "reports:write" },
];

export const TOKEN_TEXTS = {
  expiryRequired: "Choose when the token expires",
  expiryPast: "The expiry must be in the future",
  expiryTooLate: "A token may live at most one year",
  scopesRequired: "Choose at least one scope",
  nameRequired: "Give the token a name",
  notAllowed: "An organisation token may only read and write its organisation's reports",
  rejected: "This token is expired, revoked or unknown",
  revoked: "Token revoked",
} as const;

/** POST /organizations/:id/tokens, checked against the clock `now` gives. */
export function tokenInputAt(now: () => Date) {
  return z
    .object({
      name: z
        .string({ error: TOKEN_TEXTS.nameRequired })
        .trim()
        .min(1, TOKEN_TEXTS.nameRequired)
        .max(100, "The name must be at most 100 characters")
        .refine(isSingleLine, singleLineMessage("Name")),
      scopes: z
        .array(z.enum(TOKEN_SCOPES, { error: 'Scopes are "reports:read" and "reports:write"' }))
        .min(1, TOKEN_TEXTS.scopesRequired)
        .max(10, TOKEN_TEXTS.scopesRequired)
        .transform((scopes) => [...new Set(scopes)].sort()),
      expiresAt: z.coerce.date({ error: TOKEN_TEXTS.expiryRequired }),
    })
    .superRefine((value, ctx) => {
      const at = value.expiresAt.getTime();
      if (at <= now().getTime())
        ctx.addIssue({ code: "custom", path: ["expiresAt"], message: TOKEN_TEXTS.expiryPast });
      else if (at > now().getTime() + TOKEN_MAX_DAYS * 24 * 60 * 60 * 1000) {
        ctx.addIssue({ code: "custom", path: ["expiresAt"], message: TOKEN_TEXTS.expiryTooLate });
      }
    });
}
export const TokenInput = tokenInputAt(() => new Date());
export type TokenInput = z.infer<typeof TokenInput>;

export const TokenOut = z.object({
  _id: z.string(),
  organizationId: z.string(),
  organizationName: z.string(),
  name: z.string(),
  /** The token's first characters (`ksa_` and four more), to tell tokens apart. */
  prefix: z.string(),
  scopes: z.array(z.enum(TOKEN_SCOPES)),
  createdBy: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type TokenOut = z.infer<typeof TokenOut>;

/** The answer to making a token: the only time the token is shown. */
export const TokenCreatedOut = TokenOut.extend({ token: z.string() });
export type TokenCreatedOut = z.infer<typeof TokenCreatedOut>;

export const TokenParams = z.object({ id: z.string().max(64), tokenId: z.string().max(64) });
