// The completeness screen's reminders (ADR 0024): a missing report's next step
// "Send reminder", "Remind all missing" in one click, whom to write to and when the organisation
// was last reminded, by an admin or automatically (the server allows one a day per organisation
// after either).
import {
  COMPLETENESS_TEXTS,
  type CompletenessDetail,
  type Quarter,
  REMIND_INTERVAL_HOURS,
  type RemindAllOut,
} from "@alliance/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { formatDate } from "../../../components/staff/format";
import { Button } from "../../../components/ui/button";
import type { TableColumn } from "../../../components/ui/table";
import { VisuallyHidden } from "../../../components/ui/visually-hidden";
import { ApiError, api } from "../../../lib/api";
import { notify } from "../../../lib/toast";
import { reportsKeys } from "../api";

type Row = CompletenessDetail["organizations"][number];

/** Reminded within the last 24 hours, by an admin or automatically: the next one must wait. */
const remindedRecently = (org: Row, now = Date.now()) =>
  org.lastRemindedAt !== null &&
  now - new Date(org.lastRemindedAt).getTime() < REMIND_INTERVAL_HOURS * 3600_000;

/** A missing report's next step: "Send reminder", or why none can go now. */
export function RemindButton({ org, year, quarter }: { org: Row; year: number; quarter: Quarter }) {
  const client = useQueryClient();
  const remind = useMutation({
    mutationFn: () =>
      api.post<{ message: string }>("/reports/completeness/remind", {
        organizationId: org._id,
        year,
        quarter,
      }),
    onSuccess: (answer) => notify.success(answer.message),
    onError: (error) =>
      notify.error(error instanceof ApiError ? error.message : "The reminder could not be sent."),
    onSettled: () => client.invalidateQueries({ queryKey: reportsKeys.all }),
  });
  if (org.status !== "missing") return null;
  if (org.users.length === 0) return <span>{COMPLETENESS_TEXTS.noOneToRemind}</span>;
  if (remindedRecently(org) && !remind.isPending) return <span>{COMPLETENESS_TEXTS.remindedRecently}</span>;
  return (
    <Button variant="secondary" disabled={remind.isPending} onClick={() => remind.mutate()}>
      {COMPLETENESS_TEXTS.sendReminder}
      <VisuallyHidden> to {org.name}</VisuallyHidden>
    </Button>
  );
}

/**
 * "Remind all missing": one click reminds every organisation still missing the quarter's report
 * that may be reminded now (the server leaves out those reminded in the last 24 hours).
 */
export function RemindAllButton({ rows, year, quarter }: { rows: Row[]; year: number; quarter: Quarter }) {
  const client = useQueryClient();
  const remind = useMutation({
    mutationFn: () => api.post<RemindAllOut>("/reports/completeness/remind-all", { year, quarter }),
    onSuccess: (answer) =>
      answer.reminded > 0 ? notify.success(answer.message) : notify.info(answer.message),
    onError: (error) =>
      notify.error(error instanceof ApiError ? error.message : "The reminders could not be sent."),
    onSettled: () => client.invalidateQueries({ queryKey: reportsKeys.all }),
  });
  const due = rows.filter(
    (org) => org.status === "missing" && org.users.length > 0 && !remindedRecently(org),
  );
  if (due.length === 0) return null;
  return (
    <Button disabled={remind.isPending} onClick={() => remind.mutate()}>
      {COMPLETENESS_TEXTS.remindAll} ({due.length})
    </Button>
  );
}

/**
 * A user's name over their e-mail link, in full: a long address wraps, breaking anywhere, at most
 * 11rem wide, so it never widens the table and is never cut.
 */
function UserContact({ name, email }: { name: string; email: string }) {
  return (
    <span className="block max-w-44 [overflow-wrap:anywhere]">
      <span className="block">{name}</span>
      <a className="text-brand underline" href={`mailto:${email}`}>
        {email}
      </a>
    </span>
  );
}

export const contactColumns: TableColumn<Row>[] = [
  {
    header: "Users",
    cell: (org) =>
      org.users.length === 0 ? (
        "-"
      ) : (
        <ul>
          {org.users.map((user) => (
            <li key={user.email}>
              <UserContact name={user.name} email={user.email} />
            </li>
          ))}
        </ul>
      ),
  },
  {
    header: COMPLETENESS_TEXTS.lastReminded,
    cell: (org) =>
      org.lastRemindedAt
        ? `${formatDate(org.lastRemindedAt)}${org.lastReminderAutomatic ? ` (${COMPLETENESS_TEXTS.automatic})` : ""}`
        : COMPLETENESS_TEXTS.never,
  },
];
