// An organisation asks for its approved report to be removed, saying why: the report keeps
// counting publicly until an admin approves the removal (an approved report is never deleted by
// its organisation, ADR 0019).
import { LIMITS, REPORT_CHANGE_MESSAGES, type Report } from "@alliance/shared";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { FormAlert, TextAreaField } from "../../../components/ui/field";
import { Modal } from "../../../components/ui/modal";
import { ApiError } from "../../../lib/api";
import { reportError } from "../../../lib/staff/session";
import { notify } from "../../../lib/toast";
import { useRequestRemoval } from "../api";
import { reportLabel } from "./review-dialog";

export function RemovalRequestDialog({ report, onClose }: { report: Report | null; onClose: () => void }) {
  const request = useRequestRemoval();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);

  function close() {
    setReason("");
    setError(null);
    onClose();
  }

  function send() {
    if (!report) return;
    if (!reason.trim()) {
      setError("Say why the report should be removed");
      return;
    }
    request.mutate(
      { id: report._id, reason: reason.trim() },
      {
        onSuccess: () => {
          notify.success(REPORT_CHANGE_MESSAGES.removalRequested);
          close();
        },
        onError: (failure) =>
          reportError(failure, () =>
            setError(failure instanceof ApiError ? failure.message : "Error requesting the removal"),
          ),
      },
    );
  }

  return (
    <Modal
      open={report !== null}
      title={report ? `Request removal of report ${reportLabel(report)}` : "Request removal"}
      onClose={close}
      busy={request.isPending}
    >
      {report && (
        <div className="space-y-3">
          <FormAlert message={error} />
          <p className="text-sm text-gray-800">
            This report is approved and counts in the public figures. An admin will review your request; until
            then the report stays public.
          </p>
          <TextAreaField
            label="Reason for removal (required)"
            value={reason}
            maxLength={LIMITS.message}
            onChange={(event) => setReason(event.target.value)}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={close} disabled={request.isPending}>
              Cancel
            </Button>
            <Button variant="danger" onClick={send} disabled={request.isPending}>
              {REPORT_CHANGE_MESSAGES.requestRemoval}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
