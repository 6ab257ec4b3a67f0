// Over 400 lines on purpose: this is data (the demo organisations, courses and reports), one
// record per few lines; splitting it would only scatter it.
// Demo content for an empty database: invented Kenyan organisations, people and
// courses. Every web address is under a reserved `.example` domain; no real brand is named.
import type { CourseCategory, CourseSegment } from "@alliance/shared";

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

export interface DemoCourse {
  title: string;
  desc: string;
  slug: string;
  tag: string;
  category: CourseCategory;
  segment: CourseSegment;
  featured?: boolean;
  approved: boolean;
  /** Index into DEMO_ORG_USERS; undefined means the first admin created it. */
  owner?: number;
}

export const DEMO_COURSES: DemoCourse[] = [
  {
    title: "AI Foundations for Kenya's Workforce",
    desc: "A free, self-paced introduction to artificial intelligence: what it is, how machine learning works, and how people across Kenya already use AI at work, on the farm and in public service. Ends with a short assessment and a certificate of completion.",
    slug: "ai-foundations",
    tag: "Beginner",
    category: "Everyone",
    segment: "topic",
    featured: true,
    approved: true,
  },
  {
    title: "Generative AI Essentials",
    desc: "Understand large language models and image generators, what they are good at, where they fail, and how to use them responsibly for writing, research and customer service.",
    slug: "generative-ai-essentials",
    tag: "Generative AI",
    category: "Everyone",
    segment: "topic",
    approved: true,
    owner: 0,
  },
  {
    title: "Writing Effective Prompts",
    desc: "Hands-on practice in giving clear instructions to AI assistants: roles, context, examples and step-by-step requests, with exercises in English and Kiswahili.",
    slug: "effective-prompts",
    tag: "Prompting",
    category: "Everyone",
    segment: "topic",
    approved: true,
    owner: 0,
  },
  {
    title: "AI Ethics, Safety and Regulation",
    desc: "Bias, privacy, misinformation and accountability: a practical guide to using AI safely, with a plain-language overview of Kenya's Data Protection Act and emerging AI policy.",
    slug: "ai-ethics-safety",
    tag: "Ethics",
    category: "Public Sector",
    segment: "topic",
    approved: true,
  },
  {
    title: "AI for Everyday Productivity",
    desc: "Save hours every week: summarise documents, draft e-mails, build spreadsheets and plan projects with AI tools, while keeping confidential information safe.",
    slug: "ai-productivity",
    tag: "Productivity",
    category: "Business Professionals",
    segment: "topic",
    approved: true,
    owner: 1,
  },
  {
    title: "Building Intelligent Agents",
    desc: "Learn how AI agents plan, call tools and check their own work. Build a simple agent that answers questions from your organisation's documents.",
    slug: "intelligent-agents",
    tag: "Agents",
    category: "Business Professionals",
    segment: "topic",
    approved: true,
    owner: 1,
  },
  {
    title: "AI in the Classroom",
    desc: "For teachers and lecturers: prepare lessons, create quizzes and give feedback faster with AI, and teach learners to question what AI tells them.",
    slug: "ai-in-the-classroom",
    tag: "Teaching",
    category: "Education",
    segment: "role",
    approved: true,
    owner: 1,
  },
  {
    title: "AI Skills for TVET Trainers",
    desc: "Bring AI into technical and vocational training: practical examples for electrical, automotive, hospitality and agriculture courses, with ready-made lesson plans.",
    slug: "ai-tvet-trainers",
    tag: "TVET",
    category: "Education",
    segment: "role",
    approved: true,
    owner: 2,
  },
  {
    title: "AI for Nonprofits and Community Groups",
    desc: "Use AI to write funding proposals, analyse survey data and reach more people, on a small budget and with respect for the communities you serve.",
    slug: "ai-for-nonprofits",
    tag: "Impact",
    category: "Nonprofit",
    segment: "role",
    approved: true,
  },
  {
    title: "Digital Government Services with AI",
    desc: "How county and national public servants can use AI to answer citizens faster, process documents and plan services, with attention to fairness and records management.",
    slug: "digital-government-ai",
    tag: "Public Service",
    category: "Public Sector",
    segment: "role",
    approved: true,
  },
  {
    title: "AI for SMEs and Startups",
    desc: "Find the AI tools that pay off for a small business: marketing copy, customer chat, stock forecasting and bookkeeping, with real examples from Nairobi and Mombasa startups.",
    slug: "ai-for-smes",
    tag: "Entrepreneurship",
    category: "Business Professionals",
    segment: "role",
    approved: true,
    owner: 0,
  },
  {
    title: "Smart Farming with AI",
    desc: "Crop disease detection from phone photos, weather-based planting advice and market price forecasts: how AI helps smallholder farmers and extension officers.",
    slug: "smart-farming-ai",
    tag: "Agriculture",
    category: "Everyone",
    segment: "role",
    approved: true,
    owner: 3,
  },
  {
    title: "Data Skills for AI Beginners",
    desc: "Clean, explore and visualise data in a spreadsheet and in Python notebooks: the groundwork every AI project needs.",
    slug: "data-skills-beginners",
    tag: "Data",
    category: "Education",
    segment: "topic",
    approved: false,
    owner: 2,
  },
  {
    title: "AI for Community Health Workers",
    desc: "Simple, safe uses of AI for health promoters: translating health messages, planning household visits and spotting trends in records, without sharing patient data.",
    slug: "ai-community-health",
    tag: "Health",
    category: "Nonprofit",
    segment: "role",
    approved: false,
    owner: 3,
  },
];

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

/** Which organisations (index into DEMO_ORG_USERS) reported which periods, oldest first. */
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
