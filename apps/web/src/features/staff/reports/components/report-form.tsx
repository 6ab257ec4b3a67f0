// Create Report / Update Report (SPEC §2, §5): year (defaults to the current year, numeric),
// quarter Q1-Q4, six numeric metrics; Cancel and Save/Update. Failures are logged (SPEC §8); the
// server's reason is also shown in the form so a refused save (e.g. a duplicate period) is not silent.
import {
  METRIC_KEYS,
  METRIC_LABELS,
  QUARTERS,
  type Report,
  type ReportFormValues,
  ReportInput,
} from "@alliance/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "../../../../components/ui/button";
import { FormAlert, SelectField, TextField } from "../../../../components/ui/field";
import { ApiError } from "../../../../lib/api";
import { isUnauthorized } from "../../session";
import { useStaffUser } from "../../staff-user";
import { useSaveReport } from "../api";

export function ReportForm({ report, onDone }: { report?: Report; onDone: () => void }) {
  const user = useStaffUser();
  const editing = !!report;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ReportFormValues, unknown, ReportInput>({
    resolver: zodResolver(ReportInput),
    defaultValues: {
      year: report?.year ?? new Date().getFullYear(),
      quarter: report?.quarter ?? ("" as ReportFormValues["quarter"]),
      metrics: {
        aware: report?.metrics.aware ?? 0,
        engaged: report?.metrics.engaged ?? 0,
        trained: report?.metrics.trained ?? 0,
        certified: report?.metrics.certified ?? 0,
        orgsReached: report?.metrics.orgsReached ?? 0,
        reachedByLeaders: report?.metrics.reachedByLeaders ?? 0,
      },
      organizationName: report?.organizationName ?? "",
    },
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useSaveReport();

  const onSubmit = handleSubmit((values) => {
    setServerError(null);
    save.mutate(
      { id: report?._id, values, createdBy: user.email, organizationName: user.organizationName },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (isUnauthorized(error)) return;
          console.error(error);
          if (error instanceof ApiError) setServerError(error.message);
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <FormAlert message={serverError} />
      <div className="grid gap-x-3 sm:grid-cols-2">
        <TextField
          label="Year"
          type="number"
          inputMode="numeric"
          required
          {...register("year")}
          error={errors.year?.message}
        />
        <SelectField label="Quarter" required {...register("quarter")} error={errors.quarter?.message}>
          <option value="">Select quarter</option>
          {QUARTERS.map((quarter) => (
            <option key={quarter} value={quarter}>
              {quarter}
            </option>
          ))}
        </SelectField>
        {METRIC_KEYS.map((key) => (
          <TextField
            key={key}
            label={METRIC_LABELS[key]}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            {...register(`metrics.${key}`)}
            error={errors.metrics?.[key]?.message}
          />
        ))}
      </div>
      <div className="mt-2 flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : editing ? "Update" : "Save"}
        </Button>
      </div>
    </form>
  );
}
