import { HELP_CATEGORIES } from "./help-categories.ts";
import type { TDemoHelpArticle } from "./types.ts";

/** About us: the company, the apps and what a computer needs to play. */
export const HELP_ABOUT: TDemoHelpArticle[] = [
  {
    category: HELP_CATEGORIES.about,
    device: "ALL",
    sort: 10,
    title: { EN: "About Orchid", MY: "Orchid အကြောင်း", CN: "关于 Orchid" },
    content: {
      EN: "<h3>Who we are</h3><p>Orchid is an online entertainment platform that brings slots, live casino, fishing games, PVP card games, sports and esports betting, lottery and cockfight together under one account and one wallet. Members play on the web, on mobile browsers (H5) and in our native apps.</p><h4>Licensed and regulated</h4><p>Orchid operates under gaming licences issued by the <strong>Malta Gaming Authority (MGA)</strong>, the <strong>British Virgin Islands (BVI)</strong> and the <strong>Philippine Amusement and Gaming Corporation (PAGCOR)</strong>. Our games use certified random number generators and their results are audited regularly.</p><h4>Why members choose Orchid</h4><ul><li>A huge game range: about 10,000 slot games plus live tables, sports, esports and daily lottery draws.</li><li>Fast deposits and withdrawals, processed 24×7.</li><li>Account and payment data protected by 128-bit encryption.</li><li>Web, H5 and native apps for iOS, iOS Lite and Android.</li><li>Customer service 24 hours a day, 7 days a week, in Burmese, English and Chinese.</li></ul><p>Orchid is for adults aged 18 and over. We promote responsible gaming and give every member tools to stay in control.</p>",
      MY: "<h3>ကျွန်ုပ်တို့ မည်သူဖြစ်သနည်း</h3><p>Orchid သည် စလော့၊ တိုက်ရိုက်ကာစီနို၊ ငါးဖမ်းဂိမ်း၊ PVP ကတ်ဂိမ်း၊ အားကစားနှင့် အီစပို့ လောင်းကစား၊ ထီနှင့် ကြက်တိုက်ပွဲတို့ကို အကောင့်တစ်ခု၊ ပိုက်ဆံအိတ်တစ်ခုတည်းအောက်တွင် စုစည်းပေးထားသော အွန်လိုင်းဖျော်ဖြေရေး ပလက်ဖောင်း ဖြစ်ပါသည်။ အဖွဲ့ဝင်များသည် ဝဘ်၊ မိုဘိုင်းဘရောက်ဆာ (H5) နှင့် ကျွန်ုပ်တို့၏ အက်ပ်များတွင် ကစားနိုင်ပါသည်။</p><h4>လိုင်စင်ရရှိပြီး ကြီးကြပ်ခံထားရသည်</h4><p>Orchid သည် <strong>Malta Gaming Authority (MGA)</strong>၊ <strong>British Virgin Islands (BVI)</strong> နှင့် <strong>Philippine Amusement and Gaming Corporation (PAGCOR)</strong> တို့မှ ထုတ်ပေးသော ဂိမ်းလိုင်စင်များဖြင့် လုပ်ကိုင်ပါသည်။ ကျွန်ုပ်တို့၏ ဂိမ်းများသည် အသိအမှတ်ပြုထားသော ကျပန်းနံပါတ်ထုတ်စနစ် (RNG) ကို အသုံးပြုပြီး ရလဒ်များကို ပုံမှန်စစ်ဆေးခံရပါသည်။</p><h4>အဖွဲ့ဝင်များ Orchid ကို ရွေးချယ်ရသည့် အကြောင်းရင်း</h4><ul><li>ဂိမ်းအမျိုးအစား များပြားခြင်း - စလော့ဂိမ်း 10,000 ခန့်အပြင် တိုက်ရိုက်စားပွဲများ၊ အားကစား၊ အီစပို့နှင့် နေ့စဉ်ထီဖွင့်ပွဲများ။</li><li>24×7 လုပ်ဆောင်ပေးသော မြန်ဆန်သည့် ငွေသွင်း ငွေထုတ်။</li><li>128-bit ကုဒ်ဝှက်စနစ်ဖြင့် ကာကွယ်ထားသော အကောင့်နှင့် ငွေပေးချေမှု အချက်အလက်များ။</li><li>ဝဘ်၊ H5 နှင့် iOS၊ iOS Lite၊ Android အက်ပ်များ။</li><li>မြန်မာ၊ အင်္ဂလိပ်နှင့် တရုတ်ဘာသာဖြင့် တစ်နေ့ 24 နာရီ၊ တစ်ပတ် 7 ရက် ဖောက်သည်ဝန်ဆောင်မှု။</li></ul><p>Orchid သည် အသက် 18 နှစ်နှင့်အထက် လူကြီးများအတွက်သာ ဖြစ်ပါသည်။ ကျွန်ုပ်တို့သည် တာဝန်သိစွာ ကစားခြင်းကို အားပေးပြီး အဖွဲ့ဝင်တိုင်း မိမိကိုယ်ကို ထိန်းချုပ်နိုင်စေရန် ကိရိယာများ ပေးထားပါသည်။</p>",
      CN: "<h3>我们是谁</h3><p>Orchid 是一个综合线上娱乐平台，将老虎机、真人娱乐场、捕鱼、PVP 棋牌、体育与电竞投注、彩票及斗鸡整合在同一账户、同一钱包中。会员可通过网页、手机浏览器（H5）及原生 App 游戏。</p><h4>持牌合规经营</h4><p>Orchid 持有<strong>马耳他博彩管理局（MGA）</strong>、<strong>英属维尔京群岛（BVI）</strong>及<strong>菲律宾娱乐与博彩公司（PAGCOR）</strong>颁发的博彩牌照。我们的游戏采用经认证的随机数生成器，结果定期接受审计。</p><h4>会员选择 Orchid 的理由</h4><ul><li>游戏丰富：约 10,000 款老虎机，以及真人牌桌、体育、电竞和每日彩票开奖。</li><li>存取款快速，24×7 全天处理。</li><li>账户与支付数据采用 128 位加密保护。</li><li>支持网页、H5 以及 iOS、iOS 轻量版和 Android App。</li><li>全年无休 24 小时客服，支持缅甸语、英语和中文。</li></ul><p>Orchid 仅向年满 18 周岁的成年人开放。我们倡导责任博彩，并为每位会员提供自我管控工具。</p>",
    },
  },
  {
    category: HELP_CATEGORIES.about,
    device: "H5",
    sort: 11,
    title: { EN: "Installing the Orchid app", MY: "Orchid အက်ပ် ထည့်သွင်းနည်း", CN: "安装 Orchid App" },
    content: {
      EN: "<p>Open the <em>App download</em> page from the menu, or scan the QR code in the side bar with your phone camera.</p><h4>Android</h4><ol><li>Tap <strong>Android</strong> and download the installation file.</li><li>If your phone asks, allow installation from this source for your browser.</li><li>Open the file, tap <em>Install</em> and log in with your Orchid account.</li></ol><h4>iOS</h4><ol><li>Tap <strong>iOS</strong> and confirm the installation.</li><li>When the icon appears, open <em>Settings → General → VPN &amp; Device Management</em> and trust the Orchid developer profile.</li><li>Open the app and log in.</li></ol><h4>iOS Lite</h4><p>iOS Lite installs in a few seconds as a home-screen app, needs no profile and uses almost no storage. It is the best choice for older iPhones.</p><p>All versions share the same account, balance and favourites.</p>",
      MY: "<p>မီနူးမှ <em>အက်ပ်ဒေါင်းလုဒ်</em> စာမျက်နှာကို ဖွင့်ပါ သို့မဟုတ် ဘေးဘားရှိ QR ကုဒ်ကို ဖုန်းကင်မရာဖြင့် စကင်ဖတ်ပါ။</p><h4>Android</h4><ol><li><strong>Android</strong> ကို နှိပ်ပြီး ထည့်သွင်းရန်ဖိုင်ကို ဒေါင်းလုဒ်ဆွဲပါ။</li><li>ဖုန်းက မေးမြန်းပါက သင့်ဘရောက်ဆာအတွက် ဤရင်းမြစ်မှ ထည့်သွင်းခွင့်ကို ဖွင့်ပေးပါ။</li><li>ဖိုင်ကိုဖွင့်ပြီး <em>Install</em> ကို နှိပ်ကာ သင့် Orchid အကောင့်ဖြင့် ဝင်ပါ။</li></ol><h4>iOS</h4><ol><li><strong>iOS</strong> ကို နှိပ်ပြီး ထည့်သွင်းမှုကို အတည်ပြုပါ။</li><li>အိုင်ကွန် ပေါ်လာသောအခါ <em>Settings → General → VPN &amp; Device Management</em> ကိုဖွင့်ပြီး Orchid developer profile ကို ယုံကြည်ကြောင်း (Trust) ရွေးပါ။</li><li>အက်ပ်ကိုဖွင့်ပြီး အကောင့်ဝင်ပါ။</li></ol><h4>iOS Lite</h4><p>iOS Lite သည် ပင်မမျက်နှာပြင်အက်ပ်အဖြစ် စက္ကန့်ပိုင်းအတွင်း ထည့်သွင်းနိုင်ပြီး profile မလိုအပ်ဘဲ သိုလှောင်နေရာ အနည်းငယ်သာ အသုံးပြုပါသည်။ iPhone မော်ဒယ်ဟောင်းများအတွက် အကောင်းဆုံး ရွေးချယ်မှု ဖြစ်ပါသည်။</p><p>ဗားရှင်းအားလုံးတွင် အကောင့်၊ လက်ကျန်ငွေနှင့် အကြိုက်ဆုံးဂိမ်းများ တူညီပါသည်။</p>",
      CN: "<p>从菜单打开<em>App 下载</em>页面，或用手机相机扫描侧边栏的二维码。</p><h4>Android</h4><ol><li>点击 <strong>Android</strong> 下载安装包。</li><li>如手机提示，请允许浏览器安装此来源的应用。</li><li>打开安装包，点击<em>安装</em>，然后用 Orchid 账户登录。</li></ol><h4>iOS</h4><ol><li>点击 <strong>iOS</strong> 并确认安装。</li><li>图标出现后，打开<em>设置 → 通用 → VPN 与设备管理</em>，信任 Orchid 开发者描述文件。</li><li>打开 App 并登录。</li></ol><h4>iOS 轻量版</h4><p>iOS 轻量版以主屏幕应用形式几秒内即可安装，无需描述文件，几乎不占存储空间，最适合较旧的 iPhone。</p><p>所有版本共用同一账户、余额与收藏。</p>",
    },
  },
  {
    category: HELP_CATEGORIES.about,
    device: "WEB",
    sort: 12,
    title: {
      EN: "Browser and computer requirements",
      MY: "ဘရောက်ဆာနှင့် ကွန်ပျူတာ လိုအပ်ချက်များ",
      CN: "浏览器与电脑配置要求",
    },
    content: {
      EN: "<p>Orchid runs in any up-to-date desktop browser; no download or plug-in is needed.</p><ul><li>Use one of the two latest versions of a mainstream browser, with JavaScript and cookies enabled.</li><li>A screen at least 1280 pixels wide shows the full lobby and bet slip.</li><li>Live casino and live sports streams need a stable connection of at least 5 Mbps.</li><li>Turn off automatic page translation; it can change odds and amounts on screen.</li></ul><h4>If a game does not load</h4><ol><li>Refresh the page and make sure pop-ups are allowed for this site.</li><li>Clear the browser cache and log in again.</li><li>Try another browser or switch to the app.</li><li>Still stuck? Send the game name and a screenshot to live chat.</li></ol>",
      MY: "<p>Orchid ကို နောက်ဆုံးဗားရှင်း ကွန်ပျူတာဘရောက်ဆာ မည်သည့်တစ်ခုတွင်မဆို အသုံးပြုနိုင်ပြီး ဒေါင်းလုဒ် သို့မဟုတ် plug-in မလိုအပ်ပါ။</p><ul><li>JavaScript နှင့် cookies ဖွင့်ထားသော လူသုံးများသည့် ဘရောက်ဆာ၏ နောက်ဆုံးဗားရှင်း နှစ်ခုထဲမှ တစ်ခုကို အသုံးပြုပါ။</li><li>အနည်းဆုံး 1280 pixel အကျယ်ရှိသော မျက်နှာပြင်တွင် ဂိမ်းခန်းမနှင့် လောင်းကြေးစာရွက်ကို အပြည့်အစုံ မြင်ရပါမည်။</li><li>တိုက်ရိုက်ကာစီနိုနှင့် တိုက်ရိုက်အားကစား ထုတ်လွှင့်မှုများအတွက် အနည်းဆုံး 5 Mbps ရှိသော တည်ငြိမ်သည့် အင်တာနက် လိုအပ်ပါသည်။</li><li>စာမျက်နှာ အလိုအလျောက်ဘာသာပြန်ခြင်းကို ပိတ်ထားပါ။ ၎င်းသည် မျက်နှာပြင်ပေါ်ရှိ ပေါက်ကြေးနှင့် ပမာဏများကို ပြောင်းလဲစေနိုင်ပါသည်။</li></ul><h4>ဂိမ်းမဖွင့်နိုင်ပါက</h4><ol><li>စာမျက်နှာကို ပြန်လည်ဖွင့်ပြီး ဤဝဘ်ဆိုက်အတွက် pop-up များကို ခွင့်ပြုထားကြောင်း သေချာပါစေ။</li><li>ဘရောက်ဆာ cache ကို ရှင်းလင်းပြီး ထပ်မံအကောင့်ဝင်ပါ။</li><li>အခြားဘရောက်ဆာကို စမ်းကြည့်ပါ သို့မဟုတ် အက်ပ်ကို အသုံးပြုပါ။</li><li>ဆက်လက်ပြဿနာရှိနေပါက ဂိမ်းအမည်နှင့် screenshot ကို Live Chat သို့ ပေးပို့ပါ။</li></ol>",
      CN: "<p>Orchid 可在任何最新版电脑浏览器中运行，无需下载或安装插件。</p><ul><li>请使用主流浏览器最新的两个版本之一，并开启 JavaScript 与 Cookie。</li><li>屏幕宽度至少 1280 像素，可完整显示游戏大厅与投注单。</li><li>真人娱乐场与体育直播需要至少 5 Mbps 的稳定网络。</li><li>请关闭网页自动翻译，它可能改变页面上显示的赔率与金额。</li></ul><h4>游戏无法加载时</h4><ol><li>刷新页面，并确认已允许本站弹出窗口。</li><li>清除浏览器缓存后重新登录。</li><li>尝试其他浏览器或改用 App。</li><li>仍无法解决，请将游戏名称与截图发送至在线客服。</li></ol>",
    },
  },
];
