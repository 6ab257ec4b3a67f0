// The completeness screen's contact columns (ADR 0024): whom to write to, when the organisation
// was last reminded, and "Send reminder" (admin; the server allows one a day per organisation).
import { COMPLETENESS_TEXTS, type CompletenessDetail, type Quarter } from "@alliance/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { formatDate } from "../../../components/staff/format";
import { FullValueTip, TruncatedText, useIsCut } from "../../../components/staff/list/truncated-text";
import { Button } from "../../../components/ui/button";
import type { TableColumn } from "../../../components/ui/table";
import { VisuallyHidden } from "../../../components/ui/visually-hidden";
import { ApiError, api } from "../../../lib/api";
import { notify } from "../../../lib/toast";
import { reportsKeys } from "../api";

type Row = CompletenessDetail["organizations"][number];

function RemindButton({ org, year, quarter }: { org: Row; year: number; quarter: Quarter }) {
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
  if (org.status !== "missing" || org.users.length === 0) return null;
  return (
    <Button variant="secondary" disabled={remind.isPending} onClick={() => remind.mutate()}>
      {COMPLETENESS_TEXTS.sendReminder}
      <VisuallyHidden> to {org.name}</VisuallyHidden>
    </Button>
  );
}

/**
 * A user's name over their e-mail link, each at most 11rem wide and cut with an ellipsis so a long
 * address never widens the table. The link itself is the cut box: its clickable area ends where
 * its text is cut (an inline link inside a cut box would reach over the next columns).
 */
function UserContact({ name, email }: { name: string; email: string }) {
  const { ref, cut } = useIsCut<HTMLAnchorElement>();
  return (
    <>
      <TruncatedText text={name} className="max-w-44" />
      <span className="group relative block max-w-44">
        <a ref={ref} className="block truncate text-brand underline" href={`mailto:${email}`} title={email}>
          {email}
        </a>
        {cut && <FullValueTip text={email} />}
      </span>
    </>
  );
}

export const contactColumns = (year: number, quarter: Quarter): TableColumn<Row>[] => [
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
    cell: (org) => (org.lastRemindedAt ? formatDate(org.lastRemindedAt) : COMPLETENESS_TEXTS.never),
  },
  { header: "Reminder", cell: (org) => <RemindButton org={org} year={year} quarter={quarter} /> },
];
