// Organisations are picked, not typed (docs/decisions/0019-report-changes-wait-beside-approved-figures.md, ADR 0024): an admin names the organisation
// a report is for in the report form; a new name close to an existing one comes back as a question
// whose answers are "use the existing one" or "create the new one on purpose". Organisation users
// report for their own organisation and see no such field.
import { ORGANIZATION_PICKER_TEXTS } from "@alliance/shared";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderStaffForm } from "../../../lib/staff/form-test-kit";
import { ReportForm } from "./report-form";

vi.mock("../../../lib/toast", () => ({
  notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

/** The server: reads answer an empty list; the first write is a near match, later ones succeed. */
function stubServer(): Array<Record<string, unknown>> {
  const writes: Array<Record<string, unknown>> = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_input: string, init: RequestInit = {}) => {
      if ((init.method ?? "GET") === "GET") return Response.json([], { status: 200 });
      writes.push(JSON.parse(String(init.body)));
      if (writes.length === 1) {
        return Response.json(
          {
            message: ORGANIZATION_PICKER_TEXTS.nearMatch("Savannah Tech Hub"),
            suggestion: "Savannah Tech Hub",
          },
          { status: 409 },
        );
      }
      return Response.json({ _id: "r9", warnings: [] }, { status: 201 });
    }),
  );
  return writes;
}

describe("<ReportForm> organisation", { timeout: 30_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("an admin's near-miss name asks first; using the suggestion saves with the existing organisation", async () => {
    const writes = stubServer();
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderStaffForm(<ReportForm onDone={onDone} />);
    await user.type(screen.getByRole("combobox", { name: "Organization" }), "Savanah Tech Hub");
    await user.selectOptions(screen.getByLabelText(/^Quarter/), "Q1");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByText(ORGANIZATION_PICKER_TEXTS.didYouMean("Savannah Tech Hub"));
    expect(writes[0]).toMatchObject({ organizationName: "Savanah Tech Hub" });

    await user.click(screen.getByRole("button", { name: "Use Savannah Tech Hub" }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(writes[1]).toMatchObject({ organizationName: "Savannah Tech Hub" });
    expect(writes[1]!.createOrganization).toBeUndefined();
  });

  it("creating the new organisation is a separate, explicit choice", async () => {
    const writes = stubServer();
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderStaffForm(<ReportForm onDone={onDone} />);
    await user.type(screen.getByRole("combobox", { name: "Organization" }), "Savanah Tech Hub");
    await user.selectOptions(screen.getByLabelText(/^Quarter/), "Q1");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await user.click(
      await screen.findByRole("button", { name: ORGANIZATION_PICKER_TEXTS.create("Savanah Tech Hub") }),
    );
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(writes[1]).toMatchObject({ organizationName: "Savanah Tech Hub", createOrganization: true });
  });

  it("an organisation user reports for its own organisation: no organisation field", () => {
    stubServer();
    renderStaffForm(<ReportForm onDone={() => {}} />, { isAdmin: false });
    expect(screen.queryByRole("combobox", { name: "Organization" })).toBeNull();
  });
});
