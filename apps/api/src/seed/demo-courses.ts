// The demo courses for an empty database, offered by the demo organisations (./demo-organizations.ts)
// or by the alliance. Every web address is under a reserved `.example` domain.
import type { CourseCategory, CourseSegment } from "@alliance/shared";

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
