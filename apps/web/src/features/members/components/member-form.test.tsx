import { MemberAdminInput } from "@alliance/shared";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderStaffForm, schemaMessages, stubApi } from "../../../lib/staff/form-test-kit";
import { MemberForm } from "./member-form";

vi.mock("../../../lib/toast", () => ({
  notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

// Typing field by field is slow on a busy machine.
describe("<MemberForm>", { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the shared schema's message for every required field left blank, and sends nothing", async () => {
    const sent = stubApi();
    renderStaffForm(<MemberForm onDone={() => {}} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Create Member" }));
    const blank = { firstName: "", email: "", organizationName: "" };
    for (const message of schemaMessages(MemberAdminInput, blank, Object.keys(blank))) {
      expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    }
    expect(screen.getByLabelText(/^First name/)).toHaveAttribute("aria-invalid", "true");
    expect(sent).toEqual([]);
  });

  it("sends the parsed values and calls onDone on a valid submit", async () => {
    const sent = stubApi({ _id: "m1" });
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderStaffForm(<MemberForm onDone={onDone} />);
    await user.type(screen.getByLabelText(/^First name/), "Amina");
    await user.type(screen.getByLabelText(/^Email/), "Amina@Org.Example");
    await user.type(screen.getByLabelText(/^Organization name/), "Fuzz Works");
    await user.click(screen.getByRole("button", { name: "Create Member" }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: "POST", path: "/api/v1/members" });
    const body = sent[0]!.body as Record<string, unknown>;
    expect(body).toEqual(MemberAdminInput.parse(body));
    expect(body).toMatchObject(
      MemberAdminInput.pick({ firstName: true, email: true, organizationName: true }).parse({
        firstName: "Amina",
        email: "Amina@Org.Example",
        organizationName: "Fuzz Works",
      }),
    );
  });
});
