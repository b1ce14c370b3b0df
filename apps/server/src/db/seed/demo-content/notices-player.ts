import type { TDemoNotice } from "./types.ts";

/** Player notices (PL): account, payment and service information for members. */
export const PLAYER_NOTICES: TDemoNotice[] = [
  {
    type: "PL",
    hoursAgo: 4,
    title: {
      EN: "Withdrawal processing times by method",
      MY: "ငွေထုတ်နည်းလမ်းအလိုက် လုပ်ဆောင်ချိန်များ",
      CN: "各提款方式处理时间",
    },
    content: {
      EN: "<p>Typical times from the moment a withdrawal is approved until the money reaches you:</p><table><tr><th>Method</th><th>Usual time</th><th>Available</th></tr><tr><td>Mobile e-wallet</td><td>5–15 minutes</td><td>24×7</td></tr><tr><td>Local bank transfer</td><td>15–60 minutes</td><td>24×7, except bank maintenance</td></tr><tr><td>Large withdrawals</td><td>Up to 24 hours</td><td>After a manual review</td></tr></table><p>After the money arrives, please confirm receipt under <em>Member centre → Account record</em>.</p>",
      MY: "<p>ငွေထုတ်ခြင်းကို အတည်ပြုပြီးချိန်မှ သင့်ထံ ငွေရောက်ရှိချိန်အထိ ပုံမှန်ကြာချိန်များ -</p><table><tr><th>နည်းလမ်း</th><th>ပုံမှန်ကြာချိန်</th><th>ရရှိနိုင်ချိန်</th></tr><tr><td>မိုဘိုင်း ငွေပေးချေမှု (e-wallet)</td><td>5–15 မိနစ်</td><td>24×7</td></tr><tr><td>ပြည်တွင်း ဘဏ်လွှဲ</td><td>15–60 မိနစ်</td><td>ဘဏ်ပြုပြင်ချိန်မှလွဲ၍ 24×7</td></tr><tr><td>ပမာဏကြီး ငွေထုတ်ခြင်း</td><td>24 နာရီအထိ</td><td>လူကိုယ်တိုင် စစ်ဆေးပြီးနောက်</td></tr></table><p>ငွေရောက်ရှိပြီးနောက် <em>အဖွဲ့ဝင်စင်တာ → အကောင့်မှတ်တမ်း</em> တွင် ငွေလက်ခံရရှိကြောင်း အတည်ပြုပေးပါ။</p>",
      CN: "<p>提款审核通过后至到账的一般时间：</p><table><tr><th>方式</th><th>一般时间</th><th>服务时间</th></tr><tr><td>手机电子钱包</td><td>5–15 分钟</td><td>24×7</td></tr><tr><td>本地银行转账</td><td>15–60 分钟</td><td>24×7（银行维护期间除外）</td></tr><tr><td>大额提款</td><td>最长 24 小时</td><td>需人工审核</td></tr></table><p>款项到账后，请在<em>会员中心 → 账户记录</em>确认收款。</p>",
    },
  },
  {
    type: "PL",
    hoursAgo: 12,
    title: {
      EN: "Reminder: verify your identity before your first withdrawal",
      MY: "သတိပေးချက် - ပထမဆုံးငွေမထုတ်မီ ကိုယ်ရေးအချက်အလက်ကို အတည်ပြုပါ",
      CN: "提醒：首次提款前请完成实名认证",
    },
    content: {
      EN: "<p>To protect your money and meet our licence conditions, every member must complete <strong>identity verification (KYC)</strong> before the first withdrawal.</p><ol><li>Open <em>Member centre → My account</em>.</li><li>Enter your real name exactly as it appears on your ID and on your bank or e-wallet account.</li><li>Upload a clear photo of your national ID card or passport and a selfie holding it.</li></ol><p>Most checks are completed within 2 hours. Withdrawals to an account in another person's name are not allowed.</p>",
      MY: "<p>သင့်ငွေကို ကာကွယ်ရန်နှင့် ကျွန်ုပ်တို့၏ လိုင်စင်စည်းကမ်းများနှင့် ကိုက်ညီစေရန် အဖွဲ့ဝင်တိုင်း ပထမဆုံးငွေမထုတ်မီ <strong>ကိုယ်ရေးအချက်အလက် အတည်ပြုခြင်း (KYC)</strong> ကို ပြီးမြောက်အောင် ပြုလုပ်ရပါမည်။</p><ol><li><em>အဖွဲ့ဝင်စင်တာ → ကျွန်ုပ်၏အကောင့်</em> ကို ဖွင့်ပါ။</li><li>မှတ်ပုံတင်နှင့် ဘဏ် သို့မဟုတ် e-wallet အကောင့်ပေါ်ရှိ အမည်အတိုင်း အမည်အမှန်ကို ထည့်ပါ။</li><li>နိုင်ငံသားစိစစ်ရေးကတ်ပြား (မှတ်ပုံတင်) သို့မဟုတ် နိုင်ငံကူးလက်မှတ်၏ ရှင်းလင်းသောဓာတ်ပုံနှင့် ၎င်းကို ကိုင်ထားသော ဆယ်လ်ဖီပုံကို တင်ပါ။</li></ol><p>စစ်ဆေးမှုအများစုကို 2 နာရီအတွင်း ပြီးဆုံးပါသည်။ အခြားသူ၏အမည်ဖြင့် ဖွင့်ထားသော အကောင့်သို့ ငွေထုတ်ခွင့် မရှိပါ။</p>",
      CN: "<p>为保障您的资金安全并符合牌照要求，所有会员在首次提款前须完成<strong>实名认证（KYC）</strong>。</p><ol><li>打开<em>会员中心 → 我的账户</em>。</li><li>填写与证件及银行／电子钱包账户一致的真实姓名。</li><li>上传身份证或护照的清晰照片，以及手持证件的自拍照。</li></ol><p>多数审核在 2 小时内完成。不支持提款至他人名下的账户。</p>",
    },
  },
  {
    type: "PL",
    hoursAgo: 24,
    title: {
      EN: "Orchid app 3.2 is available — please update",
      MY: "Orchid အက်ပ် 3.2 ထွက်ရှိပါပြီ - အပ်ဒိတ်လုပ်ပေးပါ",
      CN: "Orchid App 3.2 已发布，请及时更新",
    },
    content: {
      EN: "<p>Version 3.2 of the Orchid app brings faster game loading, fingerprint and face login, and clearer deposit status updates.</p><ul><li>Android and iOS: download the new version from the <em>App download</em> page or scan the QR code in the side bar.</li><li>Versions older than 3.0 will stop working at the end of this month.</li></ul><p>Your account, balance and favourites are kept when you update.</p>",
      MY: "<p>Orchid အက်ပ် ဗားရှင်း 3.2 တွင် ဂိမ်းများ ပိုမိုမြန်ဆန်စွာ ဖွင့်နိုင်ခြင်း၊ လက်ဗွေနှင့် မျက်နှာဖြင့် အကောင့်ဝင်နိုင်ခြင်းနှင့် ငွေသွင်းအခြေအနေကို ပိုမိုရှင်းလင်းစွာ ပြသခြင်းတို့ ပါဝင်ပါသည်။</p><ul><li>Android နှင့် iOS - <em>အက်ပ်ဒေါင်းလုဒ်</em> စာမျက်နှာမှ ဗားရှင်းအသစ်ကို ဒေါင်းလုဒ်ဆွဲပါ သို့မဟုတ် ဘေးဘားရှိ QR ကုဒ်ကို စကင်ဖတ်ပါ။</li><li>3.0 ထက်ဟောင်းသော ဗားရှင်းများသည် ဤလကုန်တွင် အလုပ်လုပ်တော့မည် မဟုတ်ပါ။</li></ul><p>အပ်ဒိတ်လုပ်သောအခါ သင့်အကောင့်၊ လက်ကျန်ငွေနှင့် အကြိုက်ဆုံးဂိမ်းများ ဆက်လက်ရှိနေပါမည်။</p>",
      CN: "<p>Orchid App 3.2 版带来更快的游戏加载、指纹与面容登录，以及更清晰的存款状态提示。</p><ul><li>Android 与 iOS：请在<em>App 下载</em>页面下载新版，或扫描侧边栏二维码。</li><li>3.0 以下版本将于本月底停止使用。</li></ul><p>更新后您的账户、余额与收藏均会保留。</p>",
    },
  },
  {
    type: "PL",
    hoursAgo: 36,
    title: {
      EN: "New deposit channel: QR payment from mobile e-wallets",
      MY: "ငွေသွင်းနည်းလမ်းအသစ် - မိုဘိုင်း e-wallet မှ QR ဖြင့် ပေးချေခြင်း",
      CN: "新增存款渠道：手机电子钱包扫码支付",
    },
    content: {
      EN: "<p>You can now deposit by <strong>scanning a QR code</strong> with your mobile e-wallet app. Choose <em>Deposit → QR payment</em>, enter the amount and scan the code within 10 minutes.</p><p>QR deposits are usually credited within 3 minutes. Each QR code works for one payment only; do not save it or share it.</p>",
      MY: "<p>ယခုအခါ သင့်မိုဘိုင်း e-wallet အက်ပ်ဖြင့် <strong>QR ကုဒ်ကို စကင်ဖတ်၍</strong> ငွေသွင်းနိုင်ပါပြီ။ <em>ငွေသွင်း → QR ငွေပေးချေမှု</em> ကို ရွေးပြီး ပမာဏထည့်ကာ မိနစ် 10 အတွင်း ကုဒ်ကို စကင်ဖတ်ပါ။</p><p>QR ငွေသွင်းမှုများကို ပုံမှန်အားဖြင့် 3 မိနစ်အတွင်း ထည့်သွင်းပေးပါသည်။ QR ကုဒ်တစ်ခုစီကို တစ်ကြိမ်သာ အသုံးပြုနိုင်သဖြင့် သိမ်းဆည်းခြင်း သို့မဟုတ် မျှဝေခြင်း မပြုပါနှင့်။</p>",
      CN: "<p>现在可使用手机电子钱包<strong>扫码存款</strong>。请选择<em>存款 → 扫码支付</em>，输入金额后在 10 分钟内完成扫码。</p><p>扫码存款一般 3 分钟内到账。每个二维码仅限单次支付，请勿保存或转发。</p>",
    },
  },
  {
    type: "PL",
    hoursAgo: 54,
    title: {
      EN: "Live casino table upgrade on Wednesday",
      MY: "ဗုဒ္ဓဟူးနေ့တွင် တိုက်ရိုက်ကာစီနို စားပွဲများ အဆင့်မြှင့်တင်မည်",
      CN: "周三真人娱乐场牌桌升级",
    },
    content: {
      EN: "<p>Live casino studios will upgrade their streaming equipment on <strong>Wednesday from 10:00 to 11:30</strong>. Baccarat, roulette and dragon tiger tables will close in turn for about 15 minutes each.</p><p>A round that is interrupted is either completed by the dealer or voided and refunded according to the table rules. Slots, sports and lottery are not affected.</p>",
      MY: "<p>တိုက်ရိုက်ကာစီနို စတူဒီယိုများသည် <strong>ဗုဒ္ဓဟူးနေ့ 10:00 မှ 11:30 အထိ</strong> ထုတ်လွှင့်ရေးကိရိယာများကို အဆင့်မြှင့်တင်ပါမည်။ ဘာကာရာ၊ ရူးလက်နှင့် နဂါး-ကျား စားပွဲများကို တစ်ခုပြီးတစ်ခု ခန့်မှန်းခြေ မိနစ် 15 စီ ပိတ်ထားပါမည်။</p><p>ရပ်တန့်သွားသော ပွဲကို ဒီလာမှ ဆက်လက်ပြီးဆုံးစေခြင်း သို့မဟုတ် စားပွဲစည်းမျဉ်းအတိုင်း ပယ်ဖျက်ပြီး ငွေပြန်အမ်းခြင်း ပြုလုပ်ပါမည်။ စလော့၊ အားကစားနှင့် ထီတို့ကို မထိခိုက်ပါ။</p>",
      CN: "<p>真人娱乐场演播室将于<strong>周三 10:00 至 11:30</strong>升级直播设备，百家乐、轮盘及龙虎牌桌将轮流关闭约 15 分钟。</p><p>被中断的牌局将由荷官继续完成，或依牌桌规则作废并退还本金。老虎机、体育及彩票不受影响。</p>",
    },
  },
  {
    type: "PL",
    hoursAgo: 80,
    title: {
      EN: "Updated bonus turnover rules",
      MY: "ဘောနပ်စ် လောင်းကြေးလည်ပတ်မှု စည်းမျဉ်းများ ပြင်ဆင်ချက်",
      CN: "红利流水规则更新",
    },
    content: {
      EN: "<p>From the first day of next month, bonus turnover is counted per game type:</p><table><tr><th>Game type</th><th>Counts towards turnover</th></tr><tr><td>Slots, fishing</td><td>100%</td></tr><tr><td>PVP card games, lottery</td><td>50%</td></tr><tr><td>Live casino, sports, esports</td><td>30%</td></tr></table><p>Bets on both sides of the same round, and sports bets at odds below 1.50, do not count. The turnover still required for each bonus is shown under <em>Member centre → Bonus details</em>.</p>",
      MY: "<p>လာမည့်လ ပထမနေ့မှစ၍ ဘောနပ်စ် လောင်းကြေးလည်ပတ်မှု (turnover) ကို ဂိမ်းအမျိုးအစားအလိုက် တွက်ချက်ပါမည် -</p><table><tr><th>ဂိမ်းအမျိုးအစား</th><th>လည်ပတ်မှုအဖြစ် တွက်ချက်နှုန်း</th></tr><tr><td>စလော့၊ ငါးဖမ်းဂိမ်း</td><td>100%</td></tr><tr><td>PVP ကတ်ဂိမ်း၊ ထီ</td><td>50%</td></tr><tr><td>တိုက်ရိုက်ကာစီနို၊ အားကစား၊ အီစပို့</td><td>30%</td></tr></table><p>ပွဲတစ်ပွဲတည်းတွင် နှစ်ဖက်စလုံးကို လောင်းခြင်းနှင့် ပေါက်ကြေး 1.50 အောက် အားကစားလောင်းကြေးများကို ထည့်သွင်းတွက်ချက်မည် မဟုတ်ပါ။ ဘောနပ်စ်တစ်ခုစီအတွက် ကျန်ရှိသော လည်ပတ်မှုကို <em>အဖွဲ့ဝင်စင်တာ → ဘောနပ်စ်အသေးစိတ်</em> တွင် ကြည့်နိုင်ပါသည်။</p>",
      CN: "<p>自下月 1 日起，红利流水按游戏类型分别计算：</p><table><tr><th>游戏类型</th><th>流水计算比例</th></tr><tr><td>老虎机、捕鱼</td><td>100%</td></tr><tr><td>PVP 棋牌、彩票</td><td>50%</td></tr><tr><td>真人娱乐场、体育、电竞</td><td>30%</td></tr></table><p>同一局对冲投注及赔率低于 1.50 的体育投注不计入流水。每笔红利的剩余流水可在<em>会员中心 → 红利详情</em>查看。</p>",
    },
  },
  {
    type: "PL",
    hoursAgo: 120,
    title: {
      EN: "Link a second withdrawal account in your own name",
      MY: "ကိုယ်ပိုင်အမည်ဖြင့် ဒုတိယငွေထုတ်အကောင့်တစ်ခု ချိတ်ဆက်ပါ",
      CN: "可绑定第二个本人名下的提款账户",
    },
    content: {
      EN: "<p>Members can now link up to <strong>three withdrawal accounts</strong> (bank or e-wallet), as long as every account is in the same real name as the Orchid account.</p><p>For your safety, a newly linked account can receive withdrawals 24 hours after it is added, and changing your payment password also requires an SMS code.</p>",
      MY: "<p>ယခုအခါ အဖွဲ့ဝင်များသည် <strong>ငွေထုတ်အကောင့် သုံးခုအထိ</strong> (ဘဏ် သို့မဟုတ် e-wallet) ချိတ်ဆက်နိုင်ပါပြီ။ အကောင့်တိုင်းသည် Orchid အကောင့်ပေါ်ရှိ အမည်အမှန်နှင့် တူညီရပါမည်။</p><p>သင့်လုံခြုံရေးအတွက် အသစ်ချိတ်ဆက်ထားသော အကောင့်သို့ ထည့်သွင်းပြီး 24 နာရီကြာမှသာ ငွေထုတ်နိုင်မည်ဖြစ်ပြီး ငွေပေးချေမှု စကားဝှက်ပြောင်းရာတွင်လည်း SMS ကုဒ် လိုအပ်ပါသည်။</p>",
      CN: "<p>会员现可绑定最多<strong>三个提款账户</strong>（银行或电子钱包），所有账户须与 Orchid 账户的真实姓名一致。</p><p>为保障安全，新绑定账户需在添加 24 小时后方可接收提款，修改支付密码也需短信验证码。</p>",
    },
  },
];
