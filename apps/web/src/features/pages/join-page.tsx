import { ComingSoonPage } from "./coming-soon-page.tsx";

/** `/join`: the invite-friends (referral) programme. */
export function JoinPage() {
  return <ComingSoonPage titleKey="join_title" textKey="join_soon" testId="join-page" />;
}
