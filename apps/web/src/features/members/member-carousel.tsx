import { LogoCarousel } from "../../components/public/logo-carousel";
import { usePublicList } from "../public/use-public-data";

/** Who has joined the Alliance: one blue card per approved member, linking to its website. */
export function MemberCarousel() {
  const { data, loading } = usePublicList("members");
  return (
    <LogoCarousel
      label="Members carousel"
      cards={data.map((member) => ({ id: member._id, href: member.website, name: member.organizationName }))}
      emptyText="No members to show yet."
      loading={loading}
      variant="name"
    />
  );
}
