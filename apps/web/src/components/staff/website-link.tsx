// An organisation's website as typed, linked (in a new tab) when the site's one address rule
// (toHttpUrl) reads it as an http(s) address.
import { toHttpUrl } from "@alliance/shared";

export function WebsiteLink({ website, fallback = "" }: { website: string; fallback?: string }) {
  const href = toHttpUrl(website);
  if (!href) return <>{website || fallback}</>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="text-brand underline">
      {website}
    </a>
  );
}
