// Feeds that cannot be forged (docs/decisions/0033-security-round-4.md): titles
// and bodies holding XML or iCalendar syntax come out as one entry or event each, with the text
// unchanged, read by strict parsers (fast-xml-parser's validator, ical.js).
import { XMLParser, XMLValidator } from "fast-xml-parser";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventsCalendar, newsAtom } from "../../src/modules/content/feeds";
import { createTestApp, createUserWithToken, type TestContext } from "../helpers";
import { storedImageUrl } from "../image-fixture";

let ctx: TestContext;
let image: string;
type Auth = { authorization: string };
let admin: { auth: Auth };
let org: { auth: Auth };
const now = new Date("2026-06-01T09:00:00Z");

const call = (method: string, url: string, auth?: Auth, payload?: unknown) =>
  ctx.app.inject({
    method: method as "GET",
    url,
    ...(auth ? { headers: auth } : {}),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

async function publish(type: "news" | "events", body: Record<string, unknown>) {
  const created = await call("POST", `/api/v1/${type}`, org.auth, body);
  expect(created.statusCode, created.body).toBe(201);
  const approved = await call("PATCH", `/api/v1/${type}/${created.json()._id}/toggle-approval`, admin.auth, {
    approved: true,
    version: created.json().version,
  });
  expect(approved.statusCode, approved.body).toBe(200);
}

const hostile = [
  "Fake ]]> twice ]]> end",
  "1 < 2 & 3 > 2",
  "Closing </entry><entry><title>forged</title></entry> tag",
  "Quotes \" and ' ; semicolons, commas \\ backslash",
];

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: "https://site.example" }, { clock: () => now });
  image = await storedImageUrl(ctx.database.db);
  admin = await createUserWithToken(ctx, { isAdmin: true, organizationName: "Alliance Secretariat" });
  org = await createUserWithToken(ctx, { organizationName: 'Savannah "AI" Lab; Nairobi, Kenya' });
  for (const [index, text] of hostile.entries()) {
    await publish("news", { title: text, body: `${text}\n\nSecond ]]> paragraph </entry>`, image });
    await publish("events", {
      title: text,
      description: `${text}\nLine two`,
      image,
      eventType: "in-person",
      startDate: `2026-07-1${index}T06:00:00Z`,
      endDate: `2026-07-1${index}T14:00:00Z`,
      venue: "iHub; floor 2",
      city: "Nairobi, Kenya",
      registrationLink: "https://lab.example/register",
    });
  }
});
afterAll(async () => {
  await ctx?.close();
});

/** Every physical line of an iCalendar text: CRLF only, no control character, at most 75 octets. */
function expectWellFormedLines(ics: string) {
  expect(ics.endsWith("\r\n")).toBe(true);
  const lines = ics.slice(0, -2).split("\r\n");
  for (const line of lines) {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
    expect(line).not.toMatch(/[\u0000-\u0008\u000a-\u001f\u007f-\u009f]/);
    expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  }
  const unfolded = ics.replace(/\r\n /g, "").split("\r\n");
  // The one quoted parameter (the organiser's name) holds no `"`, and the organiser has a value.
  for (const line of unfolded.filter((line) => line.startsWith("ORGANIZER"))) {
    expect(line).toMatch(/^ORGANIZER;CN="[^"]*":mailto:info@aiskilling\.example\.org$/);
  }
  return unfolded;
}

function parseCalendar(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
}

describe("the Atom feed", () => {
  it("writes titles and summaries as escaped text: one entry per item, the text unchanged", async () => {
    const response = await call("GET", "/news.atom");
    expect(response.statusCode).toBe(200);
    const xml = response.body;
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).not.toContain("CDATA");
    expect(xml).not.toContain('type="html"');
    const feed = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "entry" }).parse(
      xml,
    ).feed;
    expect(feed.entry).toHaveLength(hostile.length);
    const titles = feed.entry.map((entry: { title: { "#text": string; "@_type": string } }) => {
      expect(entry.title["@_type"]).toBe("text");
      return entry.title["#text"];
    });
    expect(titles.sort()).toEqual([...hostile].sort());
    for (const entry of feed.entry) {
      expect(entry.summary["@_type"]).toBe("text");
      expect(entry.summary["#text"]).toBe(`${entry.title["#text"]}\n\nSecond ]]> paragraph </entry>`);
      expect(entry.author.name).toBe('Savannah "AI" Lab; Nairobi, Kenya');
    }
  });

  it("drops what XML cannot hold and keeps a carriage return as a reference", () => {
    const date = new Date("2026-01-01T00:00:00Z");
    const xml = newsAtom(
      [
        {
          slug: "s",
          title: "Bell\u0007 and \ud800 lone",
          body: "a\r\nb",
          image: "",
          organizationName: "",
          createdAt: date,
          updatedAt: date,
        },
      ],
      "https://site.example",
    );
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toContain('<title type="text">Bell and  lone</title>');
    expect(xml).toContain("a&#13;\nb");
  });
});

describe("the iCalendar feeds", () => {
  it("/events.ics reads strictly: one event per item, the text unchanged, an organiser with an address", async () => {
    const response = await call("GET", "/events.ics");
    expect(response.statusCode).toBe(200);
    const unfolded = expectWellFormedLines(response.body);
    const events = parseCalendar(response.body);
    expect(events).toHaveLength(hostile.length);
    expect(events.map((event) => event.summary).sort()).toEqual([...hostile].sort());
    for (const event of events) {
      expect(event.description).toBe(`${event.summary}\nLine two`);
      expect(event.location).toBe("iHub; floor 2, Nairobi, Kenya");
      const organizer = event.component.getFirstProperty("organizer");
      expect(organizer?.getFirstValue()).toBe("mailto:info@aiskilling.example.org");
      expect(organizer?.getParameter("cn")).toBe("Savannah 'AI' Lab; Nairobi, Kenya");
    }
    expect(unfolded.filter((line) => line.startsWith("ORGANIZER"))).toHaveLength(hostile.length);
  });

  it("each event's own file reads strictly too", async () => {
    const list = (await call("GET", "/api/v1/events/approved")).json();
    for (const item of list) {
      const response = await call("GET", `/api/v1/events/by-slug/${item.slug}/calendar.ics`);
      expect(response.statusCode).toBe(200);
      expectWellFormedLines(response.body);
      const events = parseCalendar(response.body);
      expect(events).toHaveLength(1);
      expect(events[0]?.summary).toBe(item.title);
    }
  });

  it("no bare CR or other control character reaches a value; long lines fold between characters", () => {
    const date = new Date("2026-07-01T06:00:00Z");
    const ics = eventsCalendar(
      [
        {
          id: "e1",
          slug: "e1",
          title: "Bare\rCR\u0085NEL\u2028LS\u0001SOH\u007fDEL",
          description: `${"Ünïcödé 🎉 ".repeat(20)}\r\nEND:VEVENT\r\nBEGIN:VEVENT`,
          eventType: "online",
          startDate: date,
          endDate: date,
          venue: "",
          city: "",
          onlineLink: "",
          organizationName: 'Line\r\nbreak "quoted"',
          updatedAt: date,
        },
      ],
      "https://site.example",
    );
    expectWellFormedLines(ics);
    const [event] = parseCalendar(ics);
    expect(event?.summary).toBe("Bare\nCR\nNEL\nLSSOHDEL");
    expect(event?.description).toBe(`${"Ünïcödé 🎉 ".repeat(20)}\nEND:VEVENT\nBEGIN:VEVENT`);
    expect(event?.location).toBe("Online");
    expect(event?.component.getFirstProperty("organizer")?.getParameter("cn")).toBe("Line break 'quoted'");
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });
});
