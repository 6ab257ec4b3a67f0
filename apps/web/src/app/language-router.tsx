// The Kiswahili pages' router: the public routes again under /sw (docs/decisions/0029-public-site-in-two-languages.md),
// so a page's own links (<Link to={paths.learning}>) lead to /sw/learning without the page knowing
// its language. Its home page is "/sw", not the "/sw/" wouter would write for a link to "/".
import type { ReactNode } from "react";
import { Router, useRouter } from "wouter";

const BASE = "/sw";

/** "/sw/" (and "/sw/?x") → "/sw" ("/sw?x"); every other address unchanged. */
export const withoutHomeSlash = (href: string) => href.replace(/^\/sw\/(?=$|[?#])/, BASE);

export function KiswahiliRouter({ children }: { children: ReactNode }) {
  const parent = useRouter();
  return (
    <Router
      base={BASE}
      hrefs={withoutHomeSlash}
      aroundNav={(navigate, to, options) => parent.aroundNav(navigate, withoutHomeSlash(String(to)), options)}
    >
      {children}
    </Router>
  );
}
