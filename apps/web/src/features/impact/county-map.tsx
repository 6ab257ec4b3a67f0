// Where they were trained (docs/decisions/0026-breakdowns-by-sex-age-county-disability.md): Kenya's 47 counties as a tile grid map
// (county-tile-layout.ts), shaded by the people trained in the period chosen (county-shading.ts).
// Plain SVG rendered on the server with the page: no map tiles, nothing from other sites. Each
// tile is a button named "NRB, Nairobi City: 1,234 trained" (its drawn abbreviation first); one tile is in the Tab order at a time
// (a roving tabindex, so the map is one Tab stop, not 47) and the arrow keys move between
// neighbouring tiles. Choosing a tile shows its trained and certified figures beside the map and,
// given the period, its women, youth and persons with disabilities from the counts reported by
// several dimensions at once (county-cross-panel.tsx, loaded when a county is first chosen).
import { type CategoryCounts, COUNTY_NAMES } from "@alliance/shared";
import { type KeyboardEvent, lazy, Suspense, useId, useRef, useState } from "react";
import { useFormat } from "../../i18n/use-format";
import { useT } from "../../i18n/use-t";
import type { CountyPanelPeriod } from "./county-cross-panel";
import { type StepLabels, shadingSteps, stepOf } from "./county-shading";
import {
  COUNTY_TILES,
  type CountyTile,
  type Direction,
  GRID_COLUMNS,
  GRID_ROWS,
  neighbourOf,
} from "./county-tile-layout";

// Not in the first load of the home or impact page: its script is fetched on the first choice.
const CountyCrossPanel = lazy(() => import("./county-cross-panel"));

const TILE = 40;
/** Room between tiles for the focus ring, which is drawn outside the tile. */
const GAP = 6;
const CELL = TILE + GAP;
const WIDTH = GRID_COLUMNS * CELL - GAP;
const HEIGHT = GRID_ROWS * CELL - GAP;

const ARROWS: Record<string, Direction> = {
  ArrowLeft: "left",
  ArrowRight: "right",
  ArrowUp: "up",
  ArrowDown: "down",
};

function Legend({ steps }: { steps: ReturnType<typeof shadingSteps> }) {
  const t = useT();
  const titleId = useId();
  return (
    <div>
      <p id={titleId} className="text-sm font-semibold text-slate-800">
        {t("picture.legendTitle")}
      </p>
      <ul aria-labelledby={titleId} className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-800">
        {steps.map((step) => (
          <li key={step.from} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="inline-block size-4 rounded-sm border border-slate-500"
              style={{ background: step.fill }}
            />
            {step.label}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The chosen county's figures, announced politely when the choice changes. */
function CountyFigures({
  code,
  trained,
  certified,
  period,
}: {
  code: string | null;
  trained: number;
  certified: number;
  period: CountyPanelPeriod | undefined;
}) {
  const t = useT();
  const format = useFormat();
  return (
    <div role="status" className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
      {code === null ? (
        <p className="text-slate-700">{t("picture.noCountyChosen")}</p>
      ) : (
        <>
          <p className="font-semibold text-brand-dark">{COUNTY_NAMES[code]}</p>
          <p className="text-slate-800">
            {t("picture.countyFigures", {
              trained: format.number(trained),
              certified: format.number(certified),
            })}
          </p>
          {period && (
            <Suspense fallback={<p className="mt-2 text-sm text-slate-700">{t("picture.cross.reading")}</p>}>
              <CountyCrossPanel code={code} period={period} />
            </Suspense>
          )}
        </>
      )}
    </div>
  );
}

export function CountyMap({
  trained,
  certified,
  period,
  level = 4,
}: {
  trained: CategoryCounts;
  certified: CategoryCounts;
  /** The period of the figures: given, a chosen county also shows its cross-classified figures. */
  period?: CountyPanelPeriod | undefined;
  /** The level of its heading (3 where the picture's own title is an h2). */
  level?: 3 | 4;
}) {
  const t = useT();
  const format = useFormat();
  const Heading = level === 3 ? "h3" : "h4";
  const titleId = useId();
  const hintId = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const [focusable, setFocusable] = useState<string>(COUNTY_TILES[0]!.code);
  const tiles = useRef(new Map<string, SVGGElement>());
  const labels: StepLabels = {
    none: t("picture.legendNone"),
    range: (from, to) => t("picture.legendRange", { from: format.number(from), to: format.number(to) }),
    open: (from) => t("picture.legendOpen", { from: format.number(from) }),
  };
  const steps = shadingSteps(
    COUNTY_TILES.map((tile) => trained[tile.code] ?? 0),
    labels,
  );

  const moveFocus = (tile: CountyTile) => {
    setFocusable(tile.code);
    tiles.current.get(tile.code)?.focus();
  };
  const choose = (code: string) => setChosen((current) => (current === code ? null : code));

  const onKeyDown = (event: KeyboardEvent<SVGGElement>, tile: CountyTile) => {
    const direction = ARROWS[event.key];
    if (direction) moveFocus(neighbourOf(tile, direction));
    else if (event.key === "Home") moveFocus(COUNTY_TILES[0]!);
    else if (event.key === "End") moveFocus(COUNTY_TILES.at(-1)!);
    else if (event.key === "Enter" || event.key === " ") choose(tile.code);
    else return;
    // Arrows and Space would otherwise scroll the page.
    event.preventDefault();
  };

  return (
    <div>
      <Heading id={titleId} className="text-lg font-semibold text-brand-dark">
        {t("picture.mapTitle")}
      </Heading>
      <p id={hintId} className="text-sm text-slate-700">
        {t("picture.mapHint")}
      </p>
      <div className="mt-3 grid items-start gap-4 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        {/* biome-ignore lint/a11y/useSemanticElements: the map is an SVG; a <fieldset> cannot hold its tiles. */}
        <svg
          viewBox={`-4 -4 ${WIDTH + 8} ${HEIGHT + 8}`}
          role="group"
          aria-labelledby={titleId}
          aria-describedby={hintId}
          className="county-map h-auto w-full max-w-xl"
          data-testid="county-map"
        >
          {COUNTY_TILES.map((tile) => {
            const count = trained[tile.code] ?? 0;
            const step = stepOf(count, steps);
            const isChosen = chosen === tile.code;
            return (
              // biome-ignore lint/a11y/useSemanticElements: an SVG shape cannot be a <button>; role, name, state and keys are given.
              <g
                key={tile.code}
                ref={(element) => {
                  if (element) tiles.current.set(tile.code, element);
                  else tiles.current.delete(tile.code);
                }}
                role="button"
                tabIndex={tile.code === focusable ? 0 : -1}
                aria-label={t("picture.tileLabel", {
                  abbreviation: tile.abbreviation,
                  county: COUNTY_NAMES[tile.code]!,
                  trained: format.number(count),
                })}
                aria-pressed={isChosen}
                data-county={tile.code}
                className="county-tile"
                transform={`translate(${tile.column * CELL} ${tile.row * CELL})`}
                onClick={() => {
                  setFocusable(tile.code);
                  choose(tile.code);
                }}
                onKeyDown={(event) => onKeyDown(event, tile)}
              >
                <rect
                  className="county-tile-ring"
                  x={-4.5}
                  y={-4.5}
                  width={TILE + 9}
                  height={TILE + 9}
                  rx={6}
                />
                <rect
                  width={TILE}
                  height={TILE}
                  rx={4}
                  fill={step.fill}
                  stroke={isChosen ? "#0f172a" : "#64748b"}
                  strokeWidth={isChosen ? 3 : 1}
                />
                {/* The button's name is its aria-label, which starts with this abbreviation (WCAG 2.5.3). */}
                <text
                  x={TILE / 2}
                  y={TILE / 2}
                  dominantBaseline="central"
                  textAnchor="middle"
                  fill={step.text}
                  fontSize={12}
                  fontWeight={600}
                >
                  {tile.abbreviation}
                </text>
              </g>
            );
          })}
        </svg>
        <div className="flex flex-col gap-4">
          <CountyFigures
            code={chosen}
            trained={chosen ? (trained[chosen] ?? 0) : 0}
            certified={chosen ? (certified[chosen] ?? 0) : 0}
            period={period}
          />
          <Legend steps={steps} />
        </div>
      </div>
    </div>
  );
}
