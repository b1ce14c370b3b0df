import { ReferralContent } from "./referral-content.tsx";

/** The member centre's invite_friends entry (page `referral`). */
export function ReferralCentrePage() {
  return <ReferralContent />;
}
