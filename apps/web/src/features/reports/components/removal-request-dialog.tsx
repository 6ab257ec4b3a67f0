// An organisation asks for its approved report to be removed, saying why: the report keeps
// counting publicly until an admin approves the removal (an approved report is never deleted by
// its organisation, ADR 0019).
import { REPORT_CHANGE_MESSAGES, type Report } from "@alliance/shared";
import { NoteDialog } from "../../../components/staff/note-dialog";
import { useRequestRemoval } from "../api";
import { reportLabel } from "./review-dialog";

export function RemovalRequestDialog({ report, onClose }: { report: Report | null; onClose: () => void }) {
  const request = useRequestRemoval();
  return (
    <NoteDialog
      open={report !== null}
      title={report ? `Request removal of report ${reportLabel(report)}` : "Request removal"}
      intro={
        <p className="text-sm text-gray-800">
          This report is approved and counts in the public figures. An admin will review your request; until
          then the report stays public.
        </p>
      }
      label="Reason for removal (required)"
      action={REPORT_CHANGE_MESSAGES.requestRemoval}
      missing="Say why the report should be removed"
      sent={REPORT_CHANGE_MESSAGES.removalRequested}
      failed="Error requesting the removal"
      busy={request.isPending}
      onSend={(reason, callbacks) => report && request.mutate({ id: report._id, reason }, callbacks)}
      onClose={onClose}
    />
  );
}
