import { usePageTitle } from "../../app/page-meta";
import { PublicPage } from "../../components/public/public-page";
import { type FieldDef, PublicForm } from "../../features/public/public-form";
import { useT } from "../../i18n/use-t";

const FIELDS: FieldDef[] = [
  { name: "firstName", label: "form.field.firstName", autoComplete: "given-name" },
  { name: "surName", label: "form.field.surName", autoComplete: "family-name" },
  { name: "role", label: "form.field.role", autoComplete: "organization-title" },
  { name: "email", label: "form.field.email", type: "email", autoComplete: "email" },
  { name: "phone", label: "form.field.phone", type: "tel", autoComplete: "tel" },
  { name: "organizationName", label: "form.field.organizationName", autoComplete: "organization" },
  { name: "website", label: "form.field.website", type: "url", autoComplete: "url", half: false },
];

export default function MembershipPage() {
  usePageTitle("membership");
  const t = useT();
  return (
    <PublicPage title={t("membership.title")} width="max-w-3xl">
      <p className="mt-4 text-lg text-slate-700">{t("membership.intro")}</p>
      <p className="mt-2 text-slate-700">{t("membership.next")}</p>
      <div className="mt-8">
        <PublicForm
          form="membership"
          title={t("membership.form")}
          fields={FIELDS}
          submitLabel={t("membership.submit")}
        />
      </div>
    </PublicPage>
  );
}
