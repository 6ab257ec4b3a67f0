// A release of the impact figures (/impact/releases/:id, docs/decisions/0036-releases-revisions-and-history.md):
// its files, changes and citation; an unknown release is the 404 page.
import { useParams } from "wouter";
import { ReleaseView, releaseRead } from "../../features/impact/release-view";
import type { PageLoad } from "../../lib/public-read/page-load";
import NotFoundPage from "./not-found";

const TITLES = {
  en: (id: string) => `Release ${id} of the impact figures | Kenya AI Skilling Alliance`,
  sw: (id: string) => `Toleo ${id} la takwimu za matokeo | Kenya AI Skilling Alliance`,
};
const DESCRIPTIONS = {
  en: (id: string) =>
    `Release ${id} of the alliance's approved AI skilling figures: files that never change, with their SHA-256, what changed, and how to cite it.`,
  sw: (id: string) =>
    `Toleo ${id} la takwimu zilizoidhinishwa za mafunzo ya AI: faili zisizobadilika pamoja na SHA-256, kilichobadilika, na jinsi ya kulinukuu.`,
};

export const load: PageLoad = async ({ params, read, language }) => {
  const { status, data } = await read<{ id: string }>(releaseRead(params.id ?? ""));
  if (status === 404 || status === 400) return { notFound: true };
  if (!data) return {};
  return { meta: { title: TITLES[language](data.id), description: DESCRIPTIONS[language](data.id) } };
};

export default function Page() {
  const { id = "" } = useParams<{ id: string }>();
  return <ReleaseView id={id} notFound={<NotFoundPage />} />;
}
