import type { ImpactSummary } from "@alliance/shared";
import { formatNumber } from "./format";

const LINES = [
  { key: "aware", label: "Awareness", color: "#0b3d91", dash: "" },
  { key: "engaged", label: "Engaged", color: "#0f766e", dash: "6 4" },
  { key: "trained", label: "Trained", color: "#b45309", dash: "2 3" },
] as const;

const W = 600;
const H = 220;
const PAD = { left: 48, right: 48, top: 16, bottom: 44 };

/** The per-quarter series as a small inline SVG line chart, with the same data as a table for screen readers. */
export function ImpactChart({ series }: { series: ImpactSummary["series"] }) {
  const points = [...series].sort((a, b) => a.period.localeCompare(b.period));
  if (points.length === 0) return <p className="text-slate-700">No quarterly figures yet.</p>;
  const max = Math.max(1, ...points.flatMap((p) => [p.aware, p.engaged, p.trained]));
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (points.length === 1 ? innerW / 2 : (i / (points.length - 1)) * innerW);
  const y = (v: number) => PAD.top + innerH - (v / max) * innerH;
  const labelEvery = Math.ceil(points.length / 4);

  return (
    <figure>
      <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" aria-hidden="true" focusable="false">
        <line x1={PAD.left} x2={W - PAD.right} y1={H - PAD.bottom} y2={H - PAD.bottom} stroke="#94a3b8" />
        {LINES.map((line) => (
          <g key={line.key}>
            <polyline
              fill="none"
              stroke={line.color}
              strokeWidth="3"
              strokeDasharray={line.dash || undefined}
              points={points.map((p, i) => `${x(i)},${y(p[line.key])}`).join(" ")}
            />
            {points.map((p, i) => (
              <circle key={p.period} cx={x(i)} cy={y(p[line.key])} r="4" fill={line.color} />
            ))}
          </g>
        ))}
        {points.map((p, i) =>
          i % labelEvery === 0 ? (
            <text key={p.period} x={x(i)} y={H - 14} textAnchor="middle" fontSize="20" fill="#334155">
              {p.period}
            </text>
          ) : null,
        )}
      </svg>
      <figcaption className="mt-3 flex flex-wrap gap-4 text-sm text-slate-800">
        <span className="sr-only">Per-quarter awareness, engaged and trained figures.</span>
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
            {line.label}
          </span>
        ))}
      </figcaption>
      <table className="sr-only">
        <caption>Per-quarter figures</caption>
        <thead>
          <tr>
            <th scope="col">Quarter</th>
            {LINES.map((line) => (
              <th key={line.key} scope="col">
                {line.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.period}>
              <th scope="row">{p.period}</th>
              {LINES.map((line) => (
                <td key={line.key}>{formatNumber(p[line.key])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
