// A report's review status as a badge, and its soft warnings as a list (never a refusal).
import { REPORT_STATUS_LABELS, type ReportStatus } from "@alliance/shared";

type Warning = { code: string; message: string; metric?: string | undefined };

const STATUS_CLASS: Record<ReportStatus, string> = {
  submitted: "bg-amber-100 text-amber-950",
  approved: "bg-green-100 text-green-900",
  returned: "bg-red-100 text-red-900",
};

/** `wrap`: a long label may take two lines (a narrow table column), never cut. */
export function ReportStatusBadge({ status, wrap = false }: { status: ReportStatus; wrap?: boolean }) {
  const lines = wrap ? "rounded-lg leading-4" : "whitespace-nowrap rounded-full";
  return (
    <span className={`inline-block ${lines} px-2 py-0.5 text-xs font-semibold ${STATUS_CLASS[status] ?? ""}`}>
      {REPORT_STATUS_LABELS[status] ?? status}
    </span>
  );
}

export function WarningsList({ warnings, title = "Please check" }: { warnings: Warning[]; title?: string }) {
  if (warnings.length === 0) return null;
  return (
    <div className="rounded-md border border-amber-600 bg-amber-50 px-3 py-2 text-sm text-amber-950">
      <p className="font-semibold">{title}</p>
      <ul className="list-disc pl-5">
        {warnings.map((warning) => (
          <li key={`${warning.code}-${warning.metric ?? ""}`}>{warning.message}</li>
        ))}
      </ul>
    </div>
  );
}
