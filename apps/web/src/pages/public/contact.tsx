import { usePageTitle } from "../../app/page-meta";
import { ContactDetails } from "../../components/public/contact-details";
import { PublicPage } from "../../components/public/public-page";
import { type FieldDef, PublicForm } from "../../features/public/public-form";

const FIELDS: FieldDef[] = [
  { name: "firstName", label: "First name", autoComplete: "given-name" },
  { name: "surName", label: "Surname", autoComplete: "family-name" },
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
  { name: "phone", label: "Phone", type: "tel", autoComplete: "tel" },
  { name: "organizationName", label: "Organization name", autoComplete: "organization", half: false },
  { name: "message", label: "Message", multiline: true },
];

export default function ContactPage() {
  usePageTitle("contact");
  return (
    <PublicPage title="Contact Us" width="max-w-6xl">
      <p className="mt-4 max-w-3xl text-lg text-slate-700">
        Questions about the alliance, membership or courses? Reach us directly or send an information request.
      </p>
      <div className="mt-8 grid gap-8 lg:grid-cols-3">
        <section
          aria-labelledby="contact-details-title"
          className="self-start rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
        >
          <h2 id="contact-details-title" className="text-xl font-bold text-brand-dark">
            Contact details
          </h2>
          <div className="mt-4 text-slate-800">
            <ContactDetails tone="light" />
          </div>
        </section>
        <div className="lg:col-span-2">
          <PublicForm form="request" title="Request information" fields={FIELDS} submitLabel="Send request" />
        </div>
      </div>
    </PublicPage>
  );
}
