// The row -> API mappers of this module (partners); the shapes are in packages/shared/src/responses.ts.
import type { Partner } from "@alliance/shared";
import type { partners } from "../../db/schema";

import { iso } from "../../lib/serialize";

type PartnerRow = typeof partners.$inferSelect;

export const partnerOut = (row: PartnerRow): Partner => ({
  _id: row.id,
  organizationName: row.organizationName,
  link: row.link,
  image: row.image,
  createdAt: iso(row.createdAt),
});
