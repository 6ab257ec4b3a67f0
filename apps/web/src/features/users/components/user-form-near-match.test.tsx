// ADR 0024: a new organisation name close to an existing one comes back from the server as a
// question; the admin uses the existing organisation or creates the new one on purpose.
import { ORGANIZATION_PICKER_TEXTS } from "@alliance/shared";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderStaffForm } from "../../../lib/staff/form-test-kit";
import { notify } from "../../../lib/toast";
import { UserForm } from "./user-form";

vi.mock("../../../lib/toast", () => ({
  notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

interface Sent {
  method: string;
  body: Record<string, unknown> | undefined;
}

/** The server: GETs answer an empty list; the first write is a near match, later ones succeed. */
function stubServer(): Sent[] {
  const writes: Sent[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_input: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      if (method === "GET") return Response.json([], { status: 200 });
      writes.push({ method, body: typeof init.body === "string" ? JSON.parse(init.body) : undefined });
      if (writes.length === 1) {
        return Response.json(
          {
            message: ORGANIZATION_PICKER_TEXTS.nearMatch("Savannah Tech Hub"),
            suggestion: "Savannah Tech Hub",
          },
          { status: 409 },
        );
      }
      return Response.json({ _id: "u9" }, { status: 201 });
    }),
  );
  return writes;
}

async function fillAndSubmit() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Username/), "amina");
  await user.type(screen.getByLabelText(/^Email/), "amina@org.example");
  await user.type(screen.getByLabelText(/^Phone/), "0711111111");
  await user.type(screen.getByLabelText(/^Organization name/), "Savanah Tech Hub");
  await user.click(screen.getByRole("button", { name: "Create User" }));
  await screen.findByText(ORGANIZATION_PICKER_TEXTS.didYouMean("Savannah Tech Hub"));
  return user;
}

describe("<UserForm> near-match organisation", { timeout: 30_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("creating the new organisation is an explicit choice that sends createOrganization", async () => {
    const writes = stubServer();
    const onDone = vi.fn();
    renderStaffForm(<UserForm onDone={onDone} />);
    const user = await fillAndSubmit();
    await user.click(
      screen.getByRole("button", { name: ORGANIZATION_PICKER_TEXTS.create("Savanah Tech Hub") }),
    );
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(writes).toHaveLength(2);
    expect(writes[0]!.body!.createOrganization).toBeUndefined();
    expect(writes[1]!.body).toMatchObject({ organizationName: "Savanah Tech Hub", createOrganization: true });
  });

  it("using the suggestion saves with the existing organisation's name", async () => {
    const writes = stubServer();
    const onDone = vi.fn();
    renderStaffForm(<UserForm onDone={onDone} />);
    const user = await fillAndSubmit();
    // The question is not a failure: no red "Error saving user" toast, no error line.
    expect(notify.error).not.toHaveBeenCalled();
    expect(screen.queryByText(ORGANIZATION_PICKER_TEXTS.nearMatch("Savannah Tech Hub"))).toBeNull();
    await user.click(screen.getByRole("button", { name: "Use Savannah Tech Hub" }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(writes[1]!.body).toMatchObject({ organizationName: "Savannah Tech Hub" });
    expect(writes[1]!.body!.createOrganization).toBeUndefined();
  });
});
