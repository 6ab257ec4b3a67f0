import { SITE, TEXTS } from "@alliance/shared";

const telHref = `tel:${SITE.phone.replace(/[^+\d]/g, "")}`;

/** E-mail, phone, office address and opening hours from the site settings (docs/product/spec.md §2, footer). */
export function ContactDetails({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const link = tone === "dark" ? "text-white underline" : "text-brand underline";
  return (
    <ul className="space-y-3">
      <li>
        <span className="block text-sm font-semibold uppercase tracking-wide">Email</span>
        <a className={link} href={`mailto:${SITE.contactEmail}`}>
          {SITE.contactEmail}
        </a>
      </li>
      <li>
        <span className="block text-sm font-semibold uppercase tracking-wide">Phone</span>
        <a className={link} href={telHref}>
          {SITE.phone}
        </a>
      </li>
      <li>
        <span className="block text-sm font-semibold uppercase tracking-wide">Office</span>
        <address className="not-italic">
          {SITE.address.mall}, {SITE.address.tower}, {SITE.address.floor}, {SITE.address.city}
        </address>
      </li>
      <li>
        <span className="block text-sm font-semibold uppercase tracking-wide">Opening hours</span>
        {TEXTS.officeHours}
      </li>
    </ul>
  );
}
