import { type ComponentType, lazy } from "react";
import { loadGamesCatalogue } from "../../i18n/i18n.ts";

/** Loads one named export of a page module as a lazy component (and a catalogue part it needs). */
function page<T extends Record<string, ComponentType>>(
  load: () => Promise<T>,
  name: keyof T,
  needs?: () => Promise<void>,
) {
  return lazy(async () => {
    const [module] = await Promise.all([load(), needs?.()]);
    return { default: module[name] as ComponentType };
  });
}

/**
 * The member-centre pages that are built, each in its own chunk, loaded when first opened. The
 * security centre ships with the panel; entries missing here show "coming soon".
 */
export const MEMBER_CENTRE_PAGES: Record<string, ComponentType> = {
  transferFund: page(() => import("../wallet/wallet-page.tsx"), "WalletPage"),
  depositv2: page(() => import("../payments/deposit/deposit-page.tsx"), "DepositPage"),
  withdraw: page(() => import("../payments/withdraw/withdraw-page.tsx"), "WithdrawPage"),
  transferUpline: page(() => import("../wallet/upline-transfer-page.tsx"), "UplineTransferPage"),
  personalHistoryCopy: page(
    () => import("../records/betting-record-page.tsx"),
    "BettingRecordPage",
    loadGamesCatalogue,
  ),
  transactionHistory: page(() => import("../records/transaction-history-page.tsx"), "TransactionHistoryPage"),
  personalProfit: page(
    () => import("../records/personal-profit-page.tsx"),
    "PersonalProfitPage",
    loadGamesCatalogue,
  ),
  bonusDetails: page(() => import("../records/bonus-details-page.tsx"), "BonusDetailsPage"),
  rewardCenter: page(() => import("../rewards/reward-centre-page.tsx"), "RewardCentrePage"),
  referral: page(() => import("../referral/referral-centre-page.tsx"), "ReferralCentrePage"),
  // A bet mission names its game type, whose label is in the games part of the catalogue.
  missionLeaderboard: page(() => import("../missions/missions-page.tsx"), "MissionsPage", loadGamesCatalogue),
  messageV2: page(() => import("../inbox/inbox-page.tsx"), "InboxPage"),
};
