// Manage Courses and the review of edits (docs/decisions/0016-content-review-of-edits.md): a course
// whose edit waits shows "Changes pending review"; an admin reads the change in a dialog naming
// the course and approves or discards that version; an organisation user edits from the values
// waiting, and is told so.
import { CHANGE_REVIEW, type Course, DISCARD_NOTE_REQUIRED } from "@alliance/shared";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { renderStaffForm, type SentRequest } from "../../lib/staff/form-test-kit";
import CoursesPage from "./courses-page";
import { TEST_COURSE } from "./test-course";

vi.mock("../../lib/toast", () => ({
  notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

const course: Course = {
  ...TEST_COURSE,
  approved: true,
  status: "approved",
  createdAt: "2026-01-05T10:00:00.000Z",
  pendingChange: {
    values: { title: "Send your M-Pesa PIN", link: "https://pin.example" },
    proposedBy: "org@org.example",
    proposedAt: "2026-02-01T09:30:00.000Z",
  },
};

/** Answers the list with `course` and any write with the course as changed; records every call. */
function stubCoursesApi(): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      sent.push({
        method,
        path: input,
        body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
      });
      const body = method === "GET" ? [course] : { ...course, pendingChange: null };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { "content-type": "application/json", "x-total-count": "1" },
      });
    }),
  );
  return sent;
}

const renderPage = (isAdmin: boolean) =>
  renderStaffForm(
    <Router hook={memoryLocation({ path: "/admin-courses" }).hook}>
      <CoursesPage />
    </Router>,
    { isAdmin },
  );

describe("<CoursesPage> and changes waiting for review", { timeout: 20_000 }, () => {
  beforeAll(() => {
    // jsdom has no media queries (the list is a table, as from 768 px up) and no modal dialogs.
    window.matchMedia ??= ((query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
    HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
      this.open = true;
    };
    HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
      this.open = false;
    };
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the badge, and lets an admin discard the change after reading it", async () => {
    const user = userEvent.setup();
    const sent = stubCoursesApi();
    renderPage(true);
    const row = (await screen.findAllByText("Prompting 101"))[0]!.closest("tr, li")! as HTMLElement;
    expect(within(row).getByText(CHANGE_REVIEW.badge)).toBeVisible();
    expect(within(row).getByRole("button", { name: `${CHANGE_REVIEW.approve} Prompting 101` })).toBeVisible();

    await user.click(within(row).getByRole("button", { name: `${CHANGE_REVIEW.discard} Prompting 101` }));
    const dialog = await screen.findByRole("dialog", { name: `${CHANGE_REVIEW.discard} to Prompting 101?` });
    expect(
      within(dialog).getByRole("row", { name: /Title Prompting 101 Send your M-Pesa PIN/ }),
    ).toBeVisible();
    expect(
      within(dialog).getByRole("row", { name: /Link https:\/\/learn.example\/p https:\/\/pin.example/ }),
    ).toBeVisible();
    expect(within(dialog).getByText(/Proposed by org@org.example/)).toBeVisible();
    // A discard says why: without a note nothing is sent.
    await user.click(within(dialog).getByRole("button", { name: CHANGE_REVIEW.discard }));
    expect(within(dialog).getByText(DISCARD_NOTE_REQUIRED)).toBeVisible();
    expect(sent.some((call) => call.method === "PATCH")).toBe(false);
    await user.type(within(dialog).getByLabelText(/Note to the organisation/), "Use the course's own link");
    await user.click(within(dialog).getByRole("button", { name: CHANGE_REVIEW.discard }));

    await waitFor(() => expect(sent.some((call) => call.method === "PATCH")).toBe(true));
    expect(sent.find((call) => call.method === "PATCH")).toEqual({
      method: "PATCH",
      path: "/api/v1/courses/c1/pending-change",
      body: {
        decision: "discard",
        proposedAt: course.pendingChange!.proposedAt,
        note: "Use the course's own link",
      },
    });
  });

  it("shows an organisation user the badge, no review actions, and the values waiting in the form", async () => {
    const user = userEvent.setup();
    stubCoursesApi();
    renderPage(false);
    const row = (await screen.findAllByText("Prompting 101"))[0]!.closest("tr, li")! as HTMLElement;
    expect(within(row).getByText(CHANGE_REVIEW.badge)).toBeVisible();
    expect(within(row).queryByRole("button", { name: /changes|Approve|Hide/ })).toBeNull();

    await user.click(within(row).getByRole("button", { name: "Edit Prompting 101" }));
    const form = await screen.findByRole("dialog", { name: "Edit Course" });
    expect(within(form).getByLabelText(/^Title/)).toHaveValue("Send your M-Pesa PIN");
    expect(within(form).getByLabelText(/^Link/)).toHaveValue("https://pin.example");
    expect(within(form).getByLabelText(/^Tag/)).toHaveValue("Prompts");
    expect(within(form).getByText(CHANGE_REVIEW.formNoteWaiting)).toBeVisible();
  });
});
