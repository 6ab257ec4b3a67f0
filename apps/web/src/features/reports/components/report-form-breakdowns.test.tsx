// The report form's breakdowns (docs/decisions/0026-breakdowns-by-sex-age-county-disability.md) as a user meets them: the live "assigned" line,
// the shared schema's message when a dimension adds up to more than the total, and counties added
// through the picker sent by their codes; a saved report's breakdowns come back into the inputs.
import {
  BREAKDOWN_ENTRY_TEXTS,
  BREAKDOWN_TEXTS,
  breakdownIssues,
  CATEGORY_LABELS,
  completeBreakdowns,
  DIMENSION_LABELS,
  METRIC_LABELS,
  type Report,
} from "@alliance/shared";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderStaffForm, stubApi } from "../../../lib/staff/form-test-kit";
import { ReportForm } from "./report-form";

vi.mock("../../../lib/toast", () => ({
  notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

type User = ReturnType<typeof userEvent.setup>;

/** A valid report with `trained` people (a funnel that narrows: no warning to confirm). */
async function fillReport(user: User, trained: number) {
  await user.selectOptions(screen.getByLabelText(/^Quarter/), "Q1");
  for (const [key, value] of [
    ["aware", trained * 4],
    ["engaged", trained * 2],
    ["trained", trained],
  ] as const) {
    const field = screen.getByLabelText(new RegExp(`^${METRIC_LABELS[key]}`));
    await user.clear(field);
    await user.type(field, String(value));
  }
}

/** Opens "Break down trained (optional)" and returns one of its dimension groups. */
async function openTrained(user: User) {
  await user.click(screen.getByRole("button", { name: BREAKDOWN_ENTRY_TEXTS.open("trained") }));
  const section = within(screen.getByRole("group", { name: BREAKDOWN_ENTRY_TEXTS.open("trained") }));
  return (dimension: keyof typeof DIMENSION_LABELS) =>
    within(section.getByRole("group", { name: DIMENSION_LABELS[dimension] }));
}

describe("<ReportForm> breakdowns", { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("is closed for a new report and shows, as the user types, how many are assigned and not stated", async () => {
    stubApi();
    const user = userEvent.setup();
    renderStaffForm(<ReportForm onDone={() => {}} />, { isAdmin: false });
    expect(screen.getByRole("button", { name: BREAKDOWN_ENTRY_TEXTS.open("trained") })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    await fillReport(user, 100);
    const group = await openTrained(user);
    const sex = group("sex");
    expect(sex.getByText(BREAKDOWN_TEXTS.assigned(0, 100, 100))).toBeVisible();
    await user.type(sex.getByLabelText(CATEGORY_LABELS.sex.female!), "40");
    await user.type(sex.getByLabelText(CATEGORY_LABELS.sex.male!), "35");
    const line = sex.getByText(BREAKDOWN_TEXTS.assigned(75, 100, 25));
    expect(line).toHaveAttribute("aria-live", "polite");
  });

  it("shows the schema's message next to a dimension over the total, sends nothing, then sends the fix", async () => {
    const sent = stubApi({ _id: "r1" });
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderStaffForm(<ReportForm onDone={onDone} />, { isAdmin: false });
    await fillReport(user, 100);
    const group = await openTrained(user);
    const sex = group("sex");
    await user.type(sex.getByLabelText(CATEGORY_LABELS.sex.female!), "70");
    await user.type(sex.getByLabelText(CATEGORY_LABELS.sex.male!), "40");
    await user.click(screen.getByRole("button", { name: "Save" }));
    const [issue] = breakdownIssues(
      { trained: 100, certified: 0 },
      { trained: { sex: { female: 70, male: 40 } } },
    );
    expect(await sex.findByRole("alert")).toHaveTextContent(issue!.message);
    expect(sent).toEqual([]);

    // Fixing one input clears the message without saving again first.
    await user.clear(sex.getByLabelText(CATEGORY_LABELS.sex.male!));
    await user.type(sex.getByLabelText(CATEGORY_LABELS.sex.male!), "30");
    await waitFor(() => expect(sex.queryByRole("alert")).toBeNull());
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect((sent[0]!.body as { breakdowns: unknown }).breakdowns).toEqual({
      trained: { sex: { female: 70, male: 30 } },
    });
  });

  it("adds two counties through the picker and sends them by code, empty inputs left out", async () => {
    const sent = stubApi({ _id: "r2" });
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderStaffForm(<ReportForm onDone={onDone} />, { isAdmin: false });
    await fillReport(user, 100);
    const county = (await openTrained(user))("county");
    const picker = county.getByRole("combobox", { name: BREAKDOWN_ENTRY_TEXTS.countyInput });
    await user.type(picker, "Nairobi");
    await user.click(county.getByRole("button", { name: BREAKDOWN_ENTRY_TEXTS.countyAdd }));
    // The new row's count has the focus.
    await user.keyboard("60");
    // Enter in the picker adds the county, it does not save the report.
    await user.type(picker, "042{Enter}");
    await user.keyboard("25");
    // A county added by mistake and removed again is not sent.
    await user.type(picker, "Atlantis{Enter}");
    expect(county.getByText(BREAKDOWN_ENTRY_TEXTS.countyNoMatch("Atlantis"))).toBeVisible();
    await user.clear(picker);
    await user.type(picker, "Mombasa{Enter}");
    await user.click(county.getByRole("button", { name: `${BREAKDOWN_ENTRY_TEXTS.remove} Mombasa (001)` }));
    expect(county.getByText(BREAKDOWN_TEXTS.assigned(85, 100, 15))).toBeVisible();
    expect(sent).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect((sent[0]!.body as { breakdowns: unknown }).breakdowns).toEqual({
      trained: { county: { "047": 60, "042": 25 } },
    });
  });

  it("fills a dimension from a pasted spreadsheet column", async () => {
    stubApi();
    const user = userEvent.setup();
    renderStaffForm(<ReportForm onDone={() => {}} />, { isAdmin: false });
    await fillReport(user, 2000);
    const age = (await openTrained(user))("ageBand");
    await user.click(age.getByRole("button", { name: BREAKDOWN_ENTRY_TEXTS.pasteOpen }));
    await user.click(age.getByLabelText(BREAKDOWN_ENTRY_TEXTS.pasteLabel(DIMENSION_LABELS.ageBand)));
    await user.paste("0\n12\n1,040\n300\n\n8\n");
    await user.click(
      age.getByRole("button", { name: BREAKDOWN_ENTRY_TEXTS.pasteFill(DIMENSION_LABELS.ageBand) }),
    );
    expect(age.getByLabelText(CATEGORY_LABELS.ageBand["18-24"]!)).toHaveValue(1040);
    expect(age.getByLabelText(CATEGORY_LABELS.ageBand["45-54"]!)).toHaveValue(8);
    expect(age.getByLabelText(CATEGORY_LABELS.ageBand["35-44"]!)).toHaveValue(null);
    expect(age.getByText(BREAKDOWN_TEXTS.assigned(1360, 2000, 640))).toBeVisible();
  });
});

describe("<ReportForm> breakdowns of a saved report", { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const metrics = {
    aware: 400,
    engaged: 200,
    trained: 100,
    certified: 10,
    orgsReached: 0,
    reachedByLeaders: 0,
  };
  const approved = {
    _id: "r9",
    organizationName: "Staff Org",
    year: 2025,
    quarter: "Q1",
    metrics,
    evidence: [],
    breakdowns: completeBreakdowns(metrics, { trained: { sex: { female: 50 } } }),
    status: "approved",
    warnings: [],
    version: 3,
    previous: null,
    removalRequest: null,
    // The organisation's change waiting for review: the form edits it, not the approved figures.
    pendingChange: {
      year: 2025,
      quarter: "Q1",
      metrics,
      evidence: [],
      breakdowns: completeBreakdowns(metrics, { trained: { sex: { female: 60 }, county: { "047": 70 } } }),
      proposedAt: "2025-04-02T08:00:00.000Z",
      proposedBy: "staff@org.example",
      returnedNote: null,
    },
  } as unknown as Report;

  it("opens with the waiting change's breakdowns and sends them whole with the update", async () => {
    const sent = stubApi({ ...approved });
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderStaffForm(<ReportForm report={approved} onDone={onDone} />, { isAdmin: false });
    const trained = within(screen.getByRole("group", { name: BREAKDOWN_ENTRY_TEXTS.open("trained") }));
    expect(screen.getByRole("button", { name: BREAKDOWN_ENTRY_TEXTS.open("trained") })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    const sex = within(trained.getByRole("group", { name: DIMENSION_LABELS.sex }));
    expect(sex.getByLabelText(CATEGORY_LABELS.sex.female!)).toHaveValue(60);
    expect(sex.getByText(BREAKDOWN_TEXTS.assigned(60, 100, 40))).toBeVisible();
    const county = within(trained.getByRole("group", { name: DIMENSION_LABELS.county }));
    // Clearing a count leaves the county out: it is not stated any more.
    await user.clear(county.getByLabelText("Nairobi City (047)"));
    await user.type(sex.getByLabelText(CATEGORY_LABELS.sex.male!), "30");
    await user.click(screen.getByRole("button", { name: "Update" }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({ method: "PUT", path: "/api/v1/reports/r9" });
    expect((sent[0]!.body as { breakdowns: unknown }).breakdowns).toEqual({
      trained: { sex: { female: 60, male: 30 } },
    });
  });
});
