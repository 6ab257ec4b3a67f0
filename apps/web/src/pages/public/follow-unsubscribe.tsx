// The unsubscribe link of a follower's e-mail: one button (features/account/follow-pages.tsx).
import { FollowLinkPage } from "../../features/account/follow-pages";

export default function FollowUnsubscribePage() {
  return <FollowLinkPage action="unsubscribe" />;
}
