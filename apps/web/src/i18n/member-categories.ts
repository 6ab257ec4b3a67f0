// The six kinds of organisation that may join (MEMBER_CATEGORIES, whose English wording is also
// the value a membership application stores), with the message that names each one.
import type { MEMBER_CATEGORIES } from "@alliance/shared";
import type { MessageId } from "./message-ids";

export const MEMBER_CATEGORY_MESSAGES: Record<(typeof MEMBER_CATEGORIES)[number], MessageId> = {
  "Government agencies": "memberCategory.government",
  "Private companies and startups": "memberCategory.private",
  "Universities and TVETs": "memberCategory.universities",
  "Civil society organisations": "memberCategory.civilSociety",
  "Development partners": "memberCategory.development",
  "Educators and AI enthusiasts": "memberCategory.educators",
};
