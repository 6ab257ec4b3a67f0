import { describe, expect, it } from "vitest";
import { googleCalendarUrl, outlookCalendarUrl } from "./calendar-links";

const event = {
  title: "AI Bootcamp & Hackathon",
  description: "A day of practice.",
  startDate: "2026-12-12T06:00:00.000Z",
  endDate: "2026-12-12T13:00:00.000Z",
  venue: "iHub",
  city: "Nairobi",
  onlineLink: "",
};

describe("add-to-calendar links", () => {
  it("Google Calendar: the template with UTC times, title, details and place", () => {
    const url = new URL(googleCalendarUrl(event));
    expect(url.origin + url.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(url.searchParams.get("action")).toBe("TEMPLATE");
    expect(url.searchParams.get("text")).toBe("AI Bootcamp & Hackathon");
    expect(url.searchParams.get("dates")).toBe("20261212T060000Z/20261212T130000Z");
    expect(url.searchParams.get("location")).toBe("iHub, Nairobi");
  });
  it("Outlook: the compose deep link; an online event's place is its link", () => {
    const url = new URL(
      outlookCalendarUrl({ ...event, venue: "", city: "", onlineLink: "https://meet.example/x" }),
    );
    expect(url.hostname).toBe("outlook.live.com");
    expect(url.searchParams.get("startdt")).toBe("2026-12-12T06:00:00Z");
    expect(url.searchParams.get("enddt")).toBe("2026-12-12T13:00:00Z");
    expect(url.searchParams.get("subject")).toBe("AI Bootcamp & Hackathon");
    expect(url.searchParams.get("location")).toBe("https://meet.example/x");
  });
});
