import type { TDemoNotice } from "./types.ts";

/** Bulletins (B, scrolled in the header marquee) and headlines (H). */
export const BULLETIN_NOTICES: TDemoNotice[] = [
  {
    type: "B",
    hoursAgo: 2,
    title: {
      EN: "Scheduled maintenance this Sunday 02:00–04:00",
      MY: "ဤတနင်္ဂနွေ 02:00–04:00 စနစ်ပြုပြင်ထိန်းသိမ်းမှု",
      CN: "本周日 02:00–04:00 系统例行维护",
    },
    content: {
      EN: "<p>To keep Orchid fast and secure, the whole site will be under scheduled maintenance this <strong>Sunday from 02:00 to 04:00 (Myanmar time, GMT+6:30)</strong>.</p><ul><li>Login, deposits, withdrawals and all games are unavailable during the window.</li><li>Open bets are not affected and will be settled normally after maintenance.</li><li>Please log out of any game before 02:00 to avoid an interrupted round.</li></ul><p>Thank you for your patience.</p>",
      MY: "<p>Orchid ကို မြန်ဆန်လုံခြုံစေရန် <strong>ဤတနင်္ဂနွေ 02:00 မှ 04:00 အထိ (မြန်မာစံတော်ချိန်၊ GMT+6:30)</strong> ဝဘ်ဆိုက်တစ်ခုလုံးကို အချိန်ဇယားအတိုင်း ပြုပြင်ထိန်းသိမ်းပါမည်။</p><ul><li>ထိုအချိန်အတွင်း အကောင့်ဝင်ခြင်း၊ ငွေသွင်း၊ ငွေထုတ်နှင့် ဂိမ်းအားလုံးကို အသုံးပြု၍ မရပါ။</li><li>ထိုးထားပြီးသော လောင်းကြေးများကို မထိခိုက်ဘဲ ပြုပြင်ပြီးနောက် ပုံမှန်အတိုင်း ရှင်းလင်းပေးပါမည်။</li><li>ဂိမ်းအလယ်တွင် ရပ်တန့်မသွားစေရန် 02:00 မတိုင်မီ ဂိမ်းများမှ ထွက်ထားပါ။</li></ul><p>စိတ်ရှည်စွာ စောင့်ဆိုင်းပေးသည့်အတွက် ကျေးဇူးတင်ပါသည်။</p>",
      CN: "<p>为保障 Orchid 的速度与安全，全站将于<strong>本周日 02:00 至 04:00（缅甸时间 GMT+6:30）</strong>进行例行维护。</p><ul><li>维护期间暂停登录、存款、提款及所有游戏。</li><li>已下注单不受影响，维护结束后将正常结算。</li><li>请于 02:00 前退出游戏，以免牌局中断。</li></ul><p>感谢您的耐心等待。</p>",
    },
  },
  {
    type: "B",
    hoursAgo: 9,
    title: {
      EN: "Orchid Originals: 12 new in-house slots are live",
      MY: "Orchid Originals - ကိုယ်ပိုင် စလော့ဂိမ်းအသစ် 12 မျိုး ထွက်ရှိပြီ",
      CN: "Orchid 原创：12 款自研老虎机现已上线",
    },
    content: {
      EN: "<p>Our in-house studio <strong>Orchid Originals</strong> has launched 12 new slot games in the Slots hall, including cascading reels, hold-and-win bonus rounds and a shared progressive jackpot.</p><p>Every Orchid Originals title publishes its return-to-player (RTP) figure on the game info screen. Find them under <em>Slots → Orchid Originals</em>.</p>",
      MY: "<p>ကျွန်ုပ်တို့၏ ကိုယ်ပိုင်စတူဒီယို <strong>Orchid Originals</strong> မှ စလော့ခန်းမတွင် စလော့ဂိမ်းအသစ် 12 မျိုး ထုတ်ဝေလိုက်ပါပြီ။ အဆင့်ဆင့်ကျလာသော ရီးလ်များ၊ Hold &amp; Win ဘောနပ်စ်အကျော့များနှင့် အတူတကွ တိုးပွားလာသော ဂျက်ပေါ့တို့ ပါဝင်ပါသည်။</p><p>Orchid Originals ဂိမ်းတိုင်းတွင် ကစားသူထံ ပြန်ပေးနှုန်း (RTP) ကို ဂိမ်းအချက်အလက် မျက်နှာပြင်တွင် ဖော်ပြထားပါသည်။ <em>စလော့ → Orchid Originals</em> တွင် ရှာဖွေနိုင်ပါသည်။</p>",
      CN: "<p>自研工作室 <strong>Orchid Originals</strong> 在老虎机大厅推出 12 款全新游戏，包含连消转轴、Hold &amp; Win 奖励回合以及共享累积奖池。</p><p>每款 Orchid Originals 游戏均在游戏说明页公开返还率（RTP）。请前往<em>老虎机 → Orchid Originals</em> 体验。</p>",
    },
  },
  {
    type: "B",
    hoursAgo: 20,
    title: {
      EN: "Bank transfer deposit accounts have been updated",
      MY: "ဘဏ်လွှဲ ငွေသွင်းအကောင့်များ ပြောင်းလဲထားပါသည်",
      CN: "银行转账存款账户已更新",
    },
    content: {
      EN: "<p>The receiving accounts for <strong>bank transfer deposits</strong> changed today. Always copy the account shown on the deposit page at the moment you deposit; accounts can change without notice.</p><p><strong>Never</strong> transfer to an account you saved earlier or one sent to you in a private message. Deposits to an outdated account may be delayed or cannot be recovered.</p>",
      MY: "<p>ယနေ့မှစ၍ <strong>ဘဏ်လွှဲ ငွေသွင်းခြင်း</strong>အတွက် လက်ခံအကောင့်များ ပြောင်းလဲသွားပါပြီ။ ငွေသွင်းတိုင်း ထိုအချိန်တွင် ငွေသွင်းစာမျက်နှာ၌ ပြသထားသော အကောင့်ကိုသာ ကူးယူအသုံးပြုပါ။ အကောင့်များကို ကြိုတင်အသိပေးခြင်းမရှိဘဲ ပြောင်းလဲနိုင်ပါသည်။</p><p>ယခင်က သိမ်းထားသော အကောင့် သို့မဟုတ် ပုဂ္ဂိုလ်ရေးစာတိုဖြင့် ပေးပို့လာသော အကောင့်သို့ <strong>လုံးဝ</strong> ငွေမလွှဲပါနှင့်။ သက်တမ်းကုန်အကောင့်သို့ လွှဲသောငွေသည် နောက်ကျနိုင်သည် သို့မဟုတ် ပြန်လည်ရယူ၍ မရနိုင်ပါ။</p>",
      CN: "<p><strong>银行转账存款</strong>的收款账户已于今日更新。每次存款请以存款页面当下显示的账户为准，收款账户可能随时变更，恕不另行通知。</p><p>请<strong>切勿</strong>转账至您之前保存的账户或私信发来的账户，转入过期账户的款项可能延迟到账或无法追回。</p>",
    },
  },
  {
    type: "B",
    hoursAgo: 30,
    title: {
      EN: "Withdrawals run 24×7 — most are paid within 15 minutes",
      MY: "ငွေထုတ်ခြင်း 24×7 - အများစုကို မိနစ် 15 အတွင်း ပေးချေပါသည်",
      CN: "提款 24×7 办理，多数 15 分钟内到账",
    },
    content: {
      EN: "<p>Withdrawal requests are reviewed around the clock. Most are paid within <strong>15 minutes</strong>; first withdrawals, large amounts and requests made during bank maintenance can take longer.</p><p>Track every request under <em>Member centre → Account record</em>.</p>",
      MY: "<p>ငွေထုတ်တောင်းဆိုမှုများကို 24 နာရီပတ်လုံး စစ်ဆေးပေးပါသည်။ အများစုကို <strong>မိနစ် 15</strong> အတွင်း ပေးချေပြီး ပထမဆုံးငွေထုတ်ခြင်း၊ ပမာဏကြီးမားခြင်းနှင့် ဘဏ်ပြုပြင်ချိန်အတွင်း တောင်းဆိုခြင်းများမှာ ပိုကြာနိုင်ပါသည်။</p><p>တောင်းဆိုမှုတိုင်းကို <em>အဖွဲ့ဝင်စင်တာ → အကောင့်မှတ်တမ်း</em> တွင် စောင့်ကြည့်နိုင်ပါသည်။</p>",
      CN: "<p>提款申请全天候审核，多数在 <strong>15 分钟</strong>内到账；首次提款、大额提款或银行维护期间提交的申请可能需要更长时间。</p><p>您可在<em>会员中心 → 账户记录</em>查看每笔申请的进度。</p>",
    },
  },
  {
    type: "B",
    hoursAgo: 48,
    title: {
      EN: "Anti-fraud warning: we never ask for your password or code",
      MY: "လိမ်လည်မှုသတိပေးချက် - သင့်စကားဝှက် သို့မဟုတ် ကုဒ်ကို ကျွန်ုပ်တို့ ဘယ်တော့မှ မမေးပါ",
      CN: "防诈骗提醒：我们绝不会索要您的密码或验证码",
    },
    content: {
      EN: "<p>Orchid staff, agents and customer service will <strong>never</strong> ask for your login password, payment password or SMS verification code, and will never ask you to deposit into a personal account.</p><ul><li>Only use the links shown on this site and in the official app.</li><li>If someone contacts you claiming to be Orchid staff, stop and check with live chat first.</li><li>Report suspicious messages to customer service so we can warn other members.</li></ul>",
      MY: "<p>Orchid ဝန်ထမ်းများ၊ အေးဂျင့်များနှင့် ဖောက်သည်ဝန်ဆောင်မှုသည် သင့်အကောင့်ဝင် စကားဝှက်၊ ငွေပေးချေမှု စကားဝှက် သို့မဟုတ် SMS အတည်ပြုကုဒ်ကို <strong>ဘယ်တော့မှ</strong> မမေးမြန်းပါ။ ပုဂ္ဂိုလ်ရေးအကောင့်သို့ ငွေသွင်းရန်လည်း ဘယ်တော့မှ မတောင်းဆိုပါ။</p><ul><li>ဤဝဘ်ဆိုက်နှင့် တရားဝင်အက်ပ်တွင် ပြသထားသော လင့်ခ်များကိုသာ အသုံးပြုပါ။</li><li>Orchid ဝန်ထမ်းဟု အမည်ခံ၍ တစ်စုံတစ်ယောက် ဆက်သွယ်လာပါက ရပ်တန့်ပြီး Live Chat တွင် အရင်စစ်ဆေးပါ။</li><li>သံသယဖြစ်ဖွယ် စာတိုများကို ဖောက်သည်ဝန်ဆောင်မှုသို့ တိုင်ကြားပေးပါ။ အခြားအဖွဲ့ဝင်များကို ကျွန်ုပ်တို့ သတိပေးနိုင်ပါမည်။</li></ul>",
      CN: "<p>Orchid 员工、代理及客服<strong>绝不会</strong>向您索要登录密码、支付密码或短信验证码，也绝不会要求您向个人账户存款。</p><ul><li>请只使用本站及官方 App 内显示的链接。</li><li>如有人自称 Orchid 员工联系您，请先暂停并通过在线客服核实。</li><li>请将可疑信息提交客服，以便我们提醒其他会员。</li></ul>",
    },
  },
  {
    type: "B",
    hoursAgo: 72,
    title: {
      EN: "18+ only. Set a limit and play responsibly",
      MY: "အသက် 18 နှစ်နှင့်အထက်သာ။ ကန့်သတ်ချက်သတ်မှတ်ပြီး တာဝန်သိစွာ ကစားပါ",
      CN: "仅限 18 岁以上，请设定限额理性娱乐",
    },
    content: {
      EN: "<p>Gaming should be entertainment, not a way to make money. You can set daily, weekly or monthly <strong>deposit limits</strong>, take a cooling-off break or <strong>self-exclude</strong> at any time from the help centre or through customer service.</p><p>Orchid is for adults aged <strong>18 and over</strong> only.</p>",
      MY: "<p>ဂိမ်းကစားခြင်းသည် ဖျော်ဖြေရေးသာ ဖြစ်သင့်ပြီး ငွေရှာနည်းလမ်း မဟုတ်ပါ။ နေ့စဉ်၊ အပတ်စဉ် သို့မဟုတ် လစဉ် <strong>ငွေသွင်းကန့်သတ်ချက်</strong>များ သတ်မှတ်ခြင်း၊ ခေတ္တအနားယူခြင်း သို့မဟုတ် <strong>ကိုယ်တိုင်ပိတ်ပင်ခြင်း</strong>ကို အကူအညီစင်တာ သို့မဟုတ် ဖောက်သည်ဝန်ဆောင်မှုမှတစ်ဆင့် အချိန်မရွေး ပြုလုပ်နိုင်ပါသည်။</p><p>Orchid သည် <strong>အသက် 18 နှစ်နှင့်အထက်</strong> လူကြီးများအတွက်သာ ဖြစ်ပါသည်။</p>",
      CN: "<p>游戏应是娱乐，而非赚钱途径。您可随时通过帮助中心或客服设定每日、每周或每月<strong>存款限额</strong>，申请冷静期或<strong>自我排除</strong>。</p><p>Orchid 仅向<strong>年满 18 周岁</strong>的成年人开放。</p>",
    },
  },
  {
    type: "H",
    hoursAgo: 5,
    title: {
      EN: "Sabong derby season opens tonight",
      MY: "ကြက်တိုက်ဒါဘီရာသီ ယနေ့ညတွင် စတင်ပါပြီ",
      CN: "斗鸡德比赛季今晚开幕",
    },
    content: {
      EN: "<p>The cockfight arena opens its derby season tonight with <strong>live fights every evening from 19:00</strong>. Bet on Meron or Wala with live odds and watch every fight in HD.</p><p>Open the <em>Cockfight</em> section from the top menu to see tonight's card.</p>",
      MY: "<p>ကြက်တိုက်ကွင်းတွင် ဒါဘီရာသီကို ယနေ့ညမှစ၍ <strong>ညနေတိုင်း 19:00 မှစ၍ တိုက်ရိုက်ပွဲများ</strong>ဖြင့် စတင်ပါပြီ။ တိုက်ရိုက်ပေါက်ကြေးဖြင့် Meron သို့မဟုတ် Wala ကို လောင်းကြေးထိုးပြီး ပွဲတိုင်းကို HD ဖြင့် ကြည့်ရှုနိုင်ပါသည်။</p><p>ယနေ့ညပွဲစဉ်များကို ကြည့်ရန် ထိပ်မီနူးမှ <em>ကြက်တိုက်</em> ကဏ္ဍကို ဖွင့်ပါ။</p>",
      CN: "<p>斗鸡竞技场今晚开启德比赛季，<strong>每晚 19:00 起现场直播</strong>。以实时赔率投注 Meron 或 Wala，高清观看每一场对决。</p><p>请从顶部菜单进入<em>斗鸡</em>版块查看今晚赛程。</p>",
    },
  },
  {
    type: "H",
    hoursAgo: 26,
    title: {
      EN: "Esports championship: live odds on every map",
      MY: "အီစပို့ချန်ပီယံရှစ် - မြေပုံတိုင်းအတွက် တိုက်ရိုက်ပေါက်ကြေး",
      CN: "电竞冠军赛：每张地图实时赔率",
    },
    content: {
      EN: "<p>The esports championship season has started. Bet before the match or in play on match winner, map winner, total rounds and handicaps, with odds updated live.</p><p>Parlays that include esports markets also qualify for the weekend <strong>parlay boost</strong>.</p>",
      MY: "<p>အီစပို့ချန်ပီယံရှစ် ရာသီ စတင်ပါပြီ။ ပွဲမစမီ သို့မဟုတ် ပွဲကစားနေစဉ် ပွဲအနိုင်ရသူ၊ မြေပုံအနိုင်ရသူ၊ စုစုပေါင်းအကျော့နှင့် အလေးအစား (Handicap) များကို တိုက်ရိုက်ပြောင်းလဲနေသော ပေါက်ကြေးဖြင့် လောင်းနိုင်ပါသည်။</p><p>အီစပို့ဈေးကွက်များ ပါဝင်သော မောင်း (Parlay) များလည်း စနေ၊ တနင်္ဂနွေ <strong>မောင်းဆုငွေတိုး</strong> အစီအစဉ်တွင် ပါဝင်ခွင့်ရှိပါသည်။</p>",
      CN: "<p>电竞冠军赛季已开赛。赛前或滚球均可投注全场胜负、地图胜负、总回合数及让分盘，赔率实时更新。</p><p>含电竞盘口的串关同样可参加周末<strong>串关加奖</strong>活动。</p>",
    },
  },
  {
    type: "H",
    hoursAgo: 96,
    title: {
      EN: "Orchid now speaks Burmese, English and Chinese",
      MY: "Orchid ကို မြန်မာ၊ အင်္ဂလိပ်နှင့် တရုတ်ဘာသာဖြင့် အသုံးပြုနိုင်ပါပြီ",
      CN: "Orchid 现已支持缅甸语、英语和中文",
    },
    content: {
      EN: "<p>The whole site, the help centre and customer service are now available in <strong>Burmese, English and Chinese</strong>. Switch language at any time from the menu at the top of the page; your choice is remembered on this device.</p>",
      MY: "<p>ဝဘ်ဆိုက်တစ်ခုလုံး၊ အကူအညီစင်တာနှင့် ဖောက်သည်ဝန်ဆောင်မှုကို ယခု <strong>မြန်မာ၊ အင်္ဂလိပ်နှင့် တရုတ်</strong> ဘာသာဖြင့် အသုံးပြုနိုင်ပါပြီ။ စာမျက်နှာထိပ်ရှိ မီနူးမှ ဘာသာစကားကို အချိန်မရွေး ပြောင်းလဲနိုင်ပြီး သင့်ရွေးချယ်မှုကို ဤစက်ပေါ်တွင် မှတ်သားထားပါမည်။</p>",
      CN: "<p>全站、帮助中心及客服现已支持<strong>缅甸语、英语和中文</strong>。您可随时通过页面顶部菜单切换语言，本设备会记住您的选择。</p>",
    },
  },
];
