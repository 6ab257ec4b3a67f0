// The admin home's to-do: the newest quarter whose reporting deadline has passed and that has no
// release yet, linking to the Releases screen.
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { paths } from "../../../paths";
import { releaseQuartersQuery } from "../api";

export function ReleaseTask() {
  const quarters = useQuery(releaseQuartersQuery());
  const newest = quarters.data?.[0];
  if (!newest || newest.releases.length > 0) return null;
  return (
    <li>
      <Link
        to={`${paths.adminReleases}?year=${newest.year}&quarter=${newest.quarter}`}
        className="flex items-center gap-3 rounded-md border border-gray-300 bg-white px-3 py-2 hover:border-brand"
      >
        <span className="inline-flex min-w-10 justify-center rounded-full bg-amber-100 px-2 py-0.5 text-sm font-bold text-amber-950">
          1
        </span>
        <span className="text-gray-900">
          {newest.quarter} {newest.year} is past its reporting deadline and has no release: publish it
        </span>
      </Link>
    </li>
  );
}
