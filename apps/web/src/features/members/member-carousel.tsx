import { MEMBER_CARD_WIDTH, toHttpUrl } from "@alliance/shared";
import { Carousel } from "../../components/public/carousel";
import { usePublicList } from "../public/use-public-data";

/** Who has joined the Alliance: one blue card per approved member, linking to its website. */
export function MemberCarousel() {
  const { data, loading } = usePublicList("members");
  return (
    <Carousel
      label="Members carousel"
      items={data}
      loading={loading}
      defaultCardWidth={MEMBER_CARD_WIDTH}
      heightClass="min-h-44"
      emptyText="No members to show yet."
      getKey={(member) => member._id}
      renderItem={(member) => (
        <a
          href={toHttpUrl(member.website)}
          target="_blank"
          rel="noopener noreferrer"
          className="flex h-40 w-60 items-center justify-center rounded-xl bg-brand p-4 text-center text-lg font-semibold text-white shadow-md hover:bg-brand-dark"
        >
          {member.organizationName}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      )}
    />
  );
}
