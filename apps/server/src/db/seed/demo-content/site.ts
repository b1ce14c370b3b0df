import { loginBannerArt } from "./login-banner-art.ts";
import { orchidLogoSvg } from "./orchid-logo.ts";
import type { TDemoSite } from "./types.ts";

/** Branding, contact channels, app downloads and the maintenance text of the demo merchant. */
export const DEMO_SITE: TDemoSite = {
  name: "Orchid Demo",
  logo: { name: "orchid-logo.svg", contentType: "image/svg+xml", body: orchidLogoSvg() },
  loginBanner: { name: "login-banner.svg", contentType: "image/svg+xml", body: loginBannerArt() },
  copyright: "Copyright © Orchid Demo. All rights reserved. 18+ Play responsibly.",
  contacts: [
    { kind: "livechat", title: "Live chat", url: "https://example.com/support/live-chat" },
    { kind: "telegram", title: "Telegram", url: "https://example.com/contact/telegram" },
    { kind: "whatsapp", title: "WhatsApp", url: "https://example.com/contact/whatsapp" },
    { kind: "facebook", title: "Facebook", url: "https://example.com/contact/facebook" },
    { kind: "line", title: "LINE", url: "https://example.com/contact/line" },
  ],
  customerService: [
    { csType: "1", title: "Live chat 24×7", path: "https://example.com/support/live-chat" },
    { csType: "2", title: "Telegram", path: "https://example.com/support/telegram" },
    { csType: "3", title: "Online customer service", path: "https://example.com/support/online" },
    { csType: "4", title: "Email support", path: "mailto:support@example.com" },
  ],
  resources: [
    {
      resourceType: "IOS",
      url: "https://example.com/download/ios",
      labelNameEn: "iOS",
      qrFor: "https://example.com/download/ios",
    },
    {
      resourceType: "IOS_LITE",
      url: "https://example.com/download/ios-lite",
      labelNameEn: "iOS Lite",
      qrFor: "https://example.com/download/ios-lite",
    },
    {
      resourceType: "ANDROID",
      url: "https://example.com/download/android",
      labelNameEn: "Android",
      qrFor: "https://example.com/download/android",
    },
  ],
  maintenanceMessage: {
    EN: "Orchid is undergoing scheduled maintenance to upgrade our systems. Your balance and bets are safe. We expect to be back shortly; please contact customer service if you need help in the meantime.",
    MY: "စနစ်များကို အဆင့်မြှင့်တင်ရန်အတွက် Orchid သည် အချိန်ဇယားအတိုင်း ပြုပြင်ထိန်းသိမ်းမှု ပြုလုပ်နေပါသည်။ သင့်လက်ကျန်ငွေနှင့် လောင်းကြေးများ လုံခြုံစွာ ရှိနေပါသည်။ မကြာမီ ပြန်လည်ဖွင့်လှစ်ပါမည်။ ယခုအတောအတွင်း အကူအညီလိုအပ်ပါက ဖောက်သည်ဝန်ဆောင်မှုသို့ ဆက်သွယ်ပါ။",
    CN: "Orchid 正在进行例行系统维护升级，您的余额与注单均安全无虞。我们将尽快恢复服务，期间如需协助，请联系在线客服。",
  },
};
