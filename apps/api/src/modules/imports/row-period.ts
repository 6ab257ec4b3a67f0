// Which report an import's row belongs to: its organisation, decided as the report form decides
// it (an organisation user: its own; an admin: an existing name, or a new one unless it is close
// to an existing one), and its year and quarter, which must have started (ADR 0037).
import {
  type ImportMessages,
  isOpenPeriod,
  nearMatch,
  ORGANIZATION_COLUMN,
  organizationNameKey,
  periodText,
  type Quarter,
} from "@alliance/shared";
import * as read from "./cells";
import type { ImportErrors } from "./import-errors";
import type { SheetRow } from "./read-file";

export interface ImportOrganization {
  id: string | null;
  name: string;
}

export interface ImportCaller {
  isAdmin: boolean;
  /** The caller's own organisation (required unless admin). */
  own: ImportOrganization | null;
}

/** Each organisation's part of a key, made once: a file repeats it on tens of thousands of rows. */
const organizationKeys = new WeakMap<ImportOrganization, string>();
export const keyOf = (organization: ImportOrganization, year: number, quarter: string) => {
  let key = organizationKeys.get(organization);
  if (key === undefined) {
    key = organization.id ?? `new:${organizationNameKey(organization.name)}`;
    organizationKeys.set(organization, key);
  }
  return `${key}/${year}/${quarter}`;
};

type Decided = { organization: ImportOrganization } | { message: string };

/**
 * The organisation a row names, decided once per name: a file repeats it on every breakdown row,
 * and the near-name check compares it with every organisation.
 */
export function organizationDecider(caller: ImportCaller, known: ImportOrganization[], m: ImportMessages) {
  const decided = new Map<string, Decided>();
  const byKey = new Map(known.map((org) => [organizationNameKey(org.name), org]));
  const decide = (named: string, createOrganization: boolean): Decided => {
    if (!caller.isAdmin) {
      return named && organizationNameKey(named) !== organizationNameKey(caller.own!.name)
        ? { message: m.otherOrganization }
        : { organization: caller.own! };
    }
    if (!named) return { message: m.organizationRequired };
    const existing = byKey.get(organizationNameKey(named));
    if (existing) return { organization: existing };
    // The report form's question about a near name, as this row's error (ADR 0024).
    const suggestion = createOrganization
      ? undefined
      : nearMatch(
          named,
          known.map((org) => org.name),
        );
    return suggestion
      ? { message: m.nearOrganization(suggestion) }
      : { organization: { id: null, name: named } };
  };
  // The name as written, to its decision's key: tens of thousands of rows repeat a few names.
  const keys = new Map<string, string>();
  return (row: SheetRow, errors: ImportErrors): ImportOrganization | undefined => {
    const raw = row.cells[ORGANIZATION_COLUMN] ?? "";
    const cached = `${row.createOrganization ? "+" : ""}${raw}`;
    let key = keys.get(cached);
    if (key === undefined) {
      key = `${row.createOrganization ? "+" : ""}${organizationNameKey(String(raw).trim())}`;
      keys.set(cached, key);
    }
    const named = String(raw).trim();
    let result = decided.get(key);
    if (!result) {
      result = decide(named, row.createOrganization === true);
      decided.set(key, result);
    }
    if ("message" in result) {
      errors.add(row, ORGANIZATION_COLUMN, result.message);
      return undefined;
    }
    return result.organization;
  };
}

export type OrganizationOf = ReturnType<typeof organizationDecider>;

export interface Period {
  organization: ImportOrganization;
  year: number;
  quarter: Quarter;
}

/** The row's organisation, year and quarter; undefined after recording why not. */
export function periodOf(
  row: SheetRow,
  organizationOf: OrganizationOf,
  m: ImportMessages,
  errors: ImportErrors,
  now: Date,
): Period | undefined {
  const organization = organizationOf(row, errors);
  const year = errors.take(row, "year", read.year(row.cells.year ?? null, m));
  const quarter = errors.take(row, "quarter", read.quarter(row.cells.quarter ?? null, m));
  if (year === undefined || quarter === undefined || !organization) return undefined;
  if (!isOpenPeriod(year, quarter, now)) {
    errors.add(row, "quarter", m.notStarted(periodText(year, quarter)));
    return undefined;
  }
  return { organization, year, quarter };
}
