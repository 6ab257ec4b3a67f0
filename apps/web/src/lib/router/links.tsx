// Links within the app (lib/router): a real <a href> that the browser can open in a new tab,
// navigated in place on a plain left click.
import type { AnchorHTMLAttributes, MouseEvent } from "react";
import { useEffect } from "react";
import { hrefOf, useRouter } from "./context";
import { isActivePath, isExternal, resolvePath } from "./match";

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  to: string;
  replace?: boolean;
  ref?: React.Ref<HTMLAnchorElement>;
}

function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === "_self") &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

export function Link({ to, replace, onClick, target, ...rest }: LinkProps) {
  const { location, navigate } = useRouter();
  const external = isExternal(to);
  const href = external ? to : hrefOf(resolvePath(to, location));
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (external || !isPlainClick(event, target)) return;
        event.preventDefault();
        // A link to the page already open replaces it rather than adding a history entry.
        navigate(href, { replace: replace ?? href === hrefOf(location) });
      }}
    />
  );
}

export interface NavLinkProps extends Omit<LinkProps, "className"> {
  /** Only this exact path is "current" (not the paths below it). */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
}

/** A navigation link that knows when it is the current page (aria-current="page"). */
export function NavLink({ end = false, className, ...rest }: NavLinkProps) {
  const { location } = useRouter();
  const isActive = isActivePath(resolvePath(rest.to, location).pathname, location.pathname, end);
  return (
    <Link
      {...rest}
      aria-current={isActive ? "page" : undefined}
      className={typeof className === "function" ? className({ isActive }) : className}
    />
  );
}

/** Navigates once rendered (a redirect). */
export function Navigate({ to, replace }: { to: string; replace?: boolean }) {
  const { navigate } = useRouter();
  // biome-ignore lint/correctness/useExhaustiveDependencies: navigates once, where it was rendered
  useEffect(() => navigate(to, { replace }), []);
  return null;
}
