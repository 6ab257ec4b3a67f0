/** The approved members' read (the home page's loader and the members' carousel). */
export const APPROVED_MEMBERS = "/members/approved";
