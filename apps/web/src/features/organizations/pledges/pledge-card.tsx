// My organisation's pledge (docs/decisions/0027-impact-page-open-data-pledges.md): the approved pledge with what the organisation's
// approved reports have delivered toward it, a proposal waiting for an admin if any, and a form to
// propose a new one (an admin's own applies at once).
import {
  deliveredSince,
  kenyanDate,
  kenyanDateTime,
  kenyanDay,
  type OrganizationOut,
  PLEDGE_FIRST_DAY,
  PLEDGE_LAST_DAY,
  PLEDGE_TEXTS,
  type PledgeInput,
  pledgeInputFrom,
} from "@alliance/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { StaffForm } from "../../../components/staff/staff-form";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/field";
import { useFormSave } from "../../../lib/staff/use-form-save";
import { deliveredQuery, useProposePledge } from "./api";

const number = (value: number) => value.toLocaleString("en-KE");

function PledgeForm({ organization }: { organization: OrganizationOut }) {
  const start = organization.pendingPledge ?? organization.pledge;
  // Today in East Africa Time, as the API checks it.
  const today = kenyanDay(new Date());
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof PledgeInput>, unknown, PledgeInput>({
    resolver: zodResolver(pledgeInputFrom(today)),
    defaultValues: {
      trained: start?.trained ?? 0,
      certified: start?.certified ?? 0,
      by: start?.by ?? PLEDGE_LAST_DAY,
      // Empty: the pledge starts on the day it is proposed.
      from: "",
    },
  });
  const save = useProposePledge();
  const { submit, serverError, saving } = useFormSave(
    save,
    {
      saved: (result) => (result.pendingPledge ? PLEDGE_TEXTS.sentForReview : PLEDGE_TEXTS.saved),
      failed: "Error saving the pledge",
    },
    () => undefined,
  );
  return (
    <StaffForm
      onSubmit={handleSubmit((values) => submit({ id: organization._id, values }))}
      error={serverError}
    >
      <div className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-4">
        <TextField
          label="People to train"
          type="number"
          min={0}
          inputMode="numeric"
          required
          {...register("trained")}
          error={errors.trained?.message}
        />
        <TextField
          label="People to certify"
          type="number"
          min={0}
          inputMode="numeric"
          required
          {...register("certified")}
          error={errors.certified?.message}
        />
        <TextField
          label="By"
          type="date"
          min={today}
          max={PLEDGE_LAST_DAY}
          required
          hint={`From today to ${kenyanDate(PLEDGE_LAST_DAY)}`}
          {...register("by")}
          error={errors.by?.message}
        />
        <TextField
          label="Starts"
          type="date"
          min={PLEDGE_FIRST_DAY}
          max={PLEDGE_LAST_DAY}
          hint={`Empty: today. Progress counts from this day's quarter on (${kenyanDate(PLEDGE_FIRST_DAY)} at the earliest)`}
          {...register("from")}
          error={errors.from?.message}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={saving}>
          {saving ? "Saving..." : "Propose pledge"}
        </Button>
      </div>
    </StaffForm>
  );
}

export function PledgeCard({ organization }: { organization: OrganizationOut }) {
  const figures = useQuery(deliveredQuery(organization.slug));
  const { pledge, pendingPledge } = organization;
  const delivered = pledge && figures.data ? deliveredSince(figures.data, pledge.from) : undefined;
  return (
    <section aria-labelledby="pledge-title" className="mb-6 rounded-md border border-gray-200 bg-white p-4">
      <h2 id="pledge-title" className="text-lg font-semibold text-gray-900">
        Pledge
      </h2>
      {pledge ? (
        <div className="mt-2 text-gray-800">
          <p>
            Approved pledge: train {number(pledge.trained)} and certify {number(pledge.certified)} by{" "}
            {kenyanDate(pledge.by)}, made on {kenyanDate(pledge.from)}.
          </p>
          {delivered && (
            <p className="mt-1">
              Delivered in approved reports since the pledge's quarter: {number(delivered.trained)} of{" "}
              {number(pledge.trained)} trained, {number(delivered.certified)} of {number(pledge.certified)}{" "}
              certified.
            </p>
          )}
        </div>
      ) : (
        <p className="mt-2 text-gray-800">No approved pledge yet.</p>
      )}
      {pendingPledge && (
        <p className="mt-2 rounded-md bg-amber-50 p-3 text-amber-950">
          Waiting for review: train {number(pendingPledge.trained)} and certify{" "}
          {number(pendingPledge.certified)} by {kenyanDate(pendingPledge.by)}, from{" "}
          {kenyanDate(pendingPledge.from)} (proposed by {pendingPledge.proposedBy},{" "}
          {kenyanDateTime(pendingPledge.proposedAt)}).
        </p>
      )}
      <h3 className="mt-4 font-semibold text-gray-900">Propose a pledge</h3>
      <p className="text-sm text-gray-700">
        A pledge shows on your organisation's public page and on the impact page once an admin approves it.
      </p>
      <div className="mt-2">
        <PledgeForm organization={organization} />
      </div>
    </section>
  );
}
