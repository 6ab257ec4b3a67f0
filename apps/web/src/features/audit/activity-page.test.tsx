// The Activity screen is a ListPage like every staff list: its record type, action, e-mail and
// record id come from the address (the trash's links, a reload, Back), are shown in the toolbar
// and sent to the server; a deleted record in the trash has its Restore action.
import { type AuditEntry, TRASH_MESSAGES } from "@alliance/shared";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { renderStaffForm, type SentRequest, stubApi } from "../../lib/staff/form-test-kit";
import { SEARCH_DEBOUNCE_MS } from "../../lib/staff/use-list-url";
import ActivityPage from "./activity-page";

vi.mock("../../lib/toast", () => ({
  notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

const deletedPartner: AuditEntry = {
  _id: "a1",
  at: "2026-03-02T08:00:00.000Z",
  actorId: "u1",
  actorEmail: "admin@alliance.example",
  action: "delete",
  entity: "partner",
  entityId: "p1",
  before: { organizationName: "Tech Partner Ltd", link: "https://partner.example" },
  after: null,
};

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  renderStaffForm(
    <Router hook={location.hook}>
      <ActivityPage />
    </Router>,
  );
  return location;
}

/** The query of the last list request the page sent. */
const lastListQuery = (sent: SentRequest[]) =>
  new URL(sent.filter((request) => request.path.includes("/audit?")).at(-1)!.path, "http://x").searchParams;

describe("<ActivityPage> through ListPage", () => {
  beforeAll(() => {
    // jsdom has no media queries: the list is a table, as from 768 px up.
    window.matchMedia ??= ((query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("reads the record type, action, e-mail and record id from the address and asks for them", async () => {
    const sent = stubApi([deletedPartner], { reads: true });
    renderAt("/admin-activity?entity=partner&action=delete&actor=admin@alliance.example&entityId=p1");
    expect(screen.getByRole("heading", { name: "Activity" })).toBeInTheDocument();
    expect(screen.getByLabelText("Record type")).toHaveValue("partner");
    expect(screen.getByLabelText("Action")).toHaveValue("delete");
    expect(screen.getByRole("searchbox", { name: "Who (e-mail)" })).toHaveValue("admin@alliance.example");
    expect(screen.getByRole("searchbox", { name: "Record id" })).toHaveValue("p1");

    const list = screen.getByRole("region", { name: "Activity, newest first" });
    const row = await within(list).findByRole("row", { name: /Tech Partner Ltd/ });
    expect(
      within(row).getByRole("button", { name: `${TRASH_MESSAGES.restore} Tech Partner Ltd` }),
    ).toBeInTheDocument();
    expect(Object.fromEntries(lastListQuery(sent))).toMatchObject({
      entity: "partner",
      action: "delete",
      actor: "admin@alliance.example",
      entityId: "p1",
      page: "1",
    });
  });

  it("writes a typed e-mail to the address once typing pauses, and starts again at page 1", async () => {
    const sent = stubApi([], { reads: true });
    const location = renderAt("/admin-activity?entity=user&page=2");
    expect(await screen.findByText("No activity found")).toBeInTheDocument();
    await userEvent.setup().type(screen.getByRole("searchbox", { name: "Who (e-mail)" }), "a@b.example");
    await waitFor(
      () => expect(location.history?.at(-1)).toBe("/admin-activity?entity=user&actor=a%40b.example"),
      {
        timeout: SEARCH_DEBOUNCE_MS * 10,
      },
    );
    await waitFor(() => expect(lastListQuery(sent).get("actor")).toBe("a@b.example"));
    expect(lastListQuery(sent).get("entity")).toBe("user");
  });
});
