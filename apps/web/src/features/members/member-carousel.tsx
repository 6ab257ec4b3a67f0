import { LogoCarousel } from "../../components/public/logo-carousel";
import { useT } from "../../i18n/use-t";
import { usePublicList } from "../public/use-public-data";

/** Who has joined the Alliance: one blue card per approved member, linking to its website. */
export function MemberCarousel() {
  const t = useT();
  const { data, loading } = usePublicList("members");
  return (
    <LogoCarousel
      label={t("home.members.carousel")}
      cards={data.map((member) => ({ id: member._id, href: member.website, name: member.organizationName }))}
      emptyText={t("home.members.empty")}
      loading={loading}
      variant="name"
    />
  );
}
