import { UserCreateInput } from "@alliance/shared";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderStaffForm, schemaMessages, stubApi } from "../../../lib/staff/form-test-kit";
import { UserForm } from "./user-form";

vi.mock("../../../lib/toast", () => ({
  notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

// Typing field by field is slow on a busy machine.
describe("<UserForm> validation and submit", { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the shared schema's message for every required field left blank, and sends nothing", async () => {
    const sent = stubApi();
    renderStaffForm(<UserForm onDone={() => {}} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Create User" }));
    // The password may stay blank: the new user is then e-mailed an invitation.
    const blank = { username: "", email: "", phone: "", organizationName: "" };
    for (const message of schemaMessages(UserCreateInput, blank, Object.keys(blank))) {
      expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    }
    // The form reads organisation suggestions (GET); what matters is that nothing is written.
    expect(sent.filter((r) => r.method !== "GET")).toEqual([]);
  });

  it("sends the parsed values and calls onDone on a valid submit", async () => {
    const sent = stubApi({ _id: "u2" });
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderStaffForm(<UserForm onDone={onDone} />);
    const filled = {
      username: "amina",
      email: "Amina@Org.Example",
      phone: "0711111111",
      organizationName: "Fuzz Works",
      password: "a long passphrase 42!",
    };
    await user.type(screen.getByLabelText(/^Username/), filled.username);
    await user.type(screen.getByLabelText(/^Email/), filled.email);
    await user.type(screen.getByLabelText(/^Phone/), filled.phone);
    await user.type(screen.getByLabelText(/^Organization name/), filled.organizationName);
    await user.type(screen.getByLabelText(/^Password/), filled.password);
    await user.click(screen.getByRole("button", { name: "Create User" }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const writes = sent.filter((r) => r.method !== "GET");
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatchObject({ method: "POST", path: "/api/v1/users/register" });
    expect(writes[0]!.body).toMatchObject(UserCreateInput.parse(filled));
  });
});
