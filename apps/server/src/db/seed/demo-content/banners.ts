import { bannerArt, type TBannerArtSpec } from "./banner-art.ts";
import { BANNER_PALETTES } from "./banner-palettes.ts";
import type { TDemoBanner, TDemoText } from "./types.ts";

type TBannerSeed = Omit<TDemoBanner, "image" | "title"> &
  Omit<TBannerArtSpec, "key" | "title"> & { title: TDemoText };

const SEEDS: TBannerSeed[] = [
  {
    group: "home",
    title: {
      EN: "Welcome Bonus up to 131K",
      MY: "အသင်းဝင်သစ် ကြိုဆိုဘောနပ်စ် 131K အထိ",
      CN: "新会员首存礼金 最高 131K",
    },
    tagline: "100% match on your first deposit. New members only.",
    badge: "NEW MEMBERS",
    cta: "Claim now",
    motif: "gift",
    palette: BANNER_PALETTES.royal,
    linkageType: "ROUTE",
    linkage: "/promotions",
  },
  {
    group: "home",
    title: {
      EN: "Weekly Cashback up to 10%",
      MY: "အပတ်စဉ် ငွေပြန်အမ်း 10% အထိ",
      CN: "每周返水 最高 10%",
    },
    tagline: "Paid every Monday on your net losses, no rollover on the cashback.",
    badge: "EVERY WEEK",
    cta: "See details",
    motif: "coins",
    palette: BANNER_PALETTES.emerald,
    linkageType: "ROUTE",
    linkage: "/promotions",
  },
  {
    group: "home",
    title: {
      EN: "Fast and Secure Payments",
      MY: "မြန်ဆန်ပြီး လုံခြုံသော ငွေသွင်း ငွေထုတ်",
      CN: "极速存取 安全无忧",
    },
    tagline: "Deposits credited in minutes, protected by 128-bit encryption.",
    badge: "24×7",
    cta: "Learn more",
    motif: "shield",
    palette: BANNER_PALETTES.midnight,
    linkageType: "NONE",
    linkage: null,
  },
  {
    group: "rng",
    title: {
      EN: "New Slot Releases Every Week",
      MY: "အပတ်တိုင်း စလော့ဂိမ်းအသစ်များ",
      CN: "每周老虎机新游上线",
    },
    tagline: "Around 10,000 slot games with progressive jackpots.",
    badge: "JUST LANDED",
    cta: "Spin now",
    motif: "reels",
    palette: BANNER_PALETTES.crimson,
    linkageType: "ROUTE",
    linkage: "/rng",
  },
  {
    group: "live",
    title: {
      EN: "Live Baccarat Tables 24×7",
      MY: "တိုက်ရိုက် ဘာကာရာ စားပွဲများ 24×7",
      CN: "真人百家乐 24小时开桌",
    },
    tagline: "Real dealers, HD streams and squeeze tables around the clock.",
    badge: "LIVE NOW",
    cta: "Join a table",
    motif: "cards",
    palette: BANNER_PALETTES.jade,
    linkageType: "ROUTE",
    linkage: "/live",
  },
  {
    group: "fish",
    title: {
      EN: "Fishing Tournament Weekend",
      MY: "ငါးဖမ်းဂိမ်း ပြိုင်ပွဲ အပတ်ကုန်",
      CN: "捕鱼锦标赛 周末开战",
    },
    tagline: "Catch the golden boss fish and climb the prize leaderboard.",
    badge: "TOURNAMENT",
    cta: "Start fishing",
    motif: "fish",
    palette: BANNER_PALETTES.ocean,
    linkageType: "ROUTE",
    linkage: "/fish",
  },
  {
    group: "pvp",
    title: {
      EN: "PVP Card Rooms Are Open",
      MY: "PVP ကတ်ဂိမ်းအခန်းများ ဖွင့်ပါပြီ",
      CN: "PVP 棋牌房间火热开放",
    },
    tagline: "Challenge real players at your table and stake level.",
    badge: "PLAYER VS PLAYER",
    cta: "Find a room",
    motif: "dice",
    palette: BANNER_PALETTES.sunset,
    linkageType: "ROUTE",
    linkage: "/pvp",
  },
  {
    group: "sports",
    title: {
      EN: "Parlay Boost up to 20%",
      MY: "မောင်း (Parlay) ဆုငွေ 20% အထိ တိုး",
      CN: "串关加奖 最高 20%",
    },
    tagline: "Combine three or more matches and win extra on every parlay.",
    badge: "SPORTS",
    cta: "Bet now",
    motif: "football",
    palette: BANNER_PALETTES.emerald,
    linkageType: "ROUTE",
    linkage: "/sports",
  },
  {
    group: "esports",
    title: {
      EN: "Esports Championship Season",
      MY: "အီစပို့ချန်ပီယံရှစ် ရာသီ",
      CN: "电竞冠军赛季",
    },
    tagline: "Live odds on every map, round and tournament final.",
    badge: "ESPORTS",
    cta: "View matches",
    motif: "controller",
    palette: BANNER_PALETTES.neon,
    linkageType: "ROUTE",
    linkage: "/esports",
  },
  {
    group: "lottery",
    title: {
      EN: "Daily Lottery Draws",
      MY: "နေ့စဉ် ထီဖွင့်ပွဲများ",
      CN: "每日彩票开奖",
    },
    tagline: "Fast draws every few minutes and provably fair results.",
    badge: "DRAW TODAY",
    cta: "Pick numbers",
    motif: "lotteryBalls",
    palette: BANNER_PALETTES.royal,
    linkageType: "ROUTE",
    linkage: "/lottery",
  },
  {
    group: "download",
    title: {
      EN: "Get the Orchid App",
      MY: "Orchid အက်ပ်ကို ဒေါင်းလုဒ်ရယူပါ",
      CN: "下载 Orchid 手机应用",
    },
    tagline: "iOS, iOS Lite and Android. Play anywhere, log in faster.",
    badge: "MOBILE",
    cta: "Download",
    motif: "phone",
    palette: BANNER_PALETTES.midnight,
    linkageType: "ROUTE",
    linkage: "/download",
  },
  {
    group: "promotion",
    title: {
      EN: "Invite Friends, Earn Together",
      MY: "သူငယ်ချင်းများကို ဖိတ်ခေါ်ပြီး အတူတကွ ဆုရယူပါ",
      CN: "邀请好友 一起赚奖励",
    },
    tagline: "Get a referral reward for every friend who deposits and plays.",
    badge: "REFERRAL",
    cta: "Invite now",
    motif: "gift",
    palette: BANNER_PALETTES.orchid,
    linkageType: "ROUTE",
    linkage: "/promotions",
  },
  {
    group: "promotion",
    title: {
      EN: "Festival Reload Bonus 50%",
      MY: "ပွဲတော် ငွေဖြည့်ဘောနပ်စ် 50%",
      CN: "节日充值加赠 50%",
    },
    tagline: "Top up during the festival week and get half of it on top.",
    badge: "LIMITED TIME",
    cta: "Read terms",
    motif: "coins",
    palette: BANNER_PALETTES.sunset,
    linkageType: "ROUTE",
    linkage: "/promotions",
  },
  {
    group: "shop",
    title: {
      EN: "Points Mall: Redeem Rewards",
      MY: "ပွိုင့်မောလ် - ဆုလက်ဆောင်များ လဲလှယ်ပါ",
      CN: "积分商城 兑换好礼",
    },
    tagline: "Every valid bet earns points. Swap them for cash and gifts.",
    badge: "POINTS MALL",
    cta: "Shop now",
    motif: "pointsMall",
    palette: BANNER_PALETTES.jade,
    linkageType: "ROUTE",
    linkage: "/pointMall",
  },
  {
    group: "help",
    title: {
      EN: "We Are Here 24×7",
      MY: "ကျွန်ုပ်တို့ 24×7 ကူညီပေးနေပါသည်",
      CN: "全天候 24×7 为您服务",
    },
    tagline: "Live chat, messaging and email support in your language.",
    badge: "HELP CENTRE",
    cta: "Chat with us",
    motif: "headset",
    palette: BANNER_PALETTES.ocean,
    linkageType: "ROUTE",
    linkage: "/help",
  },
  {
    group: "cockfight",
    title: {
      EN: "Sabong Derby Night",
      MY: "ကြက်တိုက်ပွဲ ဒါဘီည",
      CN: "斗鸡德比之夜",
    },
    tagline: "Meron or Wala? Live fights streamed every evening.",
    badge: "LIVE ARENA",
    cta: "Watch live",
    motif: "roosters",
    palette: BANNER_PALETTES.crimson,
    linkageType: "ROUTE",
    linkage: "/sv3",
  },
];

function toBanner(seed: TBannerSeed, index: number, all: TBannerSeed[]): TDemoBanner {
  const n = all.slice(0, index + 1).filter((other) => other.group === seed.group).length;
  const key = `${seed.group}-${n}`;
  const { tagline, badge, cta, motif, palette, ...banner } = seed;
  const body = bannerArt({ key, title: seed.title.EN, tagline, badge, cta, motif, palette });
  return { ...banner, image: { name: `${key}.svg`, contentType: "image/svg+xml", body } };
}

/** Banners per route group (spec §3); the home group rotates three. */
export const DEMO_BANNERS: TDemoBanner[] = SEEDS.map(toBanner);
