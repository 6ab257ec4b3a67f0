// The demo member records, partners and information requests for an empty database: invented
// Kenyan people and organisations. Every web address is under a reserved `.example` domain; no
// real brand is named.

export interface DemoMember {
  firstName: string;
  surName: string;
  role: string;
  email: string;
  phone: string;
  organizationName: string;
  website: string;
  approved: boolean;
}

const member = (
  firstName: string,
  surName: string,
  role: string,
  organizationName: string,
  domain: string,
  phone: string,
  approved: boolean,
): DemoMember => ({
  firstName,
  surName,
  role,
  email: `${firstName.toLowerCase()}.${surName.toLowerCase()}@${domain}`,
  phone,
  organizationName,
  website: `https://www.${domain}`,
  approved,
});

export const DEMO_MEMBERS: DemoMember[] = [
  member(
    "Grace",
    "Wanjiku",
    "Director",
    "Savannah Tech Hub",
    "savannah-tech.example",
    "+254 712 345 001",
    true,
  ),
  member(
    "Brian",
    "Otieno",
    "Dean of Computing",
    "Lakeside University",
    "lakeside-university.example",
    "+254 722 345 002",
    true,
  ),
  member(
    "Amina",
    "Hassan",
    "Principal",
    "Coastal TVET Institute",
    "coastal-tvet.example",
    "+254 733 345 003",
    true,
  ),
  member(
    "Peter",
    "Kiprono",
    "Chairman",
    "Highlands AgriTech Cooperative",
    "highlands-agri.example",
    "+254 701 345 004",
    true,
  ),
  member(
    "Faith",
    "Njeri",
    "Programme Lead",
    "Nairobi Women in Data",
    "nairobi-women-data.example",
    "+254 711 220 101",
    true,
  ),
  member(
    "Daniel",
    "Mutua",
    "CEO",
    "Machakos Digital Startups Network",
    "machakos-startups.example",
    "+254 720 220 102",
    true,
  ),
  member(
    "Halima",
    "Abdi",
    "County ICT Officer",
    "Garissa County Innovation Office",
    "garissa-innovation.example",
    "+254 734 220 103",
    true,
  ),
  member(
    "Samuel",
    "Kamau",
    "Executive Director",
    "Kenya Youth Code Clubs",
    "youth-code-clubs.example",
    "+254 708 220 104",
    true,
  ),
  member(
    "Esther",
    "Achieng",
    "Head of Partnerships",
    "Kisumu Lakeside Chamber of Commerce",
    "kisumu-chamber.example",
    "+254 719 220 105",
    true,
  ),
  member(
    "Joseph",
    "Mwangi",
    "Founder",
    "Nyeri Smart Schools Trust",
    "nyeri-smart-schools.example",
    "+254 727 220 106",
    true,
  ),
  member(
    "Mercy",
    "Chebet",
    "Research Fellow",
    "Eldoret Institute of Applied AI",
    "eldoret-applied-ai.example",
    "+254 713 220 107",
    false,
  ),
  member(
    "Ali",
    "Omar",
    "Operations Manager",
    "Lamu Creative Enterprise Network",
    "lamu-creative.example",
    "+254 736 220 108",
    false,
  ),
  member(
    "Nancy",
    "Wambui",
    "Country Representative",
    "East Africa Skills Forum",
    "ea-skills-forum.example",
    "+254 709 220 109",
    false,
  ),
];

export interface DemoPartner {
  organizationName: string;
  link: string;
}

export const DEMO_PARTNERS: DemoPartner[] = [
  { organizationName: "Nairobi Cloud Labs", link: "https://nairobi-cloud-labs.example" },
  { organizationName: "Mombasa Data Collective", link: "https://mombasa-data.example" },
  { organizationName: "Kilimanjaro Compute Partners", link: "https://kilimanjaro-compute.example" },
  { organizationName: "Rift Valley AI Foundation", link: "https://riftvalley-ai.example" },
  { organizationName: "Tana Learning Systems", link: "https://tana-learning.example" },
  { organizationName: "Amboseli Analytics", link: "https://amboseli-analytics.example" },
  { organizationName: "Jacaranda Open Source Trust", link: "https://jacaranda-oss.example" },
];

export interface DemoRequest {
  firstName: string;
  surName: string;
  email: string;
  phone: string;
  organizationName: string;
  message: string;
  reqStatus: boolean;
}

export const DEMO_REQUESTS: DemoRequest[] = [
  {
    firstName: "Kevin",
    surName: "Odhiambo",
    email: "kevin.odhiambo@ruiru-polytechnic.example",
    phone: "+254 714 550 201",
    organizationName: "Ruiru Polytechnic",
    message: "We would like to enrol 300 students in the AI Foundations course. Is there a group sign-up?",
    reqStatus: false,
  },
  {
    firstName: "Wairimu",
    surName: "Gathoni",
    email: "wairimu.gathoni@thika-traders.example",
    phone: "+254 725 550 202",
    organizationName: "Thika Traders Association",
    message: "Can the alliance run an in-person AI for SMEs workshop for our members in Thika?",
    reqStatus: true,
  },
  {
    firstName: "Ibrahim",
    surName: "Noor",
    email: "ibrahim.noor@wajir-youth.example",
    phone: "+254 737 550 203",
    organizationName: "Wajir Youth Empowerment Centre",
    message: "Our centre has limited connectivity. Are any courses available offline or on low bandwidth?",
    reqStatus: false,
  },
  {
    firstName: "Lucy",
    surName: "Moraa",
    email: "lucy.moraa@kisii-health.example",
    phone: "+254 702 550 204",
    organizationName: "Kisii Community Health Network",
    message: "Please share how our health volunteers can report their training numbers each quarter.",
    reqStatus: false,
  },
];
