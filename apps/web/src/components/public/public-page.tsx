import type { ReactNode } from "react";

type Props = { title: string; width: string; children: ReactNode };

/** A public page of text and a form (membership, contact): its title over a column `width` wide. */
export function PublicPage({ title, width, children }: Props) {
  return (
    <main id="main" tabIndex={-1} className="bg-slate-50 px-4 py-12">
      <div className={`mx-auto ${width}`}>
        <h1 className="text-3xl font-extrabold text-brand-dark sm:text-4xl">{title}</h1>
        {children}
      </div>
    </main>
  );
}
