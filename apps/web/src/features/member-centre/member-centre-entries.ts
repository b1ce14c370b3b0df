/** The member centre's 13 entries (spec §2), in menu order: label key and page. */
export const MEMBER_CENTRE_ENTRIES = [
  { labelKey: "in_my_account", page: "securityCenter" },
  { labelKey: "in_my_wallet", page: "transferFund" },
  { labelKey: "in_increase_deposit", page: "depositv2" },
  { labelKey: "in_increase_withdrawal", page: "withdraw" },
  { labelKey: "in_transfer_upline", page: "transferUpline" },
  { labelKey: "in_betting_record", page: "personalHistoryCopy" },
  { labelKey: "in_account_record", page: "transactionHistory" },
  { labelKey: "in_personal_loss", page: "personalProfit" },
  { labelKey: "in_bonus_details", page: "bonusDetails" },
  { labelKey: "in_reward_center", page: "rewardCenter" },
  { labelKey: "invite_friends", page: "referral" },
  { labelKey: "mission_activity", page: "missionLeaderboard" },
  { labelKey: "in_platform_information", page: "messageV2" },
] as const;
