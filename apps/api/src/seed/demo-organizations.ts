// The demo organisations for an empty database: one user (two for Savannah Tech Hub) of each
// invented Kenyan organisation, and the quarters each reported. Every web address is under a
// reserved `.example` domain; no real brand is named.

export interface DemoOrgUser {
  username: string;
  email: string;
  phone: string;
  organizationName: string;
}

export const DEMO_ORG_USERS: DemoOrgUser[] = [
  {
    username: "Grace Wanjiku",
    email: "grace.wanjiku@savannah-tech.example",
    phone: "+254 712 345 001",
    organizationName: "Savannah Tech Hub",
  },
  {
    username: "Brian Otieno",
    email: "brian.otieno@lakeside-university.example",
    phone: "+254 722 345 002",
    organizationName: "Lakeside University",
  },
  {
    username: "Amina Hassan",
    email: "amina.hassan@coastal-tvet.example",
    phone: "+254 733 345 003",
    organizationName: "Coastal TVET Institute",
  },
  {
    username: "Peter Kiprono",
    email: "peter.kiprono@highlands-agri.example",
    phone: "+254 701 345 004",
    organizationName: "Highlands AgriTech Cooperative",
  },
  // A second user of Savannah Tech Hub: an organisation's users share its records.
  {
    username: "Daniel Mwangi",
    email: "daniel.mwangi@savannah-tech.example",
    phone: "+254 711 345 005",
    organizationName: "Savannah Tech Hub",
  },
];

/**
 * Each organisation's approved reports, in quarters before the last ended quarter on the day the
 * demo is seeded (0: that quarter), so the figures run up to the last ended quarter whatever the
 * date. `missing`: quarters it skipped, which its page names.
 */
export const DEMO_REPORT_PERIODS: Array<{
  owner: number;
  fromAgo: number;
  toAgo: number;
  missing?: number[];
}> = [
  { owner: 0, fromAgo: 10, toAgo: 0 },
  { owner: 1, fromAgo: 8, toAgo: 0 },
  { owner: 2, fromAgo: 6, toAgo: 0, missing: [3] },
  { owner: 3, fromAgo: 4, toAgo: 1 },
];
