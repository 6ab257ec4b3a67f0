// schema.org JSON-LD for the public event and job pages (docs/decisions/0028-news-events-jobs-insights.md), typed with schema-dts so
// the objects are those search engines read: an `Event` (dates, online/offline attendance mode,
// place or virtual location, organiser) and a `JobPosting` (dates, employment type, hiring
// organisation, location or remote). The pages embed them in <script type="application/ld+json">.
import type { Event, JobPosting, WithContext } from "schema-dts";

interface EventLd {
  slug: string;
  title: string;
  description: string;
  image: string;
  eventType: string;
  startDate: string;
  endDate: string;
  venue: string;
  city: string;
  onlineLink: string;
  registrationLink: string;
  organizationName: string;
}

const ATTENDANCE = {
  online: "https://schema.org/OnlineEventAttendanceMode",
  "in-person": "https://schema.org/OfflineEventAttendanceMode",
  hybrid: "https://schema.org/MixedEventAttendanceMode",
} as const;

/** The schema.org Event of a public event page. */
export function eventJsonLd(event: EventLd, origin: string): WithContext<Event> {
  const url = `${origin}/events/${event.slug}`;
  const place = {
    "@type": "Place" as const,
    name: event.venue || event.city,
    address: { "@type": "PostalAddress" as const, addressLocality: event.city, addressCountry: "KE" },
  };
  const virtual = { "@type": "VirtualLocation" as const, url: event.onlineLink || url };
  const mode = event.eventType as keyof typeof ATTENDANCE;
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    description: event.description,
    url,
    startDate: event.startDate,
    endDate: event.endDate,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: ATTENDANCE[mode] ?? ATTENDANCE["in-person"],
    location: mode === "online" ? virtual : mode === "hybrid" ? [place, virtual] : place,
    ...(event.image ? { image: [`${origin}${event.image}`] } : {}),
    ...(event.organizationName
      ? { organizer: { "@type": "Organization", name: event.organizationName } }
      : {}),
    ...(event.registrationLink
      ? {
          offers: {
            "@type": "Offer",
            url: event.registrationLink,
            availability: "https://schema.org/InStock",
          },
        }
      : {}),
  };
}

interface JobLd {
  slug: string;
  title: string;
  about: string;
  type: string;
  workMode: string;
  location: string;
  closingDate: string;
  createdAt: string;
  organizationName: string;
}

const EMPLOYMENT = {
  "full-time": "FULL_TIME",
  "part-time": "PART_TIME",
  contract: "CONTRACTOR",
  internship: "INTERN",
  freelance: "CONTRACTOR",
} as const;

/** The schema.org JobPosting of a public job page (valid through its closing day, Nairobi time). */
export function jobPostingJsonLd(job: JobLd, origin: string): WithContext<JobPosting> {
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: job.about,
    url: `${origin}/jobs/${job.slug}`,
    datePosted: job.createdAt.slice(0, 10),
    validThrough: `${job.closingDate}T23:59:59+03:00`,
    employmentType: EMPLOYMENT[job.type as keyof typeof EMPLOYMENT] ?? "OTHER",
    hiringOrganization: {
      "@type": "Organization",
      name: job.organizationName || "Kenya AI Skilling Alliance",
    },
    jobLocation: {
      "@type": "Place",
      address: { "@type": "PostalAddress", addressLocality: job.location, addressCountry: "KE" },
    },
    ...(job.workMode === "remote"
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: { "@type": "Country", name: "Kenya" },
        }
      : {}),
  };
}
