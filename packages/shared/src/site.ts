// Site settings (docs/product/design.md §5): names, contact details and external addresses in one place.
// No third-party logos are shipped; the spearheading body and partner company are shown as
// wordmarks drawn by the site itself.
export const SITE = {
  productName: "AI Skilling Alliance",
  title: "Kenya AI Skilling Alliance",
  shortName: "KAISA",
  tagline:
    "Positioning Kenya as the global hub for AI talent by training and certifying 1M people in AI by 2027.",
  description:
    "The Kenya AI Skilling Alliance unites government, industry, academia and civil society to train and certify one million people in AI by 2027.",
  spearheadedBy: "Kenya Business Membership Council",
  inPartnershipWith: "Global Software Partner",
  association: "Kenya AI Skilling Alliance",
  copyrightYear: 2023,
  contactEmail: "info@aiskilling.example.org",
  phone: "+254 700 000 000",
  address: { mall: "Westlands Mall", tower: "Alliance Tower", floor: "7th Floor", city: "Nairobi, Kenya" },
  officeHours: "Mon - Fri 9:00 AM - 5:00 PM",
  skillsAssessmentUrl: "https://skills-assessment.example.org/",
  heroVideo: { webm: "/media/hero.webm", mp4: "/media/hero.mp4", poster: "/media/hero-poster.webp" },
} as const;
