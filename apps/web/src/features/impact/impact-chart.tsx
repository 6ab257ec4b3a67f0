import { type ImpactSummary, parsePeriod, periodFromOrdinal, periodOrdinal } from "@alliance/shared";
import type { MessageId } from "../../i18n/message-ids";
import { useFormat } from "../../i18n/use-format";
import { type Translate, useT } from "../../i18n/use-t";

const LINES = [
  { key: "aware", label: "home.impact.metric.aware", color: "#0b3d91", dash: "" },
  { key: "engaged", label: "home.impact.metric.engaged", color: "#0f766e", dash: "6 4" },
  { key: "trained", label: "home.impact.metric.trained", color: "#b45309", dash: "2 3" },
] as const satisfies ReadonlyArray<{ key: string; label: MessageId; color: string; dash: string }>;

const W = 600;
const H = 240;
const PAD = { left: 48, right: 48, top: 36, bottom: 44 };

type Point = ImpactSummary["series"][number] & { ordinal: number };

const provisionalLabel = (t: Translate, p: { reported: number; expected: number }) =>
  t("home.chart.provisional", { reported: p.reported, expected: p.expected });

/** Runs of consecutive quarters: a quarter without figures breaks the line instead of being skipped over. */
function runsOf(points: Point[]): Point[][] {
  const runs: Point[][] = [];
  for (const point of points) {
    const run = runs.at(-1);
    if (run && run.at(-1)!.ordinal === point.ordinal - 1) run.push(point);
    else runs.push([point]);
  }
  return runs;
}

/**
 * The per-quarter series as a small inline SVG line chart, quarters spaced by time (an empty
 * quarter is a gap), the quarter in progress drawn faint and hollow with how many organisations
 * have reported so far; the same data as a table for screen readers.
 */
export function ImpactChart({ series }: { series: ImpactSummary["series"] }) {
  const t = useT();
  const format = useFormat();
  /** "2025-Q1" as the reader's language writes a quarter where room is short. */
  const periodName = (period: string) => {
    const parsed = parsePeriod(period);
    return parsed ? format.quarterShort(parsed.year, parsed.quarter) : period;
  };
  const points: Point[] = series
    .map((p) => ({ ...p, ordinal: periodOrdinal(parsePeriod(p.period) ?? { year: 0, quarter: "Q1" }) }))
    .sort((a, b) => a.ordinal - b.ordinal);
  if (points.length === 0) return <p className="text-slate-700">{t("home.chart.empty")}</p>;
  const max = Math.max(1, ...points.flatMap((p) => [p.aware, p.engaged, p.trained]));
  const first = points[0]!.ordinal;
  const span = points.at(-1)!.ordinal - first;
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const x = (p: Point) => PAD.left + (span === 0 ? innerW / 2 : ((p.ordinal - first) / span) * innerW);
  const y = (v: number) => PAD.top + innerH - (v / max) * innerH;
  const labelEvery = Math.max(1, Math.ceil((span + 1) / 4));
  const ticks = Array.from({ length: span + 1 }, (_, i) => first + i).filter(
    (o) => (o - first) % labelEvery === 0,
  );
  const runs = runsOf(points);
  const provisional = points.find((p) => p.provisional);

  return (
    <figure>
      <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" aria-hidden="true" focusable="false">
        <line x1={PAD.left} x2={W - PAD.right} y1={H - PAD.bottom} y2={H - PAD.bottom} stroke="#94a3b8" />
        {LINES.map((line) => (
          <g key={line.key}>
            {runs.map((run) =>
              run.slice(1).map((p, i) => {
                const from = run[i]!;
                return (
                  <line
                    key={`${line.key}-${p.period}`}
                    x1={x(from)}
                    y1={y(from[line.key])}
                    x2={x(p)}
                    y2={y(p[line.key])}
                    stroke={line.color}
                    strokeWidth="3"
                    strokeOpacity={p.provisional ? 0.45 : 1}
                    strokeDasharray={p.provisional ? "3 5" : line.dash || undefined}
                  />
                );
              }),
            )}
            {points.map((p) => (
              <circle
                key={p.period}
                cx={x(p)}
                cy={y(p[line.key])}
                r="4"
                fill={p.provisional ? "#fff" : line.color}
                stroke={line.color}
                strokeWidth="2"
              />
            ))}
          </g>
        ))}
        {provisional ? (
          <text
            x={Math.min(x(provisional), W - 8)}
            y={18}
            textAnchor={span === 0 ? "middle" : "end"}
            fontSize="15"
            fill="#334155"
          >
            {provisionalLabel(t, provisional)}
          </text>
        ) : null}
        {ticks.map((ordinal) => {
          const period = periodFromOrdinal(ordinal);
          return (
            <text
              key={ordinal}
              x={x({ ordinal } as Point)}
              y={H - 14}
              textAnchor="middle"
              fontSize="20"
              fill="#334155"
            >
              {format.quarterShort(period.year, period.quarter)}
            </text>
          );
        })}
      </svg>
      <figcaption className="mt-3 flex flex-wrap gap-4 text-sm text-slate-800">
        <span className="sr-only">{t("home.chart.description")}</span>
        {LINES.map((line) => (
          <span key={line.key} className="inline-flex items-center gap-2" aria-hidden="true">
            <svg viewBox="0 0 24 4" className="h-1 w-6" aria-hidden="true" focusable="false">
              <line
                x1="0"
                x2="24"
                y1="2"
                y2="2"
                stroke={line.color}
                strokeWidth="4"
                strokeDasharray={line.dash || undefined}
              />
            </svg>
            {t(line.label)}
          </span>
        ))}
        {provisional ? (
          <span data-testid="provisional-note">
            {periodName(provisional.period)}: {provisionalLabel(t, provisional)} {t("home.chart.hollow")}
          </span>
        ) : null}
      </figcaption>
      {/* Hidden by its wrapper: a table grows to its content whatever its own width, and its
          longer Kiswahili headings once pushed the page sideways. */}
      <div className="sr-only">
        <table>
          <caption>{t("home.chart.caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("home.chart.quarter")}</th>
              {LINES.map((line) => (
                <th key={line.key} scope="col">
                  {t(line.label)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.period}>
                <th scope="row">
                  {periodName(p.period)}
                  {p.provisional ? ` (${provisionalLabel(t, p)})` : ""}
                </th>
                {LINES.map((line) => (
                  <td key={line.key}>{format.number(p[line.key])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
