import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MoreActionsMenu } from "./more-actions-menu";

afterEach(cleanup);

function renderMenu() {
  const onReview = vi.fn();
  const onDelete = vi.fn();
  render(
    <MoreActionsMenu
      name="report Savannah Tech Hub 2025 Q3"
      actions={[
        { label: "Review", onClick: onReview, dialog: true },
        { label: "Edit", onClick: () => {}, dialog: true },
        { label: "Delete", onClick: onDelete, variant: "danger", dialog: true },
      ]}
    />,
  );
  return { onReview, onDelete, button: screen.getByRole("button", { name: /^More actions/ }) };
}

describe("MoreActionsMenu", () => {
  it("is a labelled menu button, closed until pressed", () => {
    const { button } = renderMenu();
    expect(button).toHaveAccessibleName("More actions for report Savannah Tech Hub 2025 Q3");
    expect(button).toHaveAttribute("aria-haspopup", "menu");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("menu")).toBeNull();
  });

  it("opens on the first item, moves with the arrow keys and closes on Escape", async () => {
    const user = userEvent.setup();
    const { button } = renderMenu();
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("menuitem", { name: "Review" })).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("menuitem", { name: "Edit" })).toHaveFocus();
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(screen.getByRole("menuitem", { name: "Review" })).toHaveFocus();
    await user.keyboard("{End}");
    expect(screen.getByRole("menuitem", { name: "Delete" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).toBeNull();
    expect(button).toHaveFocus();
  });

  it("runs the chosen action with focus back on its button", async () => {
    const user = userEvent.setup();
    const { button, onDelete } = renderMenu();
    button.focus();
    await user.keyboard("{ArrowUp}");
    expect(screen.getByRole("menuitem", { name: "Delete" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(onDelete).toHaveBeenCalledOnce();
    expect(screen.queryByRole("menu")).toBeNull();
    expect(button).toHaveFocus();
  });
});
