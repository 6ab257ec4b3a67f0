// The Impact Reports screen is a ListPage like every staff list: an admin's search, year, quarter
// and status come from the address (the staff home's and completeness screen's links), are shown
// in the toolbar and sent to the server; an organisation user gets neither search nor filters.
import { REPORT_WAITING_LABEL, TEXTS } from "@alliance/shared";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { renderStaffForm, type SentRequest, stubApi } from "../../lib/staff/form-test-kit";
import ReportsPage from "./reports-page";

vi.mock("../../lib/toast", () => ({
  notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

function renderAt(path: string, isAdmin = true) {
  const location = memoryLocation({ path, record: true });
  renderStaffForm(
    <Router hook={location.hook}>
      <ReportsPage />
    </Router>,
    { isAdmin },
  );
  return location;
}

/** The query of the last list request the page sent. */
const lastListQuery = (sent: SentRequest[]) =>
  new URL(sent.filter((request) => request.path.includes("/reports?")).at(-1)!.path, "http://x").searchParams;

describe("<ReportsPage> through ListPage", () => {
  beforeAll(() => {
    HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
      this.open = true;
    };
    HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
      this.open = false;
    };
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

  it("reads an admin's search, year, quarter and status from the address and asks for them", async () => {
    const sent = stubApi([], { reads: true });
    renderAt("/admin-stats?search=Acme&year=2024&quarter=Q3&status=waiting");
    expect(screen.getByRole("heading", { name: "Impact Reports" })).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Search reports" })).toHaveValue("Acme");
    expect(screen.getByLabelText("Filter by year")).toHaveValue("2024");
    expect(screen.getByLabelText("Filter by quarter")).toHaveValue("Q3");
    expect(screen.getByRole("combobox", { name: "Filter by status" })).toHaveDisplayValue(
      REPORT_WAITING_LABEL,
    );
    expect(await screen.findByText(TEXTS.noReportsFound)).toBeInTheDocument();
    const query = lastListQuery(sent);
    expect(Object.fromEntries(query)).toMatchObject({
      search: "Acme",
      year: "2024",
      quarter: "Q3",
      status: "waiting",
      page: "1",
    });
  });

  it("writes a chosen filter to the address and starts again at page 1", async () => {
    const sent = stubApi([], { reads: true });
    const location = renderAt("/admin-stats?year=2024&page=3");
    await userEvent.setup().selectOptions(screen.getByLabelText("Filter by quarter"), "Q2");
    await waitFor(() => expect(location.history?.at(-1)).toBe("/admin-stats?year=2024&quarter=Q2"));
    await waitFor(() => expect(lastListQuery(sent).get("quarter")).toBe("Q2"));
    expect(lastListQuery(sent).get("page")).toBe("1");
  });

  it("gives an organisation user no search and no filters, whatever the address says", async () => {
    const sent = stubApi([], { reads: true });
    renderAt("/admin-stats?year=2024&search=Acme", false);
    expect(await screen.findByText(TEXTS.noReportsFound)).toBeInTheDocument();
    expect(screen.queryByRole("searchbox")).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Filter by year")).not.toBeInTheDocument();
    const query = lastListQuery(sent);
    expect(query.get("year")).toBeNull();
    expect(query.get("search")).toBeNull();
    expect(query.get("createdBy")).toBe("staff@org.example");
  });

  it("opens a new report with its quarter chosen from ?new= (the staff home's File your report)", async () => {
    stubApi([], { reads: true });
    const location = renderAt("/admin-stats?new=2025-Q3", false);
    const dialog = await screen.findByRole("dialog", { name: "Create Report" });
    expect(within(dialog).getByRole("combobox", { name: /^Quarter/ })).toHaveValue("Q3");
    expect(within(dialog).getByRole("combobox", { name: /^Year/ })).toHaveValue("2025");
    await userEvent.setup().click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(location.history?.at(-1)).toBe("/admin-stats"));
  });
});
