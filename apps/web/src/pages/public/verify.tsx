// Verify any credential (/verify, docs/decisions/0041-open-badges-credentials.md): paste its JSON
// or choose its file; the answer names each check. The page reads nothing to render.
import { usePageTitle } from "../../app/page-meta";
import { PublicPage } from "../../components/public/public-page";
import { VerifyForm } from "../../features/credentials/verify-form";
import { useT } from "../../i18n/use-t";

export default function VerifyPage() {
  usePageTitle("verify");
  const t = useT();
  return (
    <PublicPage title={t("credentials.verify.title")} width="max-w-3xl">
      <p className="mt-4 text-lg text-slate-700">{t("credentials.verify.intro")}</p>
      <VerifyForm />
    </PublicPage>
  );
}
