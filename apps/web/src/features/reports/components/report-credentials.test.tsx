// The "Credentials behind the certified figure" section: the list with each one's check, links
// attached by their labelled field, and a removal by a named button.
import type { Report, ReportCredentialOut } from "@alliance/shared";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderStaffForm } from "../../../lib/staff/form-test-kit";
import { ReportCredentials } from "./report-credentials";

const report = { _id: "r1", organizationId: "o1", year: 2026, quarter: "Q2" } as unknown as Report;

const item = (fields: Partial<ReportCredentialOut>): ReportCredentialOut => ({
  id: "a1",
  source: "file",
  link: null,
  credentialId: "https://learn.example/credentials/1",
  hash: "ab".repeat(32),
  issuer: "did:web:learn.example",
  completedOn: "2026-05-02",
  verified: true,
  counted: true,
  reason: null,
  checkedAt: "2026-06-01T09:00:00.000Z",
  createdAt: "2026-06-01T09:00:00.000Z",
  ...fields,
});

function stub(list: ReportCredentialOut[]) {
  const sent: Array<{ method: string; path: string; body: unknown }> = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      if (method !== "GET")
        sent.push({ method, path, body: typeof init.body === "string" ? JSON.parse(init.body) : init.body });
      const answer =
        method === "GET"
          ? list
          : method === "POST"
            ? { attached: 1, duplicates: 0 }
            : { _id: "a1", message: "Removed" };
      return Response.json(answer, { status: method === "POST" ? 202 : 200 });
    }),
  );
  return sent;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("<ReportCredentials>", () => {
  it("says when nothing is attached, and attaches links from the labelled field", async () => {
    const sent = stub([]);
    renderStaffForm(<ReportCredentials report={report} />);
    expect(await screen.findByText("No credentials attached yet.")).toBeTruthy();
    await userEvent.type(
      screen.getByLabelText("Links that each answer one credential (one per line)"),
      "https://learn.example/c/1\nhttps://learn.example/c/2",
    );
    await userEvent.click(screen.getByRole("button", { name: "Attach links" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: "POST",
      body: { links: ["https://learn.example/c/1", "https://learn.example/c/2"] },
    });
    expect(sent[0]!.path).toContain("/reports/r1/credentials");
    expect(await screen.findByText("1 attached, being checked")).toBeTruthy();
  });

  it("shows each credential's outcome and removes one", async () => {
    const sent = stub([
      item({}),
      item({
        id: "a2",
        credentialId: "https://learn.example/credentials/2",
        verified: false,
        counted: false,
        reason: "Expired",
      }),
    ]);
    renderStaffForm(<ReportCredentials report={report} />);
    expect(await screen.findByText("Counted as verifiable")).toBeTruthy();
    expect(screen.getByText("Not verified: Expired")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Remove https://learn.example/credentials/2" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: "DELETE" });
    expect(sent[0]!.path).toContain("/reports/r1/credentials/a2");
  });
});
