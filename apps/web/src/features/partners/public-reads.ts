/** The partners' read (the home page's loader and the partners' carousel). */
export const PARTNERS = "/partners";
