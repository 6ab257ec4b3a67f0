// Loaded on first validation only, so zod is not in the first-load bundle of public pages.
export { MembershipApplicationInput, RequestInput } from "@alliance/shared";
