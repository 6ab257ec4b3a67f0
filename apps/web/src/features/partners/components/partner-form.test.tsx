import { type Partner, PartnerInput } from "@alliance/shared";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderStaffForm, schemaMessages, stubApi } from "../../../lib/staff/form-test-kit";
import { PartnerForm } from "./partner-form";

vi.mock("../../../lib/toast", () => ({
  notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

const partner = {
  _id: "p1",
  organizationName: "Partner Co",
  link: "https://partner.example",
  // Pictures are images uploaded to the site.
  image: "/uploads/cccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccc.webp",
} as unknown as Partner;

// Typing field by field is slow on a busy machine.
describe("<PartnerForm>", { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the shared schema's message for every required field left blank, and sends nothing", async () => {
    const sent = stubApi();
    renderStaffForm(<PartnerForm onDone={() => {}} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Create Partner" }));
    const blank = { organizationName: "", link: "" };
    for (const message of schemaMessages(PartnerInput, blank, Object.keys(blank))) {
      expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    }
    expect(screen.getByLabelText(/^Organization Name/)).toHaveAttribute("aria-invalid", "true");
    expect(sent).toEqual([]);
  });

  it("sends the parsed values and calls onDone on a valid submit", async () => {
    const sent = stubApi(partner);
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderStaffForm(<PartnerForm partner={partner} onDone={onDone} />);
    await user.clear(screen.getByLabelText(/^Website/));
    await user.type(screen.getByLabelText(/^Website/), "https://partner.example/about");
    await user.click(screen.getByRole("button", { name: "Update Partner" }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: "PUT", path: "/api/v1/partners/p1" });
    const { _id, ...fields } = partner;
    expect(sent[0]!.body).toEqual(PartnerInput.parse({ ...fields, link: "https://partner.example/about" }));
  });
});
