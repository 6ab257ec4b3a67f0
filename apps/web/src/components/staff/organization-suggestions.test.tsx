import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubApi } from "../../lib/staff/form-test-kit";
import { SEARCH_DEBOUNCE_MS } from "../../lib/staff/use-list-url";
import { OrganizationSuggestions } from "./organization-suggestions";

const asked = (path: string) => new URL(path, "http://x").searchParams.get("q") ?? "";

describe("<OrganizationSuggestions>", () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("asks for the names once the typing pauses, not on every keystroke", async () => {
    vi.useFakeTimers();
    const sent = stubApi([{ _id: "o1", name: "Acme Labs" }], { reads: true });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const ui = (typed: string) => (
      <QueryClientProvider client={client}>
        <OrganizationSuggestions id="names" typed={typed} />
      </QueryClientProvider>
    );
    const view = render(ui(""));
    for (const typed of ["a", "ac", "acm", "acme"]) {
      view.rerender(ui(typed));
      await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS / 3));
    }
    expect(sent.map((request) => asked(request.path))).toEqual([""]);
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    expect(sent.map((request) => asked(request.path))).toEqual(["", "acme"]);
    expect(view.container.querySelector('datalist option[value="Acme Labs"]')).not.toBeNull();
  });
});
