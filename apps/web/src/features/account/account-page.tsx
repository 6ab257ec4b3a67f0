// /admin-account (My account), for every staff user: who they are, change password, and which
// e-mails they receive.
import { PageHeader } from "../../components/staff/page-header";
import { useStaffUser } from "../staff/staff-user";
import { ChangePasswordForm } from "./change-password-form";
import { NotificationSwitches } from "./notification-switches";

export default function AccountPage() {
  const user = useStaffUser();
  return (
    <>
      <PageHeader title="My account" subtitle={`${user.username} · ${user.email}`} />
      <section
        aria-labelledby="password-heading"
        className="mb-8 rounded-lg border border-gray-300 bg-white p-4"
      >
        <h2 id="password-heading" className="mb-3 text-lg font-semibold text-gray-900">
          Change password
        </h2>
        <ChangePasswordForm />
      </section>
      <section
        aria-labelledby="notifications-heading"
        className="rounded-lg border border-gray-300 bg-white p-4"
      >
        <h2 id="notifications-heading" className="mb-3 text-lg font-semibold text-gray-900">
          Notifications
        </h2>
        <NotificationSwitches isAdmin={user.isAdmin} />
      </section>
    </>
  );
}
