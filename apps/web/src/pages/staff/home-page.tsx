// /admin-home: greeting, a to-do list of what waits for the signed-in user (admins: members,
// courses, news, events, jobs and insights pending review or with changes pending review, requests
// not handled, a quarter past its reporting deadline without a release; organisation users: their own courses, news, events, jobs and insights pending
// review or with changes pending review), each linking to the filtered list, then count cards
// (members and courses for everyone, users and requests for admins), each count read from
// X-Total-Count with pageSize=1.
import { ACCOUNT_TEXTS, TEXTS } from "@alliance/shared";
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { mailStatusQuery } from "../../features/account/api";
import { pendingPledgesQuery } from "../../features/organizations/pledges/api";
import { ReleaseTask } from "../../features/releases/components/release-task";
import { ReportReminders, ReviewQueueCard } from "../../features/reports/components/report-reminders";
import { TaskLine, WaitingReportsTasks } from "../../features/reports/components/waiting-reports-tasks";
import { fetchCount } from "../../lib/staff/list";
import { useStaffUser } from "../../lib/staff/staff-user";
import { paths } from "../../paths";

function useCount(path: string, filters: Record<string, string> = {}) {
  return useQuery({
    queryKey: ["count", path, filters],
    queryFn: ({ signal }) => fetchCount(path, signal, filters),
  });
}

function CountCard({ label, path, to }: { label: string; path: string; to: string }) {
  const count = useCount(path);
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

/** Without a mail server nothing is e-mailed: say how many messages wait for an admin. */
function MailBanner() {
  const status = useQuery(mailStatusQuery());
  if (!status.data || status.data.smtp) return null;
  return (
    <p
      role="status"
      className="mt-4 rounded-lg border border-amber-600 bg-amber-50 p-3 text-amber-950 sm:max-w-xl"
    >
      {ACCOUNT_TEXTS.outboxBanner(status.data.waiting)}{" "}
      <Link to={paths.adminOutbox} className="font-medium text-brand underline">
        Open the Outbox
      </Link>
    </p>
  );
}

interface Task {
  path: string;
  filters: Record<string, string>;
  to: string;
  /** e.g. "members pending review" */
  what: string;
}

/** A to-do: the rows of a list that match `filters`, counted, and linking to that filtered list. */
function task(path: string, page: string, filters: Record<string, string>, what: string): Task {
  return { path, filters, to: `${page}?${new URLSearchParams(filters)}`, what };
}

/** Pledges waiting for an admin's review, approved or discarded on Organisations. */
function PledgesTask() {
  const pledges = useQuery(pendingPledgesQuery());
  return (
    <TaskLine to={paths.adminOrganizations} count={pledges.data?.length} what="pledges waiting for review" />
  );
}

function TaskItem({ task }: { task: Task }) {
  const count = useCount(task.path, task.filters);
  return <TaskLine to={task.to} count={count.isError ? undefined : count.data} what={task.what} />;
}

/** The content an organisation posts and the secretariat reviews: API list, staff page, plural. */
const REVIEWED_CONTENT: Array<[path: string, page: string, plural: string]> = [
  ["/news", paths.adminNews, "news items"],
  ["/events", paths.adminEvents, "events"],
  ["/jobs", paths.adminJobs, "jobs"],
  ["/insights", paths.adminInsights, "insights"],
];

export default function HomePage() {
  const user = useStaffUser();
  const tasks: Task[] = user.isAdmin
    ? [
        task("/members", paths.adminMembers, { status: "pending" }, "members pending review"),
        task("/courses", paths.adminCourses, { status: "pending" }, "courses pending review"),
        task(
          "/members",
          paths.adminMembers,
          { status: "changes" },
          "member records with changes pending review",
        ),
        task("/courses", paths.adminCourses, { status: "changes" }, "courses with changes pending review"),
        ...REVIEWED_CONTENT.flatMap(([path, page, plural]) => [
          task(path, page, { status: "pending" }, `${plural} pending review`),
          task(path, page, { status: "changes" }, `${plural} with changes pending review`),
        ]),
        task("/requests", paths.adminRequests, { handled: "false" }, "requests not handled"),
      ]
    : [
        task(
          "/courses",
          paths.adminCourses,
          { status: "pending", mine: "true" },
          "of your courses pending review",
        ),
        task(
          "/courses",
          paths.adminCourses,
          { status: "changes", mine: "true" },
          "of your courses with changes pending review",
        ),
        ...REVIEWED_CONTENT.flatMap(([path, page, plural]) => [
          task(path, page, { status: "pending", mine: "true" }, `of your ${plural} pending review`),
          task(
            path,
            page,
            { status: "changes", mine: "true" },
            `of your ${plural} with changes pending review`,
          ),
        ]),
      ];
  return (
    <section aria-labelledby="staff-home-title">
      <h1 id="staff-home-title" className="text-2xl font-bold text-gray-900">
        Welcome, {user.username}
      </h1>
      <p className="mt-1 text-gray-800">
        {user.isAdmin ? TEXTS.fullAdminRights : `Manage ${user.organizationName}, courses, reports`}
      </p>
      {user.isAdmin && <MailBanner />}
      {/* What an organisation must do comes first: its missing or returned reports. */}
      {!user.isAdmin && <ReportReminders />}
      <h2 id="staff-todo" className="mt-6 text-lg font-semibold text-gray-900">
        Waiting for you
      </h2>
      <ul className="peer mt-2 grid gap-2 sm:max-w-xl" aria-labelledby="staff-todo">
        {user.isAdmin && <WaitingReportsTasks />}
        {user.isAdmin && <PledgesTask />}
        {user.isAdmin && <ReleaseTask />}
        {tasks.map((task) => (
          <TaskItem key={task.to} task={task} />
        ))}
      </ul>
      {/* Lines with nothing waiting are left out; with none left, the list says so. */}
      <p className="mt-2 hidden text-gray-800 peer-empty:block" data-testid="nothing-waiting">
        Nothing is waiting for you.
      </p>
      <h2 className="mt-6 text-lg font-semibold text-gray-900">Totals</h2>
      <ul className="mt-2 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Counts">
        <CountCard label="Members" path="/members" to={paths.adminMembers} />
        <CountCard label="Courses" path="/courses" to={paths.adminCourses} />
        {user.isAdmin && <CountCard label="Users" path="/users" to={paths.adminUsers} />}
        {user.isAdmin && <CountCard label="Requests" path="/requests" to={paths.adminRequests} />}
        {user.isAdmin && <ReviewQueueCard />}
      </ul>
    </section>
  );
}
