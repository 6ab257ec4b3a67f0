import type { PublicMember } from "@alliance/shared";
import { LogoCarousel } from "../../components/public/logo-carousel";
import { useT } from "../../i18n/use-t";
import { usePublicRead } from "../../lib/public-read/use-public-read";
import { APPROVED_MEMBERS } from "./public-reads";

/** Who has joined the Alliance: one blue card per approved member, linking to its website. */
export function MemberCarousel() {
  const t = useT();
  const { data = [], isPending } = usePublicRead<PublicMember[]>(APPROVED_MEMBERS);
  return (
    <LogoCarousel
      label={t("home.members.carousel")}
      cards={data.map((member) => ({ id: member._id, href: member.website, name: member.organizationName }))}
      emptyText={t("home.members.empty")}
      loading={isPending}
      variant="name"
    />
  );
}
