import type { TBonusConditions, TBonusReward, TBonusTrigger, TBonusWagering } from "@orchid/contract/bonus";

type TDemoCampaign = {
  name: Record<string, string>;
  description: Record<string, string>;
  trigger: TBonusTrigger;
  conditions: TBonusConditions;
  reward: TBonusReward;
  wagering: TBonusWagering;
  budget: number | null;
};

const ANYONE: TBonusConditions = {
  labels: [],
  minVipRank: 0,
  countries: [],
  oncePerMember: true,
  oncePerDevice: false,
  oncePerPayoutAccount: false,
  missionIds: [],
};

/** How much of a stake counts towards a bonus's turnover, by hall: slots and fishing fully, tables little. */
const CONTRIBUTIONS = {
  RNG: 100,
  FISH: 100,
  LOTT: 50,
  ELOTT: 50,
  SPORTS: 50,
  ESPORTS: 50,
  SV3: 50,
  LIVE: 10,
  PVP: 0,
};

/**
 * The demo merchant's running campaigns (MMK, minor units): the welcome bonus its pop-up promises,
 * a reload, a bonus and free spins to join from the promotions page, points for a first mission,
 * and a manual one for the console.
 */
export const DEMO_CAMPAIGNS: TDemoCampaign[] = [
  {
    name: {
      EN: "Welcome bonus: 100% up to 131K",
      MY: "ကြိုဆိုဘောနပ်စ် - 131K အထိ 100%",
      CN: "新会员红利：100%，最高 131K",
    },
    description: {
      EN: "Your first deposit doubled, up to 131K. Play the deposit and bonus 15 times within 30 days; one welcome bonus per person and device.",
      MY: "သင့်ပထမဆုံးငွေသွင်းမှုကို 131K အထိ နှစ်ဆ။ ငွေသွင်းငွေနှင့် ဘောနပ်စ်ကို ရက် 30 အတွင်း 15 ဆ ကစားပါ။ လူတစ်ဦးနှင့် စက်တစ်လုံးလျှင် တစ်ကြိမ်သာ။",
      CN: "首存翻倍，最高 131K。30 天内完成（存款 + 红利）× 15 倍流水；每人、每台设备仅限一次。",
    },
    trigger: "first_deposit",
    conditions: { ...ANYONE, oncePerDevice: true, oncePerPayoutAccount: true },
    reward: { kind: "percent", percent: 100, cap: 13_100_000, minDeposit: 1_000_000 },
    wagering: {
      multiple: 15,
      basis: "deposit_and_bonus",
      contributions: CONTRIBUTIONS,
      maxBet: 500_000,
      expiryDays: 30,
    },
    budget: null,
  },
  {
    name: { EN: "Daily reload: 10% up to 20K", MY: "နေ့စဉ် ငွေဖြည့် - 20K အထိ 10%", CN: "每日续存：10%，最高 20K" },
    description: {
      EN: "10% on any deposit of 50K or more, up to 20K. Play the bonus 5 times within 7 days.",
      MY: "50K နှင့်အထက် ငွေသွင်းတိုင်း 10%၊ 20K အထိ။ ဘောနပ်စ်ကို ရက် 7 အတွင်း 5 ဆ ကစားပါ။",
      CN: "单笔存款 50K 以上送 10%，最高 20K。7 天内完成红利 × 5 倍流水。",
    },
    trigger: "deposit",
    conditions: { ...ANYONE, oncePerMember: false },
    reward: { kind: "percent", percent: 10, cap: 2_000_000, minDeposit: 5_000_000 },
    wagering: { multiple: 5, basis: "bonus", contributions: CONTRIBUTIONS, maxBet: 1_000_000, expiryDays: 7 },
    budget: null,
  },
  {
    name: {
      EN: "Slots gift: 1,000 K to play",
      MY: "စလော့ လက်ဆောင် - ကစားရန် 1,000 K",
      CN: "老虎机礼金：1,000 K",
    },
    description: {
      EN: "Join and get 1,000 K for Orchid's slots. Play it 10 times on slots within 3 days and it is yours to keep.",
      MY: "ပါဝင်ပြီး Orchid စလော့များအတွက် 1,000 K ရယူပါ။ ရက် 3 အတွင်း စလော့တွင် 10 ဆ ကစားပါက သင့်ပိုင်ဖြစ်ပါမည်။",
      CN: "报名即得 1,000 K 老虎机礼金。3 天内在老虎机完成 10 倍流水即可提取。",
    },
    trigger: "window",
    conditions: { ...ANYONE, oncePerDevice: true },
    reward: { kind: "fixed", amount: 100_000, minDeposit: 0 },
    wagering: { multiple: 10, basis: "bonus", contributions: { RNG: 100 }, maxBet: 50_000, expiryDays: 3 },
    budget: 100_000_000,
  },
  {
    name: {
      EN: "10 free spins on Orchid's slots",
      MY: "Orchid စလော့တွင် အခမဲ့လှည့်ခြင်း 10 ကြိမ်",
      CN: "Orchid 老虎机 10 次免费旋转",
    },
    description: {
      EN: "Join and spin 10 times free on our featured slot. What you win becomes a bonus: play it 5 times on slots within 7 days and it is yours.",
      MY: "ပါဝင်ပြီး ကျွန်ုပ်တို့၏ အထူးစလော့တွင် အခမဲ့ 10 ကြိမ် လှည့်ပါ။ နိုင်သမျှသည် ဘောနပ်စ်ဖြစ်လာမည်ဖြစ်ပြီး ရက် 7 အတွင်း စလော့တွင် 5 ဆ ကစားပါက သင့်ပိုင်ဖြစ်ပါမည်။",
      CN: "报名即可在精选老虎机免费旋转 10 次。所赢金额转为红利：7 天内在老虎机完成 5 倍流水即可提取。",
    },
    trigger: "window",
    conditions: { ...ANYONE, oncePerDevice: true },
    // The game and bet are the featured slot's, filled in when the demo is seeded.
    reward: { kind: "free_spins", spins: 10, gameId: 1, lines: 1, betPerLine: 1, minDeposit: 0 },
    wagering: { multiple: 5, basis: "bonus", contributions: { RNG: 100 }, maxBet: 50_000, expiryDays: 7 },
    budget: null,
  },
  {
    name: { EN: "500 points for your first mission", MY: "ပထမမစ်ရှင်အတွက် ပွိုင့် 500", CN: "完成首个任务送 500 积分" },
    description: {
      EN: "Complete any mission in the member centre and 500 points land in your account, once.",
      MY: "အဖွဲ့ဝင်စင်တာရှိ မည်သည့်မစ်ရှင်မဆို ပြီးမြောက်ပါက ပွိုင့် 500 သင့်အကောင့်သို့ တစ်ကြိမ် ရောက်ရှိပါမည်။",
      CN: "在会员中心完成任意任务，即可一次性获得 500 积分。",
    },
    trigger: "mission",
    conditions: ANYONE,
    reward: { kind: "points", points: 500, minDeposit: 0 },
    wagering: { multiple: 1, basis: "bonus", contributions: {}, maxBet: null, expiryDays: 30 },
    budget: null,
  },
  {
    name: { EN: "Thank-you bonus", MY: "ကျေးဇူးတင်ဘောနပ်စ်", CN: "感谢红利" },
    description: {
      EN: "A bonus our team gives by hand. Play it 3 times within 14 days.",
      MY: "ကျွန်ုပ်တို့အဖွဲ့မှ ကိုယ်တိုင်ပေးသော ဘောနပ်စ်။ ရက် 14 အတွင်း 3 ဆ ကစားပါ။",
      CN: "由客服团队手动发放的红利。14 天内完成 3 倍流水。",
    },
    trigger: "manual",
    conditions: { ...ANYONE, oncePerMember: false },
    reward: { kind: "fixed", amount: 500_000, minDeposit: 0 },
    wagering: { multiple: 3, basis: "bonus", contributions: CONTRIBUTIONS, maxBet: null, expiryDays: 14 },
    budget: null,
  },
];
