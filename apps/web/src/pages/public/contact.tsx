import { usePageTitle } from "../../app/page-meta";
import { ContactDetails } from "../../components/public/contact-details";
import { PublicPage } from "../../components/public/public-page";
import { type FieldDef, PublicForm } from "../../features/public/public-form";
import { useT } from "../../i18n/use-t";

const FIELDS: FieldDef[] = [
  { name: "firstName", label: "form.field.firstName", autoComplete: "given-name" },
  { name: "surName", label: "form.field.surName", autoComplete: "family-name" },
  { name: "email", label: "form.field.email", type: "email", autoComplete: "email" },
  { name: "phone", label: "form.field.phone", type: "tel", autoComplete: "tel" },
  {
    name: "organizationName",
    label: "form.field.organizationName",
    autoComplete: "organization",
    half: false,
  },
  { name: "message", label: "form.field.message", multiline: true },
];

export default function ContactPage() {
  usePageTitle("contact");
  const t = useT();
  return (
    <PublicPage title={t("contact.title")} width="max-w-6xl">
      <p className="mt-4 max-w-3xl text-lg text-slate-700">{t("contact.intro")}</p>
      <div className="mt-8 grid gap-8 lg:grid-cols-3">
        <section
          aria-labelledby="contact-details-title"
          className="self-start rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
        >
          <h2 id="contact-details-title" className="text-xl font-bold text-brand-dark">
            {t("contact.details")}
          </h2>
          <div className="mt-4 text-slate-800">
            <ContactDetails tone="light" />
          </div>
        </section>
        <div className="lg:col-span-2">
          <PublicForm
            form="request"
            title={t("contact.form")}
            fields={FIELDS}
            submitLabel={t("contact.submit")}
          />
        </div>
      </div>
    </PublicPage>
  );
}
