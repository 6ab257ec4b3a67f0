// /admin-credentials: the issuing screen (docs/decisions/0041-open-badges-credentials.md). An
// organisation whose member record is approved (or an admin, for any such organisation) picks one
// of its approved courses and issues one certificate or a batch; below, the certificates issued
// with their status, each revoked or suspended (or a suspension lifted) with a reason, confirmed.
import type { CredentialStatusValue, CredentialSummaryOut } from "@alliance/shared";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { formatDate } from "../../../components/staff/format";
import { PageHeader } from "../../../components/staff/page-header";
import { Button } from "../../../components/ui/button";
import { FormAlert, SelectField, TextField } from "../../../components/ui/field";
import { Modal } from "../../../components/ui/modal";
import { PageSteps } from "../../../components/ui/pagination";
import { Table, type TableColumn } from "../../../components/ui/table";
import { ApiError } from "../../../lib/api";
import { useStaffUser } from "../../../lib/staff/staff-user";
import { notify } from "../../../lib/toast";
import { CREDENTIALS_PAGE_SIZE, issuableQuery, issuedQuery, useSetStatus } from "./api";
import { BatchUpload } from "./batch-upload";
import { IssueForm } from "./issue-form";

const STATUS_STYLE: Record<CredentialStatusValue, string> = {
  active: "bg-green-100 text-green-900",
  revoked: "bg-red-100 text-red-900",
  suspended: "bg-amber-100 text-amber-950",
};

const STATUS_LABEL: Record<CredentialStatusValue, string> = {
  active: "valid",
  revoked: "revoked",
  suspended: "suspended",
};

interface Change {
  credential: CredentialSummaryOut;
  status: CredentialStatusValue;
}

const ACTION: Record<CredentialStatusValue, { verb: string; explain: string }> = {
  revoked: {
    verb: "Revoke",
    explain: "A revoked certificate fails verification from now on, everywhere. This cannot be undone.",
  },
  suspended: {
    verb: "Suspend",
    explain: "A suspended certificate fails verification until the suspension is lifted.",
  },
  active: { verb: "Lift suspension", explain: "The certificate verifies again." },
};

function StatusDialog({ change, onClose }: { change: Change | null; onClose: () => void }) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const setStatus = useSetStatus();
  useEffect(() => {
    if (change) {
      setReason("");
      setError(null);
    }
  }, [change]);
  const action = change ? ACTION[change.status] : null;
  const needsReason = change?.status !== "active";
  function confirm() {
    if (!change) return;
    if (needsReason && !reason.trim()) {
      setError("Give the reason (it is shown on the certificate's page)");
      return;
    }
    setStatus.mutate(
      { id: change.credential.id, status: change.status, reason: reason.trim() },
      {
        onSuccess: () => {
          notify.success(`Certificate ${STATUS_LABEL[change.status]}`);
          onClose();
        },
        onError: (failure) =>
          setError(failure instanceof ApiError ? failure.message : "Error changing the certificate"),
      },
    );
  }
  return (
    <Modal
      open={change !== null}
      title={
        change && action
          ? `${action.verb} the certificate of ${change.credential.recipientName ?? "this recipient"}?`
          : "Certificate"
      }
      onClose={onClose}
      busy={setStatus.isPending}
      size="sm"
    >
      {change && action && (
        <div>
          <p className="mb-3 text-gray-800">
            {change.credential.course.title}, completed {change.credential.completedOn}. {action.explain}
          </p>
          <FormAlert message={error} />
          {needsReason && (
            <TextField
              label="Reason"
              required
              value={reason}
              maxLength={500}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose} disabled={setStatus.isPending}>
              Cancel
            </Button>
            <Button
              variant={change.status === "active" ? "primary" : "danger"}
              onClick={confirm}
              disabled={setStatus.isPending}
              aria-busy={setStatus.isPending}
            >
              {setStatus.isPending ? "Saving..." : action.verb}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}

function columns(
  showOrganisation: boolean,
  actions: (credential: CredentialSummaryOut) => ReactNode,
): TableColumn<CredentialSummaryOut>[] {
  return [
    {
      header: "Recipient",
      cell: (row) => (
        <a href={row.url} target="_blank" rel="noopener" className="font-medium text-blue-800 underline">
          {row.recipientName}
          <span className="sr-only"> (opens the certificate's page in a new tab)</span>
        </a>
      ),
    },
    { header: "Course", cell: (row) => row.course.title },
    ...(showOrganisation
      ? [{ header: "Organisation", cell: (row: CredentialSummaryOut) => row.organization.name }]
      : []),
    { header: "Completed", className: "whitespace-nowrap", cell: (row) => row.completedOn },
    { header: "Issued", className: "whitespace-nowrap", cell: (row) => formatDate(row.issuedAt) },
    {
      header: "Status",
      cell: (row) => (
        <>
          <span className={`rounded px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[row.status]}`}>
            {STATUS_LABEL[row.status]}
          </span>
          {row.statusReason && <p className="mt-1 text-xs text-gray-800">{row.statusReason}</p>}
        </>
      ),
    },
    { header: "Actions", cell: actions },
  ];
}

function IssuedList({ showOrganisation }: { showOrganisation: boolean }) {
  const [page, setPage] = useState(1);
  const list = useQuery(issuedQuery(page));
  const [change, setChange] = useState<Change | null>(null);
  const rows = list.data?.items ?? [];
  const message =
    rows.length === 0 ? (list.isLoading ? "Loading..." : "No certificates issued yet") : undefined;
  const button = (credential: CredentialSummaryOut, status: CredentialStatusValue) => (
    <Button
      variant={status === "active" ? "secondary" : "danger"}
      onClick={() => setChange({ credential, status })}
    >
      {ACTION[status].verb}
      <span className="sr-only"> the certificate of {credential.recipientName}</span>
    </Button>
  );
  const actions = (credential: CredentialSummaryOut) => (
    <div className="flex flex-wrap gap-1">
      {credential.status === "active" && button(credential, "suspended")}
      {credential.status !== "revoked" && button(credential, "revoked")}
      {credential.status === "suspended" && button(credential, "active")}
    </div>
  );
  return (
    <>
      <Table
        label="Issued certificates"
        columns={columns(showOrganisation, actions)}
        rows={rows}
        rowKey={(row) => row.id}
        message={message}
      />
      <PageSteps
        label="Certificate pages"
        page={page}
        total={list.data?.total ?? 0}
        pageSize={CREDENTIALS_PAGE_SIZE}
        onPageChange={setPage}
      />
      <StatusDialog change={change} onClose={() => setChange(null)} />
    </>
  );
}

function Issuing() {
  const issuable = useQuery(issuableQuery);
  const organizations = issuable.data?.organizations ?? [];
  const [organizationId, setOrganizationId] = useState("");
  const [courseId, setCourseId] = useState("");
  const [mode, setMode] = useState<"one" | "batch">("one");
  const organisation = organizations.find((entry) => entry.id === organizationId) ?? organizations[0];
  const course = organisation?.courses.find((entry) => entry.id === courseId) ?? organisation?.courses[0];

  if (issuable.isLoading) return <p>Loading...</p>;
  if (issuable.error) {
    return (
      <p className="rounded-md border border-gray-300 bg-gray-50 p-3">
        {issuable.error instanceof ApiError && issuable.error.status === 403
          ? "Certificates are issued by organisations whose member record is approved. Once your membership is approved, you can issue certificates for your approved courses here."
          : "Error loading the courses you may certify"}
      </p>
    );
  }
  if (!organisation) return <p>No organisation may issue certificates yet.</p>;
  return (
    <>
      <div className="grid gap-x-4 sm:grid-cols-2">
        {organizations.length > 1 && (
          <SelectField
            label="Organisation"
            value={organisation.id}
            onChange={(event) => {
              setOrganizationId(event.target.value);
              setCourseId("");
            }}
          >
            {organizations.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.name}
              </option>
            ))}
          </SelectField>
        )}
        {organisation.courses.length > 0 && (
          <SelectField
            label="Course"
            value={course?.id}
            onChange={(event) => setCourseId(event.target.value)}
          >
            {organisation.courses.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.title}
              </option>
            ))}
          </SelectField>
        )}
      </div>
      {!course ? (
        <p className="rounded-md border border-gray-300 bg-gray-50 p-3">
          {organisation.name} has no approved course yet: certificates are issued for approved courses.
        </p>
      ) : (
        <>
          <fieldset className="mb-4 flex gap-4">
            <legend className="sr-only">How many recipients</legend>
            <label className="flex items-center gap-1">
              <input type="radio" name="mode" checked={mode === "one"} onChange={() => setMode("one")} /> One
              recipient
            </label>
            <label className="flex items-center gap-1">
              <input type="radio" name="mode" checked={mode === "batch"} onChange={() => setMode("batch")} />{" "}
              A batch from a file
            </label>
          </fieldset>
          {mode === "one" ? (
            <IssueForm key={course.id} courseId={course.id} organizationId={organisation.id} />
          ) : (
            <BatchUpload key={course.id} courseId={course.id} organizationId={organisation.id} />
          )}
        </>
      )}
    </>
  );
}

export default function CredentialsPage() {
  const user = useStaffUser();
  return (
    <>
      <PageHeader
        title="Certificates"
        subtitle="Verifiable Open Badges 3.0 certificates for your approved courses: anyone can check them at their link."
      />
      <div className="mb-8 rounded-lg border border-gray-300 bg-white p-4">
        <h2 className="mb-3 text-lg font-semibold">Issue certificates</h2>
        <Issuing />
      </div>
      <div>
        <h2 className="mb-3 text-lg font-semibold">Issued certificates</h2>
        <IssuedList showOrganisation={user.isAdmin} />
      </div>
    </>
  );
}
