// /admin-account (My account), for every staff user: who they are, change password, and which
// e-mails they receive, in which language.
import { type ReactNode, useId } from "react";
import { PageHeader } from "../../components/staff/page-header";
import { useStaffUser } from "../../lib/staff/staff-user";
import { ChangePasswordForm } from "./change-password-form";
import { LanguageChoice } from "./language-choice";
import { NotificationSwitches } from "./notification-switches";

/** One part of the page, named by its heading. */
function Part({
  title,
  className = "",
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-lg border border-gray-300 bg-white p-4 ${className}`}
    >
      <h2 id={headingId} className="mb-3 text-lg font-semibold text-gray-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function AccountPage() {
  const user = useStaffUser();
  return (
    <>
      <PageHeader title="My account" subtitle={`${user.username} · ${user.email}`} />
      <Part title="Change password" className="mb-8">
        <ChangePasswordForm />
      </Part>
      <Part title="Notifications">
        <NotificationSwitches isAdmin={user.isAdmin} />
        <div className="mt-6">
          {/* A session stored before languages existed has none until GET /users/me answers. */}
          <LanguageChoice language={user.language ?? "en"} />
        </div>
      </Part>
    </>
  );
}
