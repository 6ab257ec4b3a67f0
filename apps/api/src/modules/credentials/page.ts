// What a certificate's public page shows (docs/decisions/0041-open-badges-credentials.md): its
// summary (the name unless the recipient asked to hide it), the result of verifying it now, a QR
// code of the page's address (SVG, made here) and LinkedIn's "add a certification" link.
import type { CredentialPageOut } from "@alliance/shared";
import QRCode from "qrcode";
import type { Db } from "../../db/client";
import { knownIssuer } from "./registry";
import { credentialSummary, findCredential } from "./repository";
import type { CredentialService } from "./service";
import { verifyCredential } from "./verify";

export function linkedInUrl(p: {
  name: string;
  organization: string;
  issuedAt: string;
  url: string;
  id: string;
}) {
  const issued = new Date(p.issuedAt);
  const query = new URLSearchParams({
    startTask: "CERTIFICATION_NAME",
    name: p.name,
    organizationName: p.organization,
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
    certUrl: p.url,
    certId: p.id,
  });
  return `https://www.linkedin.com/profile/add?${query}`;
}

export async function credentialPage(
  db: Db,
  service: CredentialService,
  id: string,
  now: Date,
): Promise<CredentialPageOut | undefined> {
  const found = await findCredential(db, id);
  if (!found) return undefined;
  const summary = credentialSummary(service.origin, found, false);
  const verification = await verifyCredential(service, found.row.document, {
    now,
    knownIssuer: (did) => knownIssuer(db, service, did),
  });
  return {
    summary,
    verification,
    qrSvg: await QRCode.toString(summary.url, { type: "svg", margin: 1, errorCorrectionLevel: "M" }),
    linkedInUrl: linkedInUrl({
      name: summary.course.title,
      organization: summary.organization.name,
      issuedAt: summary.issuedAt,
      url: summary.url,
      id: summary.id,
    }),
    jsonUrl: `${service.origin}/api/v1/credentials/${summary.id}`,
  };
}
