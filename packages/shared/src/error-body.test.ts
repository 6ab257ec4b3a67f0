import { describe, expect, it } from "vitest";
import { readErrorBody } from "./error-body";
import { ErrorOut } from "./responses";

describe("readErrorBody", () => {
  const samples: unknown[] = [
    { message: "Not found" },
    { message: "Invalid", issues: [{ path: "email", message: "Email is required" }] },
    { message: "Invalid", issues: [] },
    { message: "x", issues: [{ path: 1, message: "m" }] },
    { message: "x", issues: "no" },
    { message: 3 },
    "<html>",
    null,
    undefined,
    [],
  ];
  it.each(samples.map((sample) => [JSON.stringify(sample) ?? "undefined", sample]))(
    "agrees with the ErrorOut schema on %s",
    (_label, sample) => {
      const parsed = ErrorOut.safeParse(sample);
      expect(readErrorBody(sample)).toEqual(parsed.success ? parsed.data : undefined);
    },
  );
});
