import { Link } from "wouter";
import { usePageTitle } from "../../app/page-meta";
import { useT } from "../../i18n/use-t";
import { paths } from "../../paths";

export default function NotFoundPage() {
  usePageTitle("notFound");
  const t = useT();
  return (
    <main
      id="main"
      tabIndex={-1}
      className="flex flex-col items-center justify-center px-4 py-24 text-center"
    >
      <p className="text-6xl font-extrabold text-brand" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-brand-dark">{t("notFound.title")}</h1>
      <p className="mt-3 max-w-md text-slate-700">{t("notFound.body")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to={paths.home}
          className="rounded-md bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark"
        >
          {t("notFound.home")}
        </Link>
        <Link
          to={paths.learning}
          className="rounded-md border border-brand px-6 py-3 font-semibold text-brand"
        >
          {t("notFound.courses")}
        </Link>
      </div>
    </main>
  );
}
