// Admins: pledges that organisations proposed, each to approve or discard (docs/decisions/0027-impact-page-open-data-pledges.md).
import { kenyanDate, type OrganizationOut, PLEDGE_TEXTS } from "@alliance/shared";
import { useQuery } from "@tanstack/react-query";
import { Button } from "../../../components/ui/button";
import { notify } from "../../../lib/toast";
import { pendingPledgesQuery, useDecidePledge } from "./api";

const number = (value: number) => value.toLocaleString("en-KE");

function PendingPledge({ organization }: { organization: OrganizationOut }) {
  const decide = useDecidePledge();
  const pending = organization.pendingPledge!;
  const act = (decision: "approve" | "discard") =>
    decide.mutate(
      // The proposal on screen: if another took its place meanwhile, the API refuses (409).
      { id: organization._id, decision: { decision, proposedAt: pending.proposedAt } },
      {
        onSuccess: () =>
          notify.success(decision === "approve" ? PLEDGE_TEXTS.approved : PLEDGE_TEXTS.discarded),
        onError: (error) => notify.error(error.message),
      },
    );
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 border-t border-gray-200 py-3 first:border-t-0">
      <p className="text-gray-800">
        <span className="font-semibold">{organization.name}</span>: train {number(pending.trained)} and
        certify {number(pending.certified)} by {kenyanDate(pending.by)}
        {organization.pledge && ` (approved now: ${number(organization.pledge.trained)} trained)`}, proposed
        by {pending.proposedBy}
      </p>
      <span className="flex gap-2">
        <Button
          onClick={() => act("approve")}
          disabled={decide.isPending}
          aria-label={`Approve the pledge of ${organization.name}`}
        >
          Approve
        </Button>
        <Button
          variant="secondary"
          onClick={() => act("discard")}
          disabled={decide.isPending}
          aria-label={`Discard the pledge of ${organization.name}`}
        >
          Discard
        </Button>
      </span>
    </li>
  );
}

export function PendingPledges() {
  const pending = useQuery(pendingPledgesQuery());
  if (!pending.data || pending.data.length === 0) return null;
  return (
    <section
      aria-labelledby="pending-pledges-title"
      className="mb-6 rounded-md border border-amber-300 bg-white p-4"
    >
      <h2 id="pending-pledges-title" className="text-lg font-semibold text-gray-900">
        Pledges waiting for review ({pending.data.length})
      </h2>
      <ul className="mt-2">
        {pending.data.map((organization) => (
          <PendingPledge key={organization._id} organization={organization} />
        ))}
      </ul>
    </section>
  );
}
