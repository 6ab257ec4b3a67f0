// Admins: what organisations proposed and wait for review, each to approve or discard naming the
// proposal on screen (its proposedAt: one swapped in meanwhile is refused, 409): pledges
// (docs/decisions/0027-impact-page-open-data-pledges.md) and websites (0033-security-round-4.md).
import { kenyanDate, type OrganizationOut } from "@alliance/shared";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button";
import { useDecide, waitingReviewQuery } from "./api";

const number = (value: number) => value.toLocaleString("en-KE");

interface Kind {
  what: "pledge" | "website";
  field: "pendingPledge" | "pendingWebsite";
  title: string;
  /** What waits, in a sentence; undefined when nothing does. */
  describe: (organization: OrganizationOut) => ReactNode;
  proposal: (organization: OrganizationOut) => { proposedAt: string; proposedBy: string } | null;
}

const PLEDGES: Kind = {
  what: "pledge",
  field: "pendingPledge",
  title: "Pledges waiting for review",
  proposal: (organization) => organization.pendingPledge,
  describe: ({ pendingPledge: pending, pledge }) =>
    pending && (
      <>
        train {number(pending.trained)} and certify {number(pending.certified)} by {kenyanDate(pending.by)}
        {pledge && ` (approved now: ${number(pledge.trained)} trained)`}
      </>
    ),
};

const WEBSITES: Kind = {
  what: "website",
  field: "pendingWebsite",
  title: "Websites waiting for review",
  proposal: (organization) => organization.pendingWebsite,
  describe: ({ pendingWebsite: pending, website }) =>
    pending && (
      <>
        website <span className="break-all">{pending.website || "(none)"}</span>
        {` (approved now: ${website || "none"})`}
      </>
    ),
};

function Waiting({ kind, organization }: { kind: Kind; organization: OrganizationOut }) {
  const decide = useDecide(kind.what);
  const proposal = kind.proposal(organization)!;
  const act = (decision: "approve" | "discard") =>
    // The proposal on screen: if another took its place meanwhile, the API refuses (409).
    decide.mutate({ id: organization._id, decision: { decision, proposedAt: proposal.proposedAt } });
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 border-t border-gray-200 py-3 first:border-t-0">
      <p className="text-gray-800">
        <span className="font-semibold">{organization.name}</span>: {kind.describe(organization)}, proposed by{" "}
        {proposal.proposedBy}
      </p>
      <span className="flex gap-2">
        <Button
          onClick={() => act("approve")}
          disabled={decide.isPending}
          aria-label={`Approve the ${kind.what} of ${organization.name}`}
        >
          Approve
        </Button>
        <Button
          variant="secondary"
          onClick={() => act("discard")}
          disabled={decide.isPending}
          aria-label={`Discard the ${kind.what} of ${organization.name}`}
        >
          Discard
        </Button>
      </span>
    </li>
  );
}

function WaitingReview({ kind }: { kind: Kind }) {
  const pending = useQuery(waitingReviewQuery(kind.field));
  if (!pending.data || pending.data.length === 0) return null;
  const titleId = `pending-${kind.what}s-title`;
  return (
    <section aria-labelledby={titleId} className="mb-6 rounded-md border border-amber-300 bg-white p-4">
      <h2 id={titleId} className="text-lg font-semibold text-gray-900">
        {kind.title} ({pending.data.length})
      </h2>
      <ul className="mt-2">
        {pending.data.map((organization) => (
          <Waiting key={organization._id} kind={kind} organization={organization} />
        ))}
      </ul>
    </section>
  );
}

export const PendingPledges = () => <WaitingReview kind={PLEDGES} />;
export const PendingWebsites = () => <WaitingReview kind={WEBSITES} />;
