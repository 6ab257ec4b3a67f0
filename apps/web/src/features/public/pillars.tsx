import { useId, useState } from "react";

export const PILLARS = [
  {
    title: "AI Education and Skills Development",
    summary: "Free, quality AI training for everyone, from first awareness to professional certification.",
    detail:
      "We work with universities, TVETs, employers and learning platforms to offer learning paths from AI awareness to certification, in classrooms and online, so that people in every county can learn at their own pace.",
  },
  {
    title: "Jobs and Entrepreneurship",
    summary: "Connecting trained people to work, and helping founders build with AI.",
    detail:
      "We link certified learners to employers, internships and freelance opportunities, and support startups and small businesses to adopt AI, grow and create new jobs.",
  },
  {
    title: "Ecosystem Coordination and Advocacy",
    summary: "Aligning government, industry, academia and civil society around one goal.",
    detail:
      "We convene members, share what works, track our collective impact and advocate for policies that make AI adoption inclusive, safe and responsible.",
  },
] as const;

function Pillar({ pillar, index }: { pillar: (typeof PILLARS)[number]; index: number }) {
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
      <h3 className="mt-4 text-xl font-bold text-brand-dark">{pillar.title}</h3>
      <p className="mt-2 text-slate-700">{pillar.summary}</p>
      <p id={detailId} hidden={!open} className="mt-3 text-slate-700">
        {pillar.detail}
      </p>
      <button
        type="button"
        className="mt-4 self-start rounded-md px-1 font-semibold text-brand underline underline-offset-4"
        aria-expanded={open}
        aria-controls={detailId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? "Hide" : "More..."}
        <span className="sr-only"> about {pillar.title}</span>
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
