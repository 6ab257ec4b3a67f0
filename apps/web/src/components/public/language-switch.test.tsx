// The language switch leads to the same page (path and query) in the other language and remembers
// the choice; the note offers the remembered language on a page in the other one, until dismissed.
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { KiswahiliRouter } from "../../app/language-router";
import { LanguageProvider } from "../../i18n/language-context";
import { LanguageNote } from "./language-note";
import { LanguageSwitch } from "./language-switch";

afterEach(cleanup);
beforeEach(() => localStorage.clear());

function englishPage(address: string, children: React.ReactNode) {
  const { hook, searchHook } = memoryLocation({ path: address });
  return render(
    <Router hook={hook} searchHook={searchHook}>
      <LanguageProvider language="en">{children}</LanguageProvider>
    </Router>,
  );
}

function kiswahiliPage(address: string, children: React.ReactNode) {
  const { hook, searchHook } = memoryLocation({ path: address });
  return render(
    <Router hook={hook} searchHook={searchHook}>
      <LanguageProvider language="sw">
        <KiswahiliRouter>{children}</KiswahiliRouter>
      </LanguageProvider>
    </Router>,
  );
}

// A click on the switch would load another page; jsdom only records the click.
const stopNavigation = (event: MouseEvent) => event.preventDefault();

describe("language switch", () => {
  beforeEach(() => document.addEventListener("click", stopNavigation));
  afterEach(() => document.removeEventListener("click", stopNavigation));

  it("leads from an English page to the same page and query in Kiswahili, and remembers it", async () => {
    englishPage("/learning?q=data&page=2", <LanguageSwitch className="" />);
    const link = screen.getByRole("link", { name: "Kiswahili" });
    expect(link).toHaveAttribute("href", "/sw/learning?q=data&page=2");
    expect(link).toHaveAttribute("hreflang", "sw");
    expect(link).toHaveAttribute("lang", "sw");
    await userEvent.click(link);
    expect(localStorage.getItem("site-language")).toBe("sw");
  });

  it("leads from a Kiswahili page back to the English one, the home page included", async () => {
    kiswahiliPage("/sw/learning?q=data", <LanguageSwitch className="" />);
    expect(screen.getByRole("link", { name: "English" })).toHaveAttribute("href", "/learning?q=data");
    cleanup();
    kiswahiliPage("/sw", <LanguageSwitch className="" />);
    const home = screen.getByRole("link", { name: "English" });
    expect(home).toHaveAttribute("href", "/");
    await userEvent.click(home);
    expect(localStorage.getItem("site-language")).toBe("en");
  });
});

describe("language note", () => {
  it("offers nothing without a remembered or preferred other language", () => {
    englishPage("/contact", <LanguageNote />);
    expect(screen.queryByRole("complementary")).not.toBeInTheDocument();
  });

  it("offers Kiswahili, in Kiswahili, on an English page once Kiswahili was chosen; dismissed for good", async () => {
    localStorage.setItem("site-language", "sw");
    englishPage("/contact?x=1", <LanguageNote />);
    const note = await screen.findByRole("complementary");
    expect(note).toHaveAttribute("lang", "sw");
    expect(screen.getByRole("link", { name: "Soma kwa Kiswahili" })).toHaveAttribute(
      "href",
      "/sw/contact?x=1",
    );
    await userEvent.click(screen.getByRole("button", { name: "Funga" }));
    expect(screen.queryByRole("complementary")).not.toBeInTheDocument();
    cleanup();
    englishPage("/contact", <LanguageNote />);
    expect(screen.queryByRole("complementary")).not.toBeInTheDocument();
  });

  it("offers English, in English, on a Kiswahili page once English was chosen", async () => {
    localStorage.setItem("site-language", "en");
    kiswahiliPage("/sw", <LanguageNote />);
    expect(await screen.findByRole("link", { name: "Read in English" })).toHaveAttribute("href", "/");
  });
});
