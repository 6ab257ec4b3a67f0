// Follow new jobs, events and news by e-mail (features/account/follow-pages.tsx).
import { FollowPage } from "../../features/account/follow-pages";

export default FollowPage;
