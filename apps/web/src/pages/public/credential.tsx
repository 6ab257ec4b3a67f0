// A certificate's public page (/verify/:id, docs/decisions/0041-open-badges-credentials.md); an
// unknown address is the 404 page.
import { credentialPageDescription } from "@alliance/shared";
import { useParams } from "wouter";
import { CredentialView, credentialPageRead } from "../../features/credentials/credential-view";
import type { PageLoad } from "../../lib/public-read/page-load";
import NotFoundPage from "./not-found";

export const load: PageLoad = async ({ params, read, language }) => {
  const { status, data } = await read<{
    summary: { course: { title: string }; organization: { name: string } };
  }>(credentialPageRead(params.id ?? ""));
  if (status === 404 || status === 400) return { notFound: true };
  if (!data) return {};
  return {
    meta: {
      title: `${data.summary.course.title} | ${data.summary.organization.name}`,
      description: credentialPageDescription(
        language,
        data.summary.course.title,
        data.summary.organization.name,
      ),
    },
  };
};

export default function Page() {
  const { id = "" } = useParams<{ id: string }>();
  return <CredentialView id={id} notFound={<NotFoundPage />} />;
}
