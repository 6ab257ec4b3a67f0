// Beside a report's figures in the review: how much of its certified figure anyone can check, the
// valid certificates this site issued for the organisation with a completion date in the report's
// quarter and the verified credentials the organisation attached to the report that count
// (docs/decisions/0041-open-badges-credentials.md).
import type { Report } from "@alliance/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";

const number = (value: number) => value.toLocaleString("en-KE");

export function VerifiableNote({ report }: { report: Report }) {
  const certified = report.metrics.certified ?? 0;
  const organizationId = report.organizationId ?? null;
  const count = useQuery({
    queryKey: ["credentials", "verifiable", organizationId, report.year, report.quarter],
    queryFn: ({ signal }) =>
      api.get<{ count: number }>(
        "/credentials/verifiable-count",
        { organizationId: organizationId!, year: report.year, quarter: report.quarter },
        signal,
      ),
    enabled: organizationId !== null && certified > 0,
  });
  if (!count.data || certified <= 0) return null;
  const verifiable = Math.min(count.data.count, certified);
  return (
    <p className="text-sm text-gray-900" data-testid="certified-verifiable">
      Certified {number(certified)}, of which {number(verifiable)} verifiable: valid certificates completed in{" "}
      {report.year} {report.quarter}, issued on this site for this organisation or issued by it elsewhere and
      attached to this report.
    </p>
  );
}
