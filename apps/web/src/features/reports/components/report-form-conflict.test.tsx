// A save based on an older version of the report: the API answers 409 with the report as it is
// now; the form shows only the fields that differ (theirs, yours), and keeps theirs or sends
// yours again naming their version. A draft file that is no draft is refused beside the control
// and leaves the form as it was.
import "fake-indexeddb/auto";
import {
  METRIC_LABELS,
  REPORT_CONFLICT_MESSAGES,
  REPORT_DRAFT_FILE_MESSAGES,
  type Report,
} from "@alliance/shared";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderStaffForm } from "../../../lib/staff/form-test-kit";
import { ReportForm } from "./report-form";

vi.mock("../../../lib/toast", () => ({
  notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

const metrics = { aware: 400, engaged: 300, trained: 50, certified: 10, orgsReached: 0, reachedByLeaders: 0 };
const report = (version: number, changed: Partial<typeof metrics> = {}, breakdowns?: object) =>
  ({
    _id: "r1",
    organizationName: "Staff Org",
    year: 2025,
    quarter: "Q2",
    metrics: { ...metrics, ...changed },
    evidence: [],
    breakdowns,
    status: "submitted",
    reviewNote: "",
    version,
    updatedBy: "colleague@org.example",
    pendingChange: null,
  }) as unknown as Report;

/** Answers each PUT in turn: a 409 with `theirs`, then the saved report. */
function stubSaves(theirs: Report) {
  const sent: Array<Record<string, unknown>> = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_input: string, init: RequestInit = {}) => {
      if ((init.method ?? "GET") === "GET") return Response.json([]);
      sent.push(JSON.parse(String(init.body)));
      return sent.length === 1
        ? Response.json(
            { message: "This report was saved by colleague@org.example", current: theirs },
            { status: 409 },
          )
        : Response.json({ ...theirs, version: theirs.version + 1 });
    }),
  );
  return sent;
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

describe("<ReportForm> when someone saved since", { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("names the version it was based on, shows what differs and saves mine naming theirs", async () => {
    const theirs = report(
      3,
      { trained: 70 },
      {
        trained: { sex: { female: 40, male: 30, notStated: 0 }, ageBand: {}, county: {}, disability: {} },
      },
    );
    const sent = stubSaves(theirs);
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderStaffForm(<ReportForm report={report(2)} onDone={onDone} />, { isAdmin: false });
    await user.clear(field(METRIC_LABELS.trained));
    await user.type(field(METRIC_LABELS.trained), "90");
    await user.click(screen.getByRole("button", { name: "Update" }));

    const panel = await screen.findByRole("alert", { name: REPORT_CONFLICT_MESSAGES.heading });
    expect(sent[0]).toMatchObject({ baseVersion: 2 });
    const rows = within(panel).getAllByRole("row").slice(1);
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      [METRIC_LABELS.trained, "70", "90"],
      ["Trained · Sex · Female", "40", REPORT_CONFLICT_MESSAGES.empty],
      ["Trained · Sex · Male", "30", REPORT_CONFLICT_MESSAGES.empty],
    ]);
    expect(onDone).not.toHaveBeenCalled();

    await user.click(within(panel).getByRole("button", { name: REPORT_CONFLICT_MESSAGES.saveMine }));
    expect(sent[1]).toMatchObject({ baseVersion: 3, metrics: { trained: 90 } });
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it("keeps theirs: the form reloads with their values, and the next save names their version", async () => {
    const sent = stubSaves(report(5, { certified: 20 }));
    const user = userEvent.setup();
    renderStaffForm(<ReportForm report={report(4)} onDone={() => {}} />);
    await user.clear(field(METRIC_LABELS.certified));
    await user.type(field(METRIC_LABELS.certified), "30");
    await user.click(screen.getByRole("button", { name: "Update" }));
    const panel = await screen.findByRole("alert", { name: REPORT_CONFLICT_MESSAGES.heading });
    await user.click(within(panel).getByRole("button", { name: REPORT_CONFLICT_MESSAGES.keepTheirs }));
    expect(screen.queryByRole("alert", { name: REPORT_CONFLICT_MESSAGES.heading })).toBeNull();
    expect(field(METRIC_LABELS.certified)).toHaveValue(20);
    await user.click(screen.getByRole("button", { name: "Update" }));
    await vi.waitFor(() => expect(sent[1]).toMatchObject({ baseVersion: 5, metrics: { certified: 20 } }));
  });

  it("on an approved report, theirs is the change waiting for review, as the organisation's form shows it", async () => {
    const approved = { ...report(6), status: "approved" } as Report;
    const waiting = {
      ...approved,
      version: 7,
      pendingChange: {
        year: 2025,
        quarter: "Q2",
        metrics: { ...metrics, engaged: 320 },
        evidence: [],
        proposedAt: "2025-07-02T08:00:00.000Z",
        proposedBy: "colleague@org.example",
      },
    } as unknown as Report;
    const sent = stubSaves(waiting);
    const user = userEvent.setup();
    renderStaffForm(<ReportForm report={approved} onDone={() => {}} />, { isAdmin: false });
    await user.clear(field(METRIC_LABELS.engaged));
    await user.type(field(METRIC_LABELS.engaged), "310");
    await user.click(screen.getByRole("button", { name: "Update" }));
    const panel = await screen.findByRole("alert", { name: REPORT_CONFLICT_MESSAGES.heading });
    expect(sent[0]).toMatchObject({ baseVersion: 6 });
    const rows = within(panel).getAllByRole("row").slice(1);
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      [METRIC_LABELS.engaged, "320", "310"],
    ]);
  });

  it("refuses a file that is no draft beside the control and changes nothing", async () => {
    const user = userEvent.setup();
    renderStaffForm(<ReportForm report={report(1)} onDone={() => {}} />);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['{"kind":"members"}'], "members.json", { type: "application/json" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(REPORT_DRAFT_FILE_MESSAGES.notDraft);
    expect(screen.getByRole("button", { name: REPORT_DRAFT_FILE_MESSAGES.open })).toHaveAccessibleDescription(
      REPORT_DRAFT_FILE_MESSAGES.notDraft,
    );
    expect(field(METRIC_LABELS.trained)).toHaveValue(50);
  });
});
