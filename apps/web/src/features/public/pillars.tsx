import { useId, useState } from "react";
import type { MessageId } from "../../i18n/message-ids";
import { useT } from "../../i18n/use-t";

export const PILLARS: ReadonlyArray<{ title: MessageId; summary: MessageId; detail: MessageId }> = [
  {
    title: "home.pillars.education.title",
    summary: "home.pillars.education.summary",
    detail: "home.pillars.education.detail",
  },
  {
    title: "home.pillars.jobs.title",
    summary: "home.pillars.jobs.summary",
    detail: "home.pillars.jobs.detail",
  },
  {
    title: "home.pillars.ecosystem.title",
    summary: "home.pillars.ecosystem.summary",
    detail: "home.pillars.ecosystem.detail",
  },
];

function Pillar({ pillar, index }: { pillar: (typeof PILLARS)[number]; index: number }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const detailId = useId();
  return (
    <li className="flex flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <span
        aria-hidden="true"
        className="flex h-10 w-10 items-center justify-center rounded-full bg-brand font-bold text-white"
      >
        {index + 1}
      </span>
      <h3 className="mt-4 text-xl font-bold text-brand-dark">{t(pillar.title)}</h3>
      <p className="mt-2 text-slate-700">{t(pillar.summary)}</p>
      <p id={detailId} hidden={!open} className="mt-3 text-slate-700">
        {t(pillar.detail)}
      </p>
      <button
        type="button"
        className="mt-4 self-start rounded-md px-1 font-semibold text-brand underline underline-offset-4"
        aria-expanded={open}
        aria-controls={detailId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? t("home.pillars.hide") : t("home.pillars.more")}
        <span className="sr-only"> {t("home.pillars.about", { pillar: t(pillar.title) })}</span>
      </button>
    </li>
  );
}

export function Pillars() {
  return (
    <ul className="mt-10 grid gap-6 md:grid-cols-3">
      {PILLARS.map((pillar, index) => (
        <Pillar key={pillar.title} pillar={pillar} index={index} />
      ))}
    </ul>
  );
}
