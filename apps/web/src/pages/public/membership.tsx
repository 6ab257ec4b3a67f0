import { usePageTitle } from "../../app/page-meta";
import { PublicPage } from "../../components/public/public-page";
import { type FieldDef, PublicForm } from "../../features/public/public-form";

const FIELDS: FieldDef[] = [
  { name: "firstName", label: "First name", autoComplete: "given-name" },
  { name: "surName", label: "Surname", autoComplete: "family-name" },
  { name: "role", label: "Role", autoComplete: "organization-title" },
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
  { name: "phone", label: "Phone", type: "tel", autoComplete: "tel" },
  { name: "organizationName", label: "Organization name", autoComplete: "organization" },
  { name: "website", label: "Website", type: "url", autoComplete: "url", half: false },
];

export default function MembershipPage() {
  usePageTitle("membership");
  return (
    <PublicPage title="Become a Member" width="max-w-3xl">
      <p className="mt-4 text-lg text-slate-700">
        Membership is free. It is open to organizations, associations and business networks that want to help
        train and certify one million people in AI.
      </p>
      <p className="mt-2 text-slate-700">Once you apply, someone from the alliance will reach out to you.</p>
      <div className="mt-8">
        <PublicForm
          form="membership"
          title="Membership application"
          fields={FIELDS}
          submitLabel="Apply for membership"
        />
      </div>
    </PublicPage>
  );
}
