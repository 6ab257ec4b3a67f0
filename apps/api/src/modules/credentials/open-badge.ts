// The Open Badges 3.0 credential this site issues for a course (docs/decisions/0041-open-badges-credentials.md):
// an OpenBadgeCredential in the VC Data Model 2.0, the organisation's DID as issuer, the course as
// achievement, the recipient by name and by a salted hash of their e-mail or phone (never the
// address itself), and one status entry, in the issuer's revocation list (OB 3.0 allows one,
// [0..1]; its suspension list keeps the same index, see verify.ts). The proof is written as a set
// (an array), as the OB 3.0 JSON Schema for AchievementCredential asks.
import { createHash, randomBytes } from "node:crypto";
import { normalKenyanPhone } from "@alliance/shared";
import { OB_V3_CONTEXT, VC_V2_CONTEXT } from "./contexts";
import { isoSeconds, type StatusPurpose } from "./service";

export interface OpenBadgeInput {
  id: string;
  url: string;
  issuer: { did: string; name: string; url: string };
  course: { id: string; title: string; description: string; link: string; criteria: string };
  recipient: { name: string; email?: string; phone?: string };
  completedOn: string;
  grade?: string;
  issuedAt: Date;
  status: { index: number; listUrl: (purpose: StatusPurpose) => string };
}

/** OB 3.0 IdentityObject: sha256$<hex of the identifier followed by the salt>. */
export function hashedIdentifier(kind: "emailAddress" | "phoneNumber", value: string) {
  const salt = randomBytes(16).toString("hex");
  const normal = kind === "emailAddress" ? value.trim().toLowerCase() : value;
  return {
    type: "IdentityObject",
    identityHash: `sha256$${createHash("sha256")
      .update(normal + salt)
      .digest("hex")}`,
    identityType: kind === "emailAddress" ? "emailAddress" : "ext:phoneNumber",
    hashed: true,
    salt,
  };
}

export function openBadgeCredential(input: OpenBadgeInput): Record<string, unknown> {
  const { recipient } = input;
  // The name as issued, in the clear (it is shown on the public page); the address only hashed.
  const identifier = [
    { type: "IdentityObject", identityHash: recipient.name, identityType: "name", hashed: false },
    ...(recipient.email ? [hashedIdentifier("emailAddress", recipient.email)] : []),
    ...(recipient.phone ? [hashedIdentifier("phoneNumber", normalKenyanPhone(recipient.phone))] : []),
  ];
  const profile = { id: input.issuer.did, type: ["Profile"], name: input.issuer.name, url: input.issuer.url };
  return {
    "@context": [VC_V2_CONTEXT, OB_V3_CONTEXT],
    id: input.url,
    type: ["VerifiableCredential", "OpenBadgeCredential"],
    name: input.course.title,
    issuer: profile,
    validFrom: isoSeconds(input.issuedAt),
    credentialSubject: {
      type: ["AchievementSubject"],
      identifier,
      activityEndDate: `${input.completedOn}T00:00:00Z`,
      achievement: {
        id: input.course.link,
        type: ["Achievement"],
        achievementType: "Course",
        name: input.course.title,
        description: input.course.description,
        criteria: { narrative: input.course.criteria },
        creator: profile,
      },
      ...(input.grade && { result: [{ type: ["Result"], value: input.grade }] }),
    },
    credentialStatus: {
      id: `${input.status.listUrl("revocation")}#${input.status.index}`,
      type: "BitstringStatusListEntry",
      statusPurpose: "revocation",
      statusListIndex: String(input.status.index),
      statusListCredential: input.status.listUrl("revocation"),
    },
  };
}

/**
 * The signed credential with its proof as a set (`proof: [...]`), the form the OB 3.0 schema
 * validates. The proof is not part of what it signs, so this changes nothing a verifier checks.
 */
export function withProofSet(signed: Record<string, unknown>): Record<string, unknown> {
  const { proof } = signed;
  return proof === undefined || Array.isArray(proof) ? signed : { ...signed, proof: [proof] };
}
