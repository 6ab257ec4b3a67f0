// The row -> API mappers of this module (requests); the shapes are in packages/shared/src/responses.ts.
import type { InfoRequest } from "@alliance/shared";
import type { requests } from "../../db/schema";

import { iso } from "../../lib/serialize";

type RequestRow = typeof requests.$inferSelect;

export const requestOut = (row: RequestRow): InfoRequest => ({
  _id: row.id,
  firstName: row.firstName,
  surName: row.surName,
  email: row.email,
  phone: row.phone,
  organizationName: row.organizationName,
  message: row.message,
  reqStatus: row.reqStatus,
  language: row.language,
  createdAt: iso(row.createdAt),
});
