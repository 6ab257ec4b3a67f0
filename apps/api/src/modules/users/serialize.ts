// The row -> API mappers of this module (users); the shapes are in packages/shared/src/responses.ts.
import type { User } from "@alliance/shared";
import type { users } from "../../db/schema";

/** A staff user as the API answers it: never the password hash. */
export const userOut = (row: Omit<typeof users.$inferSelect, "passwordHash">): User => ({
  _id: row.id,
  username: row.username,
  email: row.email,
  phone: row.phone,
  organizationName: row.organizationName,
  organizationId: row.organizationId,
  isAdmin: row.isAdmin,
  reserved: row.reserved,
  language: row.language,
  createdAt: row.createdAt.toISOString(),
});
