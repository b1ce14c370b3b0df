/** The demo merchant's missions, VIP levels, referral rules and a red-envelope raffle (MMK, minor units). */

export const DEMO_MISSIONS = [
  {
    name: { EN: "Daily spinner", MY: "နေ့စဉ် စလော့ကစားသူ", CN: "每日转轮" },
    description: {
      EN: "Bet K 500.00 on slots today and collect K 5.00.",
      MY: "ယနေ့ စလော့တွင် K 500.00 လောင်းပြီး K 5.00 ရယူပါ။",
      CN: "今天在老虎机投注 K 500.00，领取 K 5.00。",
    },
    period: "daily",
    goal: "bet",
    gameType: "RNG",
    target: 50_000,
    reward: 500,
    rewardUnit: "minor",
    claimDays: 3,
    sort: 1,
  },
  {
    name: { EN: "Lottery regular", MY: "ထီ ပုံမှန်ကစားသူ", CN: "彩票常客" },
    description: {
      EN: "Place 5 lottery slips this week and collect 300 points.",
      MY: "ဤအပတ်အတွင်း ထီစာရွက် 5 စောင် ထိုးပြီး ပွိုင့် 300 ရယူပါ။",
      CN: "本周投注 5 张彩票，领取 300 积分。",
    },
    period: "weekly",
    goal: "lottery_bets",
    gameType: null,
    target: 5,
    reward: 300,
    rewardUnit: "points",
    claimDays: 7,
    sort: 2,
  },
  {
    name: { EN: "Weekly top-up", MY: "အပတ်စဉ် ငွေဖြည့်", CN: "每周充值" },
    description: {
      EN: "Deposit K 20,000.00 this week and collect K 100.00.",
      MY: "ဤအပတ်အတွင်း K 20,000.00 ငွေသွင်းပြီး K 100.00 ရယူပါ။",
      CN: "本周存款 K 20,000.00，领取 K 100.00。",
    },
    period: "weekly",
    goal: "deposit",
    gameType: null,
    target: 2_000_000,
    reward: 10_000,
    rewardUnit: "minor",
    claimDays: 7,
    sort: 3,
  },
  {
    name: { EN: "Three days in a row", MY: "သုံးရက်ဆက်တိုက်", CN: "连续三天" },
    description: {
      EN: "Log in on 3 days and collect 100 points (once).",
      MY: "၃ ရက် အကောင့်ဝင်ပြီး ပွိုင့် 100 ရယူပါ (တစ်ကြိမ်သာ)။",
      CN: "登录 3 天，领取 100 积分（仅一次）。",
    },
    period: "once",
    goal: "login_days",
    gameType: null,
    target: 3,
    reward: 100,
    rewardUnit: "points",
    claimDays: 14,
    sort: 4,
  },
] as const;

export const DEMO_VIP_LEVELS = [
  {
    rank: 1,
    name: { EN: "Bronze", MY: "ကြေး", CN: "青铜" },
    minDeposits: 0,
    minValidBet: 1_000_000,
    rebateBp: 10,
    withdrawDailyMax: null,
    dedicatedService: false,
    birthdayBonus: 500_000,
  },
  {
    rank: 2,
    name: { EN: "Silver", MY: "ငွေ", CN: "白银" },
    minDeposits: 5_000_000,
    minValidBet: 10_000_000,
    rebateBp: 20,
    withdrawDailyMax: null,
    dedicatedService: false,
    birthdayBonus: 1_000_000,
  },
  {
    rank: 3,
    name: { EN: "Gold", MY: "ရွှေ", CN: "黄金" },
    minDeposits: 20_000_000,
    minValidBet: 50_000_000,
    rebateBp: 30,
    withdrawDailyMax: null,
    dedicatedService: false,
    birthdayBonus: 3_000_000,
  },
  {
    rank: 4,
    name: { EN: "Platinum", MY: "ပလက်တီနမ်", CN: "铂金" },
    minDeposits: 50_000_000,
    minValidBet: 200_000_000,
    rebateBp: 40,
    withdrawDailyMax: 500_000_000,
    dedicatedService: false,
    birthdayBonus: 10_000_000,
  },
  {
    rank: 5,
    name: { EN: "Diamond", MY: "စိန်", CN: "钻石" },
    minDeposits: 200_000_000,
    minValidBet: 1_000_000_000,
    rebateBp: 50,
    withdrawDailyMax: 2_000_000_000,
    dedicatedService: true,
    birthdayBonus: 30_000_000,
  },
];

/** Invite a friend who deposits K 100.00 and bets K 500.00: K 50.00 for the inviter. */
export const DEMO_REFERRAL = {
  enabled: true,
  minDeposit: 10_000,
  minValidBet: 50_000,
  reward: 5_000,
  rewardUnit: "minor",
  claimDays: 14,
};

export const DEMO_RAFFLE = {
  title: { EN: "Lucky red envelopes", MY: "ကံကောင်း အနီရောင် စာအိတ်များ", CN: "幸运红包" },
  pool: 5_000_000,
  packets: 500,
  minPacket: 1_000,
  /** Open from the seed for this many days. */
  days: 14,
};
