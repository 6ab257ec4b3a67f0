// /admin-home: greeting and count cards (members and courses for everyone, users and requests for
// admins), each count read from X-Total-Count with pageSize=1.
import { TEXTS } from "@alliance/shared";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { fetchCount } from "../../features/staff/list";
import { ReportReminders, ReviewQueueCard } from "../../features/staff/reports/components/report-reminders";
import { useStaffUser } from "../../features/staff/staff-user";
import { paths } from "../../paths";

function CountCard({ label, path, to }: { label: string; path: string; to: string }) {
  const count = useQuery({
    queryKey: ["count", path],
    queryFn: ({ signal }) => fetchCount(path, signal),
  });
  return (
    <li>
      <Link
        to={to}
        className="block rounded-lg border border-gray-300 bg-white p-4 shadow-sm hover:border-brand focus-visible:border-brand"
      >
        <span className="block text-sm font-medium text-gray-800">{label}</span>
        <span className="mt-1 block text-3xl font-bold text-brand" aria-live="polite">
          {count.isPending ? TEXTS.loading : count.isError ? "-" : count.data.toLocaleString()}
        </span>
      </Link>
    </li>
  );
}

export default function HomePage() {
  const user = useStaffUser();
  return (
    <section aria-labelledby="staff-home-title">
      <h1 id="staff-home-title" className="text-2xl font-bold text-gray-900">
        Welcome, {user.username}
      </h1>
      <p className="mt-1 text-gray-800">
        {user.isAdmin ? TEXTS.fullAdminRights : `Manage ${user.organizationName}, courses, reports`}
      </p>
      <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Counts">
        <CountCard label="Members" path="/members" to={paths.adminMembers} />
        <CountCard label="Courses" path="/courses" to={paths.adminCourses} />
        {user.isAdmin && <CountCard label="Users" path="/users" to={paths.adminUsers} />}
        {user.isAdmin && <CountCard label="Requests" path="/requests" to={paths.adminRequests} />}
        {user.isAdmin && <ReviewQueueCard />}
      </ul>
      {!user.isAdmin && <ReportReminders />}
    </section>
  );
}
