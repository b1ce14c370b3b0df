import type { TDemoText } from "./types.ts";

/** Help centre sections, in the order the footer lists them. */
export const HELP_CATEGORIES = {
  about: { EN: "About us", MY: "ကျွန်ုပ်တို့အကြောင်း", CN: "关于我们" },
  account: { EN: "Account & registration", MY: "အကောင့်နှင့် မှတ်ပုံတင်ခြင်း", CN: "账户与注册" },
  deposit: { EN: "Deposit", MY: "ငွေသွင်းခြင်း", CN: "存款" },
  withdrawal: { EN: "Withdrawal", MY: "ငွေထုတ်ခြင်း", CN: "提款" },
  games: { EN: "Games & betting rules", MY: "ဂိမ်းများနှင့် လောင်းကစားစည်းမျဉ်းများ", CN: "游戏与投注规则" },
  promotions: { EN: "Promotions & points", MY: "ပရိုမိုးရှင်းနှင့် ပွိုင့်များ", CN: "优惠与积分" },
  responsible: { EN: "Responsible gaming", MY: "တာဝန်သိစွာ ကစားခြင်း", CN: "责任博彩" },
  security: { EN: "Security & privacy", MY: "လုံခြုံရေးနှင့် ကိုယ်ရေးအချက်အလက်", CN: "安全与隐私" },
  terms: { EN: "Terms and conditions", MY: "စည်းကမ်းနှင့် သတ်မှတ်ချက်များ", CN: "条款与条件" },
  contact: { EN: "Contact us", MY: "ဆက်သွယ်ရန်", CN: "联系我们" },
} satisfies Record<string, TDemoText>;
