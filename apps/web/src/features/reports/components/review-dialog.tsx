// The admin's review of one report with the figures in front of them: the six figures, the
// organisation's proposed change beside the approved ones (changed figures marked), the previous
// approved quarter, the warnings, the breakdowns (who was trained, and where) and the evidence; Approve names the version shown (a report changed meanwhile is
// shown again instead of approved), Return needs a note. A removal request is decided here too.
// Approving a change to a quarter already in a published release needs a public reason (shown as
// written in the revisions log); the field is asked for then, and the API's refusal shown beside it.
import {
  LIMITS,
  periodOrdinal,
  type Quarter,
  REPORT_CHANGE_MESSAGES,
  type Release,
  type Report,
} from "@alliance/shared";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Button } from "../../../components/ui/button";
import { FormAlert, TextAreaField } from "../../../components/ui/field";
import { Modal } from "../../../components/ui/modal";
import { ApiError, api } from "../../../lib/api";
import { reportError } from "../../../lib/staff/session";
import { notify } from "../../../lib/toast";
import { releasesQuery, useDecideRemoval, useReviewReport } from "../api";
import { ReportBreakdowns } from "./report-breakdowns";
import { ReportEvidence } from "./report-evidence";
import { PendingChangeNote, RemovalRequestNote, ReportFigures } from "./report-figures";
import { ReportStatusBadge, WarningsList } from "./report-status";
import { VerifiableNote } from "./verifiable-note";

export const reportLabel = (report: Report) =>
  `${report.organizationName || report.userId?.username || "Unknown"} ${report.year} ${report.quarter}`;

/** Most a public reason may hold (shared PublicReason). */
const REASON_MAX = 500;

/** The newest release holding the report's quarter (of that quarter or a later one), if any. */
export function releaseHolding(report: Report, releases: readonly Release[] | undefined) {
  const at = periodOrdinal({ year: report.year, quarter: report.quarter as Quarter });
  return releases?.find(
    (release) => periodOrdinal({ year: release.year, quarter: release.quarter as Quarter }) >= at,
  );
}

/** The API's message for the public reason, if the refusal names it. */
function reasonIssue(failure: unknown) {
  if (!(failure instanceof ApiError) || failure.status !== 400) return undefined;
  return failure.body?.issues?.find((issue) => issue.path.endsWith("publicReason"))?.message;
}

export function ReviewDialog({ report, onClose }: { report: Report | null; onClose: () => void }) {
  const review = useReviewReport();
  const decideRemoval = useDecideRemoval();
  const [shown, setShown] = useState<Report | null>(report);
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [askReason, setAskReason] = useState(false);
  const releases = useQuery({ ...releasesQuery(), enabled: report !== null });
  const holding = shown ? releaseHolding(shown, releases.data) : undefined;
  const needsReason = askReason || holding !== undefined;
  const busy = review.isPending || decideRemoval.isPending;
  useEffect(() => setShown(report), [report]);

  function close() {
    setNote("");
    setError(null);
    setReason("");
    setReasonError(undefined);
    setAskReason(false);
    onClose();
  }

  /** On a 409 the report changed since it was shown: show the new version, approve nothing. */
  async function onFailure(failure: unknown, fallback: string) {
    const refused = reasonIssue(failure);
    if (refused) {
      setAskReason(true);
      setReasonError(refused);
      setError(null);
      return;
    }
    if (failure instanceof ApiError && failure.status === 409 && shown) {
      setError(failure.message);
      try {
        setShown(await api.get<Report>(`/reports/${shown._id}`));
      } catch {
        // The list refresh shows what is left of it.
      }
      return;
    }
    reportError(failure, () => setError(failure instanceof ApiError ? failure.message : fallback));
  }

  function send(status: "approved" | "returned") {
    if (!shown) return;
    if (status === "returned" && !note.trim()) {
      setError("Write a note saying what to fix before returning the report");
      return;
    }
    const publicReason = reason.trim();
    if (status === "approved" && needsReason && !publicReason) {
      setReasonError("Write the public reason for changing released figures (one or two sentences)");
      return;
    }
    setReasonError(undefined);
    const label = reportLabel(shown);
    review.mutate(
      {
        id: shown._id,
        review:
          status === "returned"
            ? { status, note: note.trim() }
            : {
                status,
                version: shown.version,
                ...(note.trim() ? { note: note.trim() } : {}),
                ...(publicReason ? { publicReason } : {}),
              },
      },
      {
        onSuccess: () => {
          notify.success(
            shown.pendingChange
              ? `Changes to report ${label} ${status === "approved" ? "approved" : "returned"}`
              : `Report ${label} ${status === "approved" ? "approved" : "returned"}`,
          );
          close();
        },
        onError: (failure) => void onFailure(failure, "Error saving the review"),
      },
    );
  }

  function decide(decision: "approve" | "decline") {
    if (!shown) return;
    const publicReason = reason.trim();
    if (decision === "approve" && needsReason && !publicReason) {
      setReasonError("Write the public reason for removing released figures (one or two sentences)");
      return;
    }
    setReasonError(undefined);
    decideRemoval.mutate(
      { id: shown._id, decision, note: note.trim(), ...(publicReason ? { publicReason } : {}) },
      {
        onSuccess: () => {
          notify.success(
            decision === "approve"
              ? REPORT_CHANGE_MESSAGES.removalApproved
              : REPORT_CHANGE_MESSAGES.removalDeclined,
          );
          close();
        },
        onError: (failure) => void onFailure(failure, "Error deciding the removal"),
      },
    );
  }

  const waitingChange = shown?.pendingChange && !shown.pendingChange.returnedNote;
  return (
    <Modal
      open={report !== null}
      title={shown ? `Review report ${reportLabel(shown)}` : "Review report"}
      onClose={close}
      busy={busy}
      size="lg"
    >
      {shown && (
        <div className="space-y-3">
          <FormAlert message={error} />
          <p className="text-sm text-gray-800">
            Status: <ReportStatusBadge status={shown.status} /> · version {shown.version}
            {shown.updatedBy ? `, last changed by ${shown.updatedBy}` : ""}
          </p>
          <PendingChangeNote report={shown} />
          <RemovalRequestNote report={shown} />
          <ReportFigures report={shown} />
          <VerifiableNote report={shown} />
          <WarningsList warnings={shown.warnings ?? []} title="Warnings on these figures" />
          <ReportBreakdowns report={shown} />
          <ReportEvidence report={shown} />
          <TextAreaField
            label={
              shown.removalRequest
                ? "Note to the organisation"
                : "Note to the organisation (required to return)"
            }
            value={note}
            maxLength={LIMITS.message}
            onChange={(event) => setNote(event.target.value)}
          />
          {needsReason && (
            <div>
              <TextAreaField
                label="Public reason (required to approve)"
                value={reason}
                rows={2}
                maxLength={REASON_MAX}
                error={reasonError}
                onChange={(event) => setReason(event.target.value)}
              />
              <p className="mt-1 text-xs text-gray-700">
                {holding
                  ? `${shown.quarter} ${shown.year} is in release ${holding.id}: approving changes published figures. `
                  : "This changes figures of a quarter already in a published release. "}
                One or two sentences, shown as written in the public revisions log, with no personal details.
              </p>
            </div>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={close} disabled={busy}>
              Cancel
            </Button>
            {shown.removalRequest ? (
              <>
                <Button variant="secondary" onClick={() => decide("decline")} disabled={busy}>
                  {REPORT_CHANGE_MESSAGES.declineRemoval}
                </Button>
                <Button variant="danger" onClick={() => decide("approve")} disabled={busy}>
                  {REPORT_CHANGE_MESSAGES.approveRemoval}
                </Button>
              </>
            ) : (
              <>
                <Button variant="danger" onClick={() => send("returned")} disabled={busy}>
                  {waitingChange ? "Return change" : "Return"}
                </Button>
                <Button variant="success" onClick={() => send("approved")} disabled={busy}>
                  {waitingChange ? "Approve change" : "Approve"}
                </Button>
              </>
            )}
          </div>
        </div>
      )}
    </Modal>
  );
}
