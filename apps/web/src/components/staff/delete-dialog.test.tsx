// The delete dialog of a record kept in the Trash says for how long (the shared message); one
// that is not kept (a user, an organisation) says nothing of the Trash.
import { TRASH_MESSAGES } from "@alliance/shared";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { DeleteFlow } from "../../lib/staff/use-delete-flow";
import { DeleteDialog } from "./delete-dialog";

const flow = (trash?: "partner"): DeleteFlow<{ name: string }> => ({
  deleting: { name: "Savannah Partner" },
  setDeleting: () => undefined,
  onDelete: () => undefined,
  deleteBusy: false,
  trash,
});

describe("DeleteDialog", () => {
  beforeAll(() => {
    // jsdom has no modal dialogs.
    HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
      this.open = true;
    };
    HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
      this.open = false;
    };
  });
  afterEach(cleanup);

  it("says a record kept in the Trash is kept 30 days", () => {
    render(<DeleteDialog flow={flow("partner")} title="Delete Partner" what={(row) => row.name} />);
    const dialog = screen.getByRole("dialog", { name: "Delete Partner" });
    expect(dialog).toHaveTextContent("Are you sure you want to delete Savannah Partner?");
    expect(dialog).toHaveTextContent(TRASH_MESSAGES.kept);
    expect(TRASH_MESSAGES.kept).toContain("30 days");
  });

  it("says nothing of the Trash for a record not kept there", () => {
    render(<DeleteDialog flow={flow()} title="Delete User" what={(row) => row.name} />);
    expect(screen.getByRole("dialog", { name: "Delete User" })).not.toHaveTextContent("Trash");
  });
});
