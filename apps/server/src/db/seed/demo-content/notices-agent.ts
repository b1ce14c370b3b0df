import type { TDemoNotice } from "./types.ts";

/** Agent notices (AG): shown only in the agent centre, never on the home page. */
export const AGENT_NOTICES: TDemoNotice[] = [
  {
    type: "AG",
    hoursAgo: 6,
    title: {
      EN: "Agent centre: team reports and downline transfers",
      MY: "ကိုယ်စားလှယ်စင်တာ - အဖွဲ့အစီရင်ခံစာများနှင့် အောက်လိုင်းငွေလွှဲခြင်း",
      CN: "代理中心：团队报表与下级转账",
    },
    content: {
      EN: "<p>Your team overview, betting history and profit reports are now in the <em>Agent centre</em>. You can open accounts for your downlines and transfer money to them with your payment password.</p>",
      MY: "<p>သင့်အဖွဲ့၏ အကျဉ်းချုပ်၊ လောင်းကြေးမှတ်တမ်းနှင့် အမြတ်အစီရင်ခံစာများကို <em>ကိုယ်စားလှယ်စင်တာ</em> တွင် ကြည့်နိုင်ပါပြီ။ သင့်အောက်လိုင်းများအတွက် အကောင့်ဖွင့်ပေးနိုင်ပြီး ငွေပေးချေမှုစကားဝှက်ဖြင့် ငွေလွှဲပေးနိုင်ပါသည်။</p>",
      CN: "<p>团队总览、投注记录和盈亏报表现已在<em>代理中心</em>提供。您可以为下级开户，并使用资金密码向下级转账。</p>",
    },
  },
];
