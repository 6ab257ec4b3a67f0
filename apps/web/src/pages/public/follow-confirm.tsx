// The confirmation link of a sign-up to follow by e-mail: one button (features/account/follow-pages.tsx).
import { FollowLinkPage } from "../../features/account/follow-pages";

export default function FollowConfirmPage() {
  return <FollowLinkPage action="confirm" />;
}
