// A plain-text body as paragraphs with its bare http(s) addresses as links (lib/plain-text.ts).
// Nothing here is HTML: React escapes every piece. Links go to other sites: a new tab, no referrer,
// and nofollow (the text is written by members, not by the alliance).
import { Fragment } from "react";
import { useT } from "../../i18n/use-t";
import { linkify, toParagraphs } from "../../lib/plain-text";

export function PlainText({ text, className = "" }: { text: string; className?: string }) {
  const t = useT();
  return (
    <div className={`space-y-4 ${className}`}>
      {toParagraphs(text).map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of a fixed text, never reordered
        <p key={index} className="whitespace-pre-line wrap-anywhere">
          {linkify(paragraph).map((piece, at) =>
            piece.type === "link" ? (
              <a
                // biome-ignore lint/suspicious/noArrayIndexKey: pieces of a fixed text
                key={at}
                href={piece.href}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="text-brand underline underline-offset-4 hover:text-brand-dark"
              >
                {piece.text}
                <span className="sr-only"> {t("common.opensInNewTab")}</span>
              </a>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: pieces of a fixed text
              <Fragment key={at}>{piece.text}</Fragment>
            ),
          )}
        </p>
      ))}
    </div>
  );
}
