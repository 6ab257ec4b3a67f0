import { CourseInput } from "@alliance/shared";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderStaffForm, schemaMessages, stubApi } from "../../../lib/staff/form-test-kit";
import { TEST_COURSE } from "../test-course";
import { CourseForm } from "./course-form";

vi.mock("../../../lib/toast", () => ({
  notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

const course = TEST_COURSE;

// Typing field by field is slow on a busy machine.
describe("<CourseForm>", { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the shared schema's message for every required field left blank, and sends nothing", async () => {
    const sent = stubApi();
    renderStaffForm(<CourseForm onDone={() => {}} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Create Course" }));
    const blank = { title: "", desc: "", link: "", tag: "", category: "", segment: "" };
    for (const message of schemaMessages(CourseInput, blank, Object.keys(blank))) {
      expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    }
    expect(screen.getByLabelText(/^Title/)).toHaveAttribute("aria-invalid", "true");
    expect(sent).toEqual([]);
  });

  it("sends the parsed values and calls onDone on a valid submit", async () => {
    const sent = stubApi(course);
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderStaffForm(<CourseForm course={course} onDone={onDone} />);
    await user.clear(screen.getByLabelText(/^Title/));
    await user.type(screen.getByLabelText(/^Title/), "  Prompting 102  ");
    await user.selectOptions(screen.getByLabelText(/^Category/), "Education");
    await user.click(screen.getByRole("button", { name: "Update Course" }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: "PUT", path: "/api/v1/courses/c1" });
    const { _id, approved, email, ...fields } = course;
    expect(sent[0]!.body).toEqual(
      CourseInput.parse({ ...fields, title: "  Prompting 102  ", category: "Education" }),
    );
  });
});
