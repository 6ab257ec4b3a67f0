import { describe, expect, it } from "vitest";
import { eventFormSchema, toEatInput } from "./events";

const values = {
  title: "AI in Agriculture Summit",
  description: "A day of talks.",
  image: "/uploads/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.webp",
  eventType: "hybrid",
  startDate: "2099-12-12T09:00",
  endDate: "2099-12-12T17:30",
  venue: "KICC",
  city: "Nairobi",
  onlineLink: "https://meet.example/summit",
  registrationLink: "",
};

describe("eventFormSchema", () => {
  it("reads the start and end in East Africa Time, as the API takes them", () => {
    const parsed = eventFormSchema(false).parse(values);
    expect(parsed.startDate).toBe("2099-12-12T09:00:00+03:00");
    expect(parsed.endDate).toBe("2099-12-12T17:30:00+03:00");
    expect(toEatInput("2099-12-12T06:00:00.000Z")).toBe("2099-12-12T09:00");
  });

  it("refuses what the API refuses", () => {
    const result = eventFormSchema(false).safeParse({
      ...values,
      eventType: "",
      endDate: "2099-12-11T09:00",
      onlineLink: "ftp://meet.example",
      image: "",
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path[0]);
    expect(paths).toEqual(expect.arrayContaining(["eventType", "onlineLink", "image"]));
  });

  it("refuses an end before the start", () => {
    const result = eventFormSchema(true).safeParse({ ...values, endDate: "2099-12-11T09:00" });
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(["endDate"]);
  });
});
