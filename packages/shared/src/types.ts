// The TypeScript types of the API's answers, derived from the response schemas of
// packages/shared/src/responses.ts so that the API and the web cannot disagree.
import type { z } from "zod";
import type { MetricKey } from "./constants";
import type {
  AuditOut,
  CompletenessOut,
  CourseOut,
  MemberOut,
  PartnerOut,
  PublicCourseOut,
  PublicMemberOut,
  ReportOut,
  RequestOut,
  SignedInUserOut,
  SummaryOut,
  UploadOut,
  UserOut,
} from "./responses";

export type Metrics = Record<MetricKey, number>;
export type PublicCourse = z.infer<typeof PublicCourseOut>;
export type Course = z.infer<typeof CourseOut>;
export type PublicMember = z.infer<typeof PublicMemberOut>;
export type Member = z.infer<typeof MemberOut>;
export type InfoRequest = z.infer<typeof RequestOut>;
export type User = z.infer<typeof UserOut>;
export type SignedInUser = z.infer<typeof SignedInUserOut>;
export type Partner = z.infer<typeof PartnerOut>;
export type Report = z.infer<typeof ReportOut>;
export type ImpactSummary = z.infer<typeof SummaryOut>;
export type UploadResult = z.infer<typeof UploadOut>;
export type ImpactPeriod = ImpactSummary["series"][number];
export type AuditEntry = z.infer<typeof AuditOut>;
export type Completeness = z.infer<typeof CompletenessOut>;
