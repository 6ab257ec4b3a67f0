// The row -> API mappers of this module (partners); the shapes are in packages/shared/src/responses.ts.
import type { Partner } from "@alliance/shared";
import type { partners } from "../../db/schema";

import { iso } from "../../lib/serialize";

type PartnerRow = typeof partners.$inferSelect;

/** A partner as answered: its row as stored, the id as `_id` and the date in ISO form. */
export const partnerOut = ({ id, createdAt, ...fields }: PartnerRow): Partner => ({
  _id: id,
  ...fields,
  createdAt: iso(createdAt),
});
