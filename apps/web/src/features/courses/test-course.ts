// A course owned by the staff user of the form test kit (features/staff/form-test-kit.tsx), for the
// course screen and form tests.
import type { Course } from "@alliance/shared";
import { STAFF_USER } from "../../lib/staff/form-test-kit";

export const TEST_COURSE = {
  _id: "c1",
  title: "Prompting 101",
  desc: "Learn prompts",
  link: "https://learn.example/p",
  organization: "Staff Org",
  tag: "Prompts",
  category: "Everyone",
  segment: "topic",
  // Pictures are images uploaded to the site.
  image: "/uploads/cccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccc.webp",
  featured: false,
  approved: false,
  email: STAFF_USER.email,
} as Course;
