import { BANNER_PALETTES, type TBannerPalette } from "./banner-palettes.ts";
import type { TMotifDraw } from "./motif-context.ts";
import { REWARD_MOTIFS } from "./motifs-rewards.ts";
import type { TDemoImage, TDemoText } from "./types.ts";

/** A square product picture: the palette's sweep, a soft glow and a reward motif in the middle. */
function productArt(name: string, palette: TBannerPalette, motif: TMotifDraw): TDemoImage {
  const uid = (part: string) => `${name}-${part}`;
  const body = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600">
  <defs><linearGradient id="${uid("bg")}" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${palette.deep}"/><stop offset="0.6" stop-color="${palette.mid}"/>
    <stop offset="1" stop-color="${palette.bright}"/></linearGradient>
  <radialGradient id="${uid("glow")}" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${palette.glow}" stop-opacity="0.55"/>
    <stop offset="1" stop-color="${palette.glow}" stop-opacity="0"/></radialGradient></defs>
  <rect width="600" height="600" fill="url(#${uid("bg")})"/>
  <circle cx="300" cy="300" r="260" fill="url(#${uid("glow")})"/>
  <g transform="translate(300 320) scale(0.78)">${motif({ palette, uid })}</g>
</svg>`;
  return { name: `${name}.svg`, contentType: "image/svg+xml", body };
}

type TDemoProduct = {
  name: TDemoText;
  description: TDemoText;
  image: TDemoImage;
  points: number;
  amount: number;
  stock: number;
  needsAddress: boolean;
};

/** The demo's points rules: 1 point per K 1.00 on slots and fishing, less on tables; 100 points make K 1.00. */
export const DEMO_POINTS_SETTINGS = {
  enabled: true,
  earn: { RNG: 100, FISH: 100, LOTT: 50, ELOTT: 50, SPORTS: 50, ESPORTS: 50, SV3: 50, LIVE: 20, PVP: 20 },
  depositRate: 10,
  exchangePoints: 100,
  exchangeMinor: 100,
  minConvert: 1_000,
  rules: {
    EN: "Every valid bet earns points: 1 point per K 1.00 on slots and fishing, half that on lottery, sports and cockfight, a fifth on live tables and card rooms; every K 100.00 deposited earns 10 points. Points never expire. Spend them in the mall, or convert them to cash at 100 points for K 1.00 (from 1,000 points).",
    MY: "တရားဝင်လောင်းကြေးတိုင်း ပွိုင့်ရရှိသည် - စလော့နှင့် ငါးဖမ်းဂိမ်းတွင် K 1.00 လျှင် 1 ပွိုင့်၊ ထီ၊ အားကစားနှင့် ကြက်တိုက်တွင် ထက်ဝက်၊ တိုက်ရိုက်ကာစီနိုနှင့် ကတ်ဂိမ်းတွင် ငါးပုံတစ်ပုံ။ K 100.00 ငွေသွင်းတိုင်း 10 ပွိုင့်။ ပွိုင့်များ သက်တမ်းမကုန်ပါ။ ဈေးဆိုင်တွင် သုံးပါ သို့မဟုတ် 100 ပွိုင့်လျှင် K 1.00 နှုန်းဖြင့် ငွေသားအဖြစ် လဲလှယ်ပါ (1,000 ပွိုင့်မှစ၍)။",
    CN: "每笔有效投注均可赚取积分：老虎机与捕鱼每 K 1.00 得 1 分，彩票、体育与斗鸡减半，真人与棋牌为五分之一；每存款 K 100.00 得 10 分。积分永久有效，可在商城兑换商品，或按 100 分兑 K 1.00 转为现金（1,000 分起）。",
  },
};

export const DEMO_PRODUCTS: TDemoProduct[] = [
  {
    name: { EN: "Orchid sticker pack", MY: "Orchid စတစ်ကာထုပ်", CN: "Orchid 贴纸包" },
    description: {
      EN: "Ten Orchid stickers for your phone and laptop, sent to your address.",
      MY: "ဖုန်းနှင့် လက်ပ်တော့အတွက် Orchid စတစ်ကာ ဆယ်ခု၊ သင့်လိပ်စာသို့ ပို့ပေးပါမည်။",
      CN: "十张 Orchid 贴纸，可贴手机和电脑，寄送到您的地址。",
    },
    image: productArt("mall-stickers", BANNER_PALETTES.ocean, REWARD_MOTIFS.gift),
    points: 300,
    amount: 0,
    stock: 1_000,
    needsAddress: true,
  },
  {
    name: { EN: "Phone top-up K 10,000", MY: "ဖုန်းငွေဖြည့် K 10,000", CN: "话费充值 K 10,000" },
    description: {
      EN: "K 10,000 of airtime, sent to the mobile number in your remark once approved.",
      MY: "အတည်ပြုပြီးသည်နှင့် မှတ်ချက်ရှိ ဖုန်းနံပါတ်သို့ K 10,000 ဖုန်းငွေ ပို့ပေးပါမည်။",
      CN: "审核通过后，K 10,000 话费充值到您备注中的手机号码。",
    },
    image: productArt("mall-voucher", BANNER_PALETTES.royal, REWARD_MOTIFS.coins),
    points: 12_000,
    amount: 0,
    stock: 500,
    needsAddress: false,
  },
  {
    name: { EN: "Orchid gift box", MY: "Orchid လက်ဆောင်ဘူး", CN: "Orchid 礼盒" },
    description: {
      EN: "A mug, a cap and a towel in the Orchid colours, sent to your address.",
      MY: "Orchid အရောင်ဖြင့် ခွက်၊ ဦးထုပ်နှင့် မျက်နှာသုတ်ပုဝါ၊ သင့်လိပ်စာသို့ ပို့ပေးပါမည်။",
      CN: "Orchid 主题马克杯、帽子和毛巾，寄送到您的地址。",
    },
    image: productArt("mall-gift", BANNER_PALETTES.crimson, REWARD_MOTIFS.gift),
    points: 30_000,
    amount: 50_000,
    stock: 40,
    needsAddress: true,
  },
  {
    name: { EN: "Lucky points pack", MY: "ကံကောင်းပွိုင့်ထုပ်", CN: "幸运积分礼包" },
    description: {
      EN: "A limited pack for members who play every week: a surprise gift sent to your address.",
      MY: "အပတ်စဉ် ကစားသူများအတွက် အကန့်အသတ်ရှိ ထုပ်ပိုး - သင့်လိပ်စာသို့ အံ့အားသင့်လက်ဆောင် ပို့ပေးပါမည်။",
      CN: "每周玩家限量礼包：惊喜礼物寄送到您的地址。",
    },
    image: productArt("mall-pack", BANNER_PALETTES.emerald, REWARD_MOTIFS.pointsMall),
    points: 80_000,
    amount: 0,
    stock: 10,
    needsAddress: true,
  },
];
