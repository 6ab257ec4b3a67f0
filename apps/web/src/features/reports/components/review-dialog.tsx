// The admin's review of one report: its figures' warnings, Approve, or Return with a note saying
// what to fix (the note is required to return). Each outcome is confirmed with a toast.
import { LIMITS, type Report } from "@alliance/shared";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { FormAlert, TextAreaField } from "../../../components/ui/field";
import { Modal } from "../../../components/ui/modal";
import { ApiError } from "../../../lib/api";
import { notify } from "../../../lib/toast";
import { reportError } from "../../staff/session";
import { useReviewReport } from "../api";
import { ReportStatusBadge, WarningsList } from "./report-status";

export const reportLabel = (report: Report) =>
  `${report.organizationName || report.userId?.username || "Unknown"} ${report.year} ${report.quarter}`;

export function ReviewDialog({ report, onClose }: { report: Report | null; onClose: () => void }) {
  const review = useReviewReport();
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);

  function close() {
    setNote("");
    setError(null);
    onClose();
  }

  function send(status: "approved" | "returned") {
    if (!report) return;
    if (status === "returned" && !note.trim()) {
      setError("Write a note saying what to fix before returning the report");
      return;
    }
    review.mutate(
      { id: report._id, review: status === "returned" ? { status, note: note.trim() } : { status } },
      {
        onSuccess: () => {
          notify.success(
            status === "approved"
              ? `Report ${reportLabel(report)} approved`
              : `Report ${reportLabel(report)} returned`,
          );
          close();
        },
        onError: (failure) =>
          reportError(failure, () =>
            setError(failure instanceof ApiError ? failure.message : "Error saving the review"),
          ),
      },
    );
  }

  return (
    <Modal
      open={report !== null}
      title={report ? `Review report ${reportLabel(report)}` : "Review report"}
      onClose={close}
      busy={review.isPending}
    >
      {report && (
        <div className="space-y-3">
          <FormAlert message={error} />
          <p className="text-sm text-gray-800">
            Status: <ReportStatusBadge status={report.status} />
          </p>
          <WarningsList warnings={report.warnings ?? []} title="Warnings on these figures" />
          <TextAreaField
            label="Note to the organisation (required to return)"
            value={note}
            maxLength={LIMITS.message}
            onChange={(event) => setNote(event.target.value)}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={close} disabled={review.isPending}>
              Cancel
            </Button>
            <Button variant="danger" onClick={() => send("returned")} disabled={review.isPending}>
              Return
            </Button>
            <Button variant="success" onClick={() => send("approved")} disabled={review.isPending}>
              Approve
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
