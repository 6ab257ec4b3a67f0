// The report form keeps its draft on the device: closed and opened again, the form offers it,
// restores it or discards it.
import "fake-indexeddb/auto";
import { METRIC_LABELS } from "@alliance/shared";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderStaffForm, stubApi } from "../../../lib/staff/form-test-kit";
import { ReportForm } from "../components/report-form";

vi.mock("../../../lib/toast", () => ({
  notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

const trained = () => screen.getByLabelText(new RegExp(`^${METRIC_LABELS.trained}`));

describe("report drafts in the form", { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("offers the draft after the form was closed, and restores it", async () => {
    stubApi({ _id: "r1" });
    const user = userEvent.setup();
    const first = renderStaffForm(<ReportForm onDone={() => {}} />);
    await user.selectOptions(screen.getByLabelText(/^Quarter/), "Q2");
    await user.clear(trained());
    await user.type(trained(), "321");
    await screen.findByText("Draft saved on this device.");
    first.unmount();

    renderStaffForm(<ReportForm onDone={() => {}} />);
    expect(trained()).toHaveValue(0);
    await user.click(await screen.findByRole("button", { name: /^Restore the draft from / }));
    expect(trained()).toHaveValue(321);
    expect(screen.getByLabelText(/^Quarter/)).toHaveValue("Q2");
  });

  // The draft of the test above is still on the (in-memory) device.
  it("discards the offered draft when asked", async () => {
    stubApi({ _id: "r1" });
    const user = userEvent.setup();
    renderStaffForm(<ReportForm onDone={() => {}} />);
    await user.click(await screen.findByRole("button", { name: "Discard the draft" }));
    cleanup();
    renderStaffForm(<ReportForm onDone={() => {}} />);
    await waitFor(() => expect(screen.queryByRole("button", { name: "Discard the draft" })).toBeNull());
  });
});
