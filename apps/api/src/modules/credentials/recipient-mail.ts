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

export async function tellRecipient(
  tx: Db,
  siteLink: SiteLink,
  p: {
    credential: CredentialRow;
    organisation: IssuerOrganisation;
    course: typeof courses.$inferSelect;
    input: IssueCredentialInput;
  },
): Promise<void> {
  const email = p.input.recipient.email;
  if (!email) return;
  const language = p.input.language ?? "en";
  const path = `${language === "sw" ? "/sw" : ""}${verifyPath(p.credential.id)}`;
  await enqueue(
    tx,
    "credential-issued",
    email,
    credentialIssuedMail(language, {
      name: p.input.recipient.name,
      course: p.course.title,
      organization: p.organisation.name,
      link: siteLink(path),
    }),
  );
}
