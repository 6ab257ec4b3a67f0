// The recipient hears of a new certificate by e-mail, in the language the issuer chose for them,
// queued in the issuing transaction (mail/outbox.ts). With a phone only, nothing is sent: the
// issuer gets the link to hand out (routes.ts).
import type { IssueCredentialInput } from "@alliance/shared";
import type { Db } from "../../db/client";
import type { courses } from "../../db/schema";
import { enqueue, type SiteLink } from "../mail/outbox";
import { credentialIssuedMail } from "../mail/templates";
import type { IssuerOrganisation } from "./issuers";
import { type CredentialRow, verifyPath } from "./repository";

export interface RecipientNews {
  credential: Pick<CredentialRow, "id">;
  organisation: IssuerOrganisation;
  course: typeof courses.$inferSelect;
  input: IssueCredentialInput;
}

/** The e-mail telling the recipient of their certificate; null when they have no e-mail. */
export function recipientMail(siteLink: SiteLink, p: RecipientNews) {
  const email = p.input.recipient.email;
  if (!email) return null;
  const language = p.input.language ?? "en";
  const path = `${language === "sw" ? "/sw" : ""}${verifyPath(p.credential.id)}`;
  return {
    to: email,
    content: credentialIssuedMail(language, {
      name: p.input.recipient.name,
      course: p.course.title,
      organization: p.organisation.name,
      link: siteLink(path),
    }),
  };
}

export const CREDENTIAL_MAIL_KIND = "credential-issued";

export async function tellRecipient(tx: Db, siteLink: SiteLink, p: RecipientNews): Promise<void> {
  const mail = recipientMail(siteLink, p);
  if (mail) await enqueue(tx, CREDENTIAL_MAIL_KIND, mail.to, mail.content);
}
