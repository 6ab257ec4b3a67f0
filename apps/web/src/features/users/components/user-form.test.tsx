import { TOASTS } from "@alliance/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { notify } from "../../../lib/toast";
import { UserForm } from "./user-form";

vi.mock("../../../lib/toast", () => ({
  notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

function renderForm() {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <UserForm onDone={() => {}} />
    </QueryClientProvider>,
  );
}

describe("<UserForm> password generator and credentials", () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it("generates a 10-character password, shows it and says Password generated!", async () => {
    const user = userEvent.setup();
    renderForm();
    const password = screen.getByLabelText(/^Password/) as HTMLInputElement;
    expect(password.type).toBe("password");
    await user.click(screen.getByRole("button", { name: "Generate password" }));
    expect(password.value).toMatch(/^[A-Za-z0-9!@#$%^&*]{10}$/);
    expect(password.type).toBe("text");
    expect(notify.success).toHaveBeenCalledWith(TOASTS.passwordGenerated);
    const first = password.value;
    await user.click(screen.getByRole("button", { name: "Generate password" }));
    expect(password.value).not.toBe(first);
  });

  it("warns Email or password is empty! and otherwise copies both", async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    renderForm();
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await user.click(screen.getByRole("button", { name: "Copy credentials" }));
    expect(notify.warning).toHaveBeenCalledWith(TOASTS.credentialsEmpty);
    expect(writeText).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/^Email/), "new@example.org");
    await user.click(screen.getByRole("button", { name: "Generate password" }));
    await user.click(screen.getByRole("button", { name: "Copy credentials" }));
    const password = (screen.getByLabelText(/^Password/) as HTMLInputElement).value;
    expect(writeText).toHaveBeenCalledWith(
      `Sign in at: ${window.location.origin}/login\nEmail: new@example.org\nPassword: ${password}`,
    );
    expect(notify.success).toHaveBeenCalledWith(TOASTS.credentialsCopied);
  });

  it("shows field-level messages from the shared schema", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole("button", { name: "Create User" }));
    expect(await screen.findByText("Username is required")).toBeInTheDocument();
    expect(screen.getByText("Email is required")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Username/)).toHaveAttribute("aria-invalid", "true");
  });
});
