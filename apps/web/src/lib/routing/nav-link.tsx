// A navigation link that knows when it is the current page: aria-current="page" for assistive
// technology, and a class for the eye. wouter's <Link> only offers the class, and compares the
// address exactly; useRoute matches as the route table does (case and a trailing slash ignored).
import type { AnchorHTMLAttributes } from "react";
import { Link, useRoute } from "wouter";

export interface NavLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "className"> {
  /** The path of a page (no query): the link is current on that page only. */
  to: string;
  className?: string | ((isActive: boolean) => string);
}

export function NavLink({ to, className, ...rest }: NavLinkProps) {
  const [isActive] = useRoute(to);
  return (
    <Link
      {...rest}
      to={to}
      aria-current={isActive ? "page" : undefined}
      className={typeof className === "function" ? className(isActive) : className}
    />
  );
}
