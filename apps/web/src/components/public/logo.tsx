import { SITE } from "@alliance/shared";

/** The alliance's own mark: a stylised node network, drawn here (no third-party artwork). */
export function LogoMark({ className = "h-9 w-9" }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill="#0b3d91" />
      <path
        d="M10 28 L20 10 L30 28 Z"
        fill="none"
        stroke="#f5b700"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <circle cx="20" cy="10" r="3.5" fill="#ffffff" />
      <circle cx="10" cy="28" r="3.5" fill="#ffffff" />
      <circle cx="30" cy="28" r="3.5" fill="#ffffff" />
      <circle cx="20" cy="22" r="2.5" fill="#f5b700" />
    </svg>
  );
}

/** A wordmark for an organisation named in the site settings (drawn as text, not a logo file). */
export function Wordmark({ name, variant }: { name: string; variant: "council" | "partner" }) {
  return (
    <span className="inline-flex items-center gap-2 font-semibold text-white">
      <svg viewBox="0 0 24 24" className="h-6 w-6 shrink-0" aria-hidden="true" focusable="false">
        {variant === "council" ? (
          <>
            <circle cx="12" cy="12" r="10" fill="none" stroke="#f5b700" strokeWidth="2" />
            <path d="M7 12h10M12 7v10" stroke="#ffffff" strokeWidth="2" />
          </>
        ) : (
          <>
            <rect x="3" y="3" width="8" height="8" fill="#f5b700" />
            <rect x="13" y="3" width="8" height="8" fill="#ffffff" />
            <rect x="3" y="13" width="8" height="8" fill="#ffffff" />
            <rect x="13" y="13" width="8" height="8" fill="#f5b700" />
          </>
        )}
      </svg>
      <span>{name}</span>
    </span>
  );
}

export const siteTitle = SITE.title;
