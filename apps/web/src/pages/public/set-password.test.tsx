// A password typed before the page's script arrived is the one the form checks: on a slow phone
// the fields work at once, and the page hydrates later with what the reader typed still on screen.
import { act, cleanup, fireEvent, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, expect, it } from "vitest";
import { LanguageProvider } from "../../i18n/language-context";
import SetPasswordPage from "./set-password";

afterEach(cleanup);

it("checks the passwords typed before hydration, not empty ones", async () => {
  window.history.replaceState(null, "", "/set-password?token=a-token");
  const page = (
    <LanguageProvider language="en">
      <SetPasswordPage />
    </LanguageProvider>
  );
  const container = document.createElement("div");
  container.innerHTML = renderToString(page);
  document.body.append(container);
  const screen = within(container);
  (screen.getByLabelText("New password", { exact: true }) as HTMLInputElement).value = "short";
  (screen.getByLabelText("Repeat the new password") as HTMLInputElement).value = "different";
  await act(async () => {
    hydrateRoot(container, page);
  });
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Set password" }));
  });
  expect(screen.getByText(/at least 8 characters/)).toBeTruthy();
  expect(screen.getByText("The two passwords are not the same.")).toBeTruthy();
  window.history.replaceState(null, "", "/");
  container.remove();
});
