import { EVIDENCE_TEXTS, httpUrlMessage, METRIC_KEYS, METRIC_LABELS, ReportInput } from "@alliance/shared";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderStaffForm, schemaMessages, stubApi } from "../../../lib/staff/form-test-kit";
import { ReportForm } from "./report-form";

vi.mock("../../../lib/toast", () => ({
  notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

const submit = () => screen.getByRole("button", { name: /^(Save|Create Report|Create)$/ });

// Typing field by field is slow on a busy machine.
describe("<ReportForm>", { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the shared schema's message for a blank quarter, and sends nothing", async () => {
    const sent = stubApi();
    const user = userEvent.setup();
    renderStaffForm(<ReportForm onDone={() => {}} />);
    // The year is a list of open years (it defaults to this one); the quarter starts blank.
    await user.click(submit());
    const [quarterMessage] = schemaMessages(ReportInput, { year: 2025, quarter: "" }, ["quarter"]);
    expect((await screen.findAllByText(quarterMessage!)).length).toBeGreaterThan(0);
    expect(screen.getByLabelText(/^Quarter/)).toHaveAttribute("aria-invalid", "true");
    expect(sent).toEqual([]);
  });

  it("sends the parsed values and calls onDone on a valid submit", async () => {
    const sent = stubApi({ _id: "r1" });
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderStaffForm(<ReportForm onDone={onDone} />);
    await user.selectOptions(screen.getByLabelText(/^Year/), "2025");
    await user.selectOptions(screen.getByLabelText(/^Quarter/), "Q2");
    // A funnel that narrows (aware >= engaged >= trained >= certified): no warning to confirm.
    const metrics = Object.fromEntries(METRIC_KEYS.map((key, i) => [key, (METRIC_KEYS.length - i) * 10]));
    for (const key of METRIC_KEYS) {
      const field = screen.getByLabelText(new RegExp(`^${METRIC_LABELS[key]}`));
      await user.clear(field);
      await user.type(field, String(metrics[key]));
    }
    await user.click(submit());
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: "POST", path: "/api/v1/reports" });
    const { organizationName, ...parsed } = ReportInput.parse({ year: 2025, quarter: "Q2", metrics });
    expect(sent[0]!.body).toMatchObject(parsed);
  });

  it("adds evidence links: a bad address is shown and nothing is sent; a good one goes with the report", async () => {
    const sent = stubApi({ _id: "r2" });
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderStaffForm(<ReportForm onDone={onDone} />);
    await user.selectOptions(screen.getByLabelText(/^Quarter/), "Q1");
    await user.click(screen.getByRole("button", { name: EVIDENCE_TEXTS.add }));
    const link = within(screen.getByRole("group", { name: "Evidence link 1" }));
    await user.type(link.getByLabelText(/^Title/), "Attendance list");
    await user.type(link.getByLabelText(/^Web address/), "javascript:alert(1)");
    await user.click(submit());
    expect(await link.findByText(httpUrlMessage("Web address"))).toBeVisible();
    expect(sent).toEqual([]);

    await user.clear(link.getByLabelText(/^Web address/));
    await user.type(link.getByLabelText(/^Web address/), "https://example.org/attendance");
    await user.click(submit());
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent[0]!.body).toMatchObject({
      evidence: [{ title: "Attendance list", url: "https://example.org/attendance", description: "" }],
    });
  });
});
