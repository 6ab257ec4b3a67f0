import { SITE } from "@alliance/shared";
import { useT } from "../../i18n/use-t";

const telHref = `tel:${SITE.phone.replace(/[^+\d]/g, "")}`;

/** E-mail, phone, office address and opening hours from the site settings (docs/product/spec.md §2, footer). */
export function ContactDetails({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const t = useT();
  const link = tone === "dark" ? "text-white underline" : "text-brand underline";
  return (
    <ul className="space-y-3">
      <li>
        <span className="block text-sm font-semibold uppercase tracking-wide">
          {t("contactDetails.email")}
        </span>
        <a className={link} href={`mailto:${SITE.contactEmail}`}>
          {SITE.contactEmail}
        </a>
      </li>
      <li>
        <span className="block text-sm font-semibold uppercase tracking-wide">
          {t("contactDetails.phone")}
        </span>
        <a className={link} href={telHref}>
          {SITE.phone}
        </a>
      </li>
      <li>
        <span className="block text-sm font-semibold uppercase tracking-wide">
          {t("contactDetails.office")}
        </span>
        <address className="not-italic">
          {SITE.address.mall}, {SITE.address.tower}, {SITE.address.floor}, {SITE.address.city}
        </address>
      </li>
      <li>
        <span className="block text-sm font-semibold uppercase tracking-wide">
          {t("contactDetails.hours")}
        </span>
        {t("contactDetails.officeHours")}
      </li>
    </ul>
  );
}
