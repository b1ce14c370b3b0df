import { loginBannerArt } from "./login-banner-art.ts";
import { orchidLogoSvg } from "./orchid-logo.ts";
import type { TDemoSite } from "./types.ts";

/** Branding, contact channels, app downloads and the maintenance text of the demo merchant. */
export const DEMO_SITE: TDemoSite = {
  name: "Orchid Demo",
  logo: { name: "orchid-logo.svg", contentType: "image/svg+xml", body: orchidLogoSvg() },
  loginBanner: { name: "login-banner.svg", contentType: "image/svg+xml", body: loginBannerArt() },
  copyright: "Copyright © Orchid Demo. All rights reserved. 18+ Play responsibly.",
  // Demo links open pages the site itself serves: the help centre (bare /helpmc in a chat-sized
  // window) and the app download page; a real merchant sets its own channels in the console.
  contacts: [
    { kind: "livechat", title: "Live chat", url: "/helpmc" },
    { kind: "telegram", title: "Telegram", url: "/help" },
    { kind: "whatsapp", title: "WhatsApp", url: "/help" },
    { kind: "facebook", title: "Facebook", url: "/help" },
    { kind: "line", title: "LINE", url: "/help" },
  ],
  customerService: [
    { csType: "1", title: "Live chat 24×7", path: "/helpmc" },
    { csType: "2", title: "Help centre", path: "/help" },
    { csType: "3", title: "Online customer service", path: "/helpmc" },
    { csType: "4", title: "Email support", path: "mailto:support@orchid.localhost" },
    // Members ranked above VIP 4 see this desk in place of the live chat (spec §6).
    { csType: "VIP", title: "VIP customer service", path: "/helpmc" },
  ],
  // The demo has no store listing: each platform opens the help centre's install guide.
  resources: [
    { resourceType: "IOS", url: "/help", labelNameEn: "iOS", qrFor: "/help" },
    { resourceType: "IOS_LITE", url: "/help", labelNameEn: "iOS Lite", qrFor: "/help" },
    { resourceType: "ANDROID", url: "/help", labelNameEn: "Android", qrFor: "/help" },
  ],
  maintenanceMessage: {
    EN: "Orchid is undergoing scheduled maintenance to upgrade our systems. Your balance and bets are safe. We expect to be back shortly; please contact customer service if you need help in the meantime.",
    MY: "စနစ်များကို အဆင့်မြှင့်တင်ရန်အတွက် Orchid သည် အချိန်ဇယားအတိုင်း ပြုပြင်ထိန်းသိမ်းမှု ပြုလုပ်နေပါသည်။ သင့်လက်ကျန်ငွေနှင့် လောင်းကြေးများ လုံခြုံစွာ ရှိနေပါသည်။ မကြာမီ ပြန်လည်ဖွင့်လှစ်ပါမည်။ ယခုအတောအတွင်း အကူအညီလိုအပ်ပါက ဖောက်သည်ဝန်ဆောင်မှုသို့ ဆက်သွယ်ပါ။",
    CN: "Orchid 正在进行例行系统维护升级，您的余额与注单均安全无虞。我们将尽快恢复服务，期间如需协助，请联系在线客服。",
  },
};
