import { toHttpUrl } from "@alliance/shared";
import type { ReactNode } from "react";
import { useT } from "../../i18n/use-t";

/**
 * A link to another site, opened in a new tab (which screen readers are told). The address passes
 * the site's one address rule first: one that does not is not linked (no href).
 */
export function NewTabLink({
  href,
  className,
  children,
}: {
  href: string;
  className: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <a href={toHttpUrl(href)} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> {t("common.opensInNewTab")}</span>
    </a>
  );
}
