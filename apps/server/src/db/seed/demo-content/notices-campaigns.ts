import type { TDemoNotice } from "./types.ts";

/** Pop-ups (PU, shown once per visit) and promotion notices (PR). */
export const CAMPAIGN_NOTICES: TDemoNotice[] = [
  {
    type: "PU",
    hoursAgo: 1,
    title: {
      EN: "Welcome to Orchid — claim up to 131K",
      MY: "Orchid မှ ကြိုဆိုပါသည် - 131K အထိ ရယူပါ",
      CN: "欢迎来到 Orchid，首存最高领 131K",
    },
    content: {
      EN: '<h3>Your first deposit, doubled</h3><p>New members get a <strong>100% bonus on the first deposit, up to 131K</strong>. Choose the welcome bonus on the deposit page before you pay; the bonus is credited as soon as the deposit arrives.</p><ul><li>Turnover: 15 times the deposit plus bonus, within 30 days.</li><li>One welcome bonus per person, household and device.</li></ul><p><a href="/promotions">Read the full terms</a></p>',
      MY: '<h3>ပထမဆုံးငွေသွင်းမှုကို နှစ်ဆ</h3><p>အဖွဲ့ဝင်သစ်များသည် <strong>ပထမဆုံးငွေသွင်းမှုအပေါ် 100% ဘောနပ်စ်ကို 131K အထိ</strong> ရရှိပါမည်။ ငွေမပေးချေမီ ငွေသွင်းစာမျက်နှာတွင် ကြိုဆိုဘောနပ်စ်ကို ရွေးချယ်ပါ။ ငွေသွင်းမှု ရောက်ရှိသည်နှင့် ဘောနပ်စ်ကို ချက်ချင်း ထည့်သွင်းပေးပါမည်။</p><ul><li>လောင်းကြေးလည်ပတ်မှု - ငွေသွင်းပမာဏနှင့် ဘောနပ်စ် ပေါင်း၍ 15 ဆကို ရက် 30 အတွင်း။</li><li>လူတစ်ဦး၊ အိမ်ထောင်စုတစ်စုနှင့် စက်တစ်လုံးလျှင် ကြိုဆိုဘောနပ်စ် တစ်ကြိမ်သာ။</li></ul><p><a href="/promotions">စည်းကမ်းချက်အပြည့်အစုံ ဖတ်ရန်</a></p>',
      CN: '<h3>首存翻倍</h3><p>新会员首次存款可获<strong>100% 红利，最高 131K</strong>。请在付款前于存款页面选择新会员红利，存款到账后红利即时发放。</p><ul><li>流水要求：（存款 + 红利）× 15 倍，30 天内完成。</li><li>每人、每户、每台设备仅限领取一次。</li></ul><p><a href="/promotions">查看完整条款</a></p>',
    },
  },
  {
    type: "PU",
    hoursAgo: 3,
    title: {
      EN: "Stay safe: use only official Orchid links",
      MY: "လုံခြုံပါစေ - Orchid ၏ တရားဝင်လင့်ခ်များကိုသာ အသုံးပြုပါ",
      CN: "安全提示：请只使用 Orchid 官方链接",
    },
    content: {
      EN: "<p>Fake sites copy our look to steal logins and deposits. Before you log in, check that you reached Orchid from a bookmark, the official app or a link in this site's help centre.</p><ul><li>We never send deposit account numbers by private message.</li><li>We never ask for your password, payment password or SMS code.</li><li>Turn on SMS verification for new devices under <em>Member centre → My account</em>.</li></ul>",
      MY: "<p>အတုအယောင်ဝဘ်ဆိုက်များသည် အကောင့်ဝင်အချက်အလက်နှင့် ငွေသွင်းငွေများကို ခိုးယူရန် ကျွန်ုပ်တို့၏ ပုံစံကို တုပကြပါသည်။ အကောင့်မဝင်မီ Orchid သို့ ဘွတ်ခ်မတ်၊ တရားဝင်အက်ပ် သို့မဟုတ် ဤဝဘ်ဆိုက်၏ အကူအညီစင်တာရှိ လင့်ခ်မှ ရောက်လာကြောင်း စစ်ဆေးပါ။</p><ul><li>ငွေသွင်းအကောင့်နံပါတ်များကို ပုဂ္ဂိုလ်ရေးစာတိုဖြင့် ဘယ်တော့မှ မပေးပို့ပါ။</li><li>သင့်စကားဝှက်၊ ငွေပေးချေမှုစကားဝှက် သို့မဟုတ် SMS ကုဒ်ကို ဘယ်တော့မှ မမေးပါ။</li><li><em>အဖွဲ့ဝင်စင်တာ → ကျွန်ုပ်၏အကောင့်</em> တွင် စက်အသစ်များအတွက် SMS အတည်ပြုခြင်းကို ဖွင့်ထားပါ။</li></ul>",
      CN: "<p>仿冒网站会模仿我们的外观，盗取账号与存款。登录前请确认您是通过书签、官方 App 或本站帮助中心的链接进入 Orchid。</p><ul><li>我们绝不会通过私信发送存款账号。</li><li>我们绝不会索要您的登录密码、支付密码或短信验证码。</li><li>请在<em>会员中心 → 我的账户</em>开启新设备短信验证。</li></ul>",
    },
  },
  {
    type: "PR",
    hoursAgo: 6,
    title: {
      EN: "Weekly cashback up to 10%, paid every Monday",
      MY: "အပတ်စဉ် ငွေပြန်အမ်း 10% အထိ၊ တနင်္လာနေ့တိုင်း ပေးချေ",
      CN: "每周返水最高 10%，每周一发放",
    },
    content: {
      EN: "<p>Every Monday we return part of last week's net loss (Monday 00:00 to Sunday 23:59) straight to your wallet.</p><table><tr><th>VIP level</th><th>Cashback</th></tr><tr><td>Member</td><td>5%</td></tr><tr><td>Silver and Gold</td><td>7%</td></tr><tr><td>Platinum and above</td><td>10%</td></tr></table><p>Cashback is credited by 12:00 on Monday and needs only <strong>1× turnover</strong> before withdrawal. Weeks that include a welcome bonus are not eligible.</p>",
      MY: "<p>တနင်္လာနေ့တိုင်း ပြီးခဲ့သောအပတ် (တနင်္လာ 00:00 မှ တနင်္ဂနွေ 23:59 အထိ) ၏ အသားတင်ရှုံးငွေ၏ တစ်စိတ်တစ်ပိုင်းကို သင့်ပိုက်ဆံအိတ်ထဲသို့ တိုက်ရိုက် ပြန်အမ်းပေးပါသည်။</p><table><tr><th>VIP အဆင့်</th><th>ငွေပြန်အမ်းနှုန်း</th></tr><tr><td>အဖွဲ့ဝင်</td><td>5%</td></tr><tr><td>Silver နှင့် Gold</td><td>7%</td></tr><tr><td>Platinum နှင့်အထက်</td><td>10%</td></tr></table><p>ငွေပြန်အမ်းကို တနင်္လာနေ့ 12:00 မတိုင်မီ ထည့်သွင်းပေးပြီး ငွေမထုတ်မီ <strong>1 ဆ လောင်းကြေးလည်ပတ်မှု</strong>သာ လိုအပ်ပါသည်။ ကြိုဆိုဘောနပ်စ် ပါဝင်သော အပတ်များသည် ပါဝင်ခွင့်မရှိပါ။</p>",
      CN: "<p>每周一，我们将上周（周一 00:00 至周日 23:59）净亏损的一部分直接返还至您的钱包。</p><table><tr><th>VIP 等级</th><th>返水比例</th></tr><tr><td>普通会员</td><td>5%</td></tr><tr><td>白银与黄金</td><td>7%</td></tr><tr><td>铂金及以上</td><td>10%</td></tr></table><p>返水于周一 12:00 前到账，提款前仅需 <strong>1 倍流水</strong>。领取新会员红利的当周不参与返水。</p>",
    },
  },
  {
    type: "PR",
    hoursAgo: 18,
    // Sign up for three more days; the week runs from the publication.
    signupHours: [-18, 72],
    eventHours: [-18, 150],
    title: {
      EN: "Festival week: 50% reload bonus on every deposit",
      MY: "ပွဲတော်သီတင်းပတ် - ငွေသွင်းတိုင်း 50% ဘောနပ်စ်",
      CN: "节庆周：每笔存款加赠 50%",
    },
    content: {
      EN: "<p>Celebrate festival week with a <strong>50% reload bonus</strong> on each deposit, up to 50K per day, for seven days.</p><ol><li>Choose <em>Festival reload</em> on the deposit page.</li><li>Deposit at least 10K.</li><li>The bonus is credited instantly; complete 10× turnover of the bonus within 14 days.</li></ol><p>Orchid may withdraw the offer from accounts that abuse it, for example by sharing devices or payment accounts.</p>",
      MY: "<p>ပွဲတော်သီတင်းပတ်ကို ငွေသွင်းမှုတိုင်းအပေါ် <strong>50% ငွေဖြည့်ဘောနပ်စ်</strong>ဖြင့် ဆင်နွှဲပါ။ တစ်ရက်လျှင် 50K အထိ၊ ရက် 7 ရက်ကြာ ရရှိနိုင်ပါသည်။</p><ol><li>ငွေသွင်းစာမျက်နှာတွင် <em>ပွဲတော် ငွေဖြည့်ဘောနပ်စ်</em> ကို ရွေးပါ။</li><li>အနည်းဆုံး 10K ငွေသွင်းပါ။</li><li>ဘောနပ်စ်ကို ချက်ချင်းထည့်သွင်းပေးပြီး ရက် 14 အတွင်း ဘောနပ်စ်၏ 10 ဆ လောင်းကြေးလည်ပတ်မှု ပြည့်မီရပါမည်။</li></ol><p>စက် သို့မဟုတ် ငွေပေးချေမှုအကောင့်များကို မျှဝေသုံးစွဲခြင်းကဲ့သို့ အလွဲသုံးစားပြုသော အကောင့်များမှ Orchid သည် ဤအစီအစဉ်ကို ပြန်လည်ရုပ်သိမ်းနိုင်ပါသည်။</p>",
      CN: "<p>节庆周期间，每笔存款可获 <strong>50% 加赠红利</strong>，每日最高 50K，连续七天。</p><ol><li>在存款页面选择<em>节庆加赠</em>。</li><li>单笔存款至少 10K。</li><li>红利即时到账，须在 14 天内完成红利金额 10 倍流水。</li></ol><p>对共用设备或支付账户等滥用行为，Orchid 有权取消相关账户的活动资格。</p>",
    },
  },
  {
    type: "PR",
    hoursAgo: 40,
    // Sign-up opens tomorrow for the weekend's boost.
    signupHours: [24, 48],
    eventHours: [48, 100],
    title: {
      EN: "Weekend parlay boost: up to 20% extra winnings",
      MY: "စနေ၊ တနင်္ဂနွေ မောင်းဆုငွေတိုး - အနိုင်ရငွေ 20% အထိ ထပ်ဆောင်း",
      CN: "周末串关加奖：额外奖金最高 20%",
    },
    content: {
      EN: "<p>Win a sports or esports parlay between Friday 18:00 and Sunday 23:59 and we add a boost to your winnings:</p><table><tr><th>Legs</th><th>Boost</th></tr><tr><td>3–4</td><td>5%</td></tr><tr><td>5–7</td><td>10%</td></tr><tr><td>8 or more</td><td>20%</td></tr></table><p>Every leg must have odds of at least 1.50. Boosts are paid within 24 hours of settlement, up to 500K per parlay, with 1× turnover.</p>",
      MY: "<p>သောကြာ 18:00 မှ တနင်္ဂနွေ 23:59 အတွင်း အားကစား သို့မဟုတ် အီစပို့ မောင်း (Parlay) ပေါက်ပါက သင့်အနိုင်ရငွေအပေါ် ဆုငွေ ထပ်တိုးပေးပါမည် -</p><table><tr><th>ပွဲအရေအတွက်</th><th>ထပ်တိုးနှုန်း</th></tr><tr><td>3–4</td><td>5%</td></tr><tr><td>5–7</td><td>10%</td></tr><tr><td>8 နှင့်အထက်</td><td>20%</td></tr></table><p>ပွဲတိုင်း၏ ပေါက်ကြေးသည် အနည်းဆုံး 1.50 ရှိရပါမည်။ ထပ်တိုးဆုငွေကို ပွဲရလဒ်ရှင်းပြီး 24 နာရီအတွင်း မောင်းတစ်ခုလျှင် 500K အထိ 1 ဆ လောင်းကြေးလည်ပတ်မှုဖြင့် ပေးပါမည်။</p>",
      CN: "<p>周五 18:00 至周日 23:59 期间，体育或电竞串关中奖，即可获得额外加奖：</p><table><tr><th>串关场数</th><th>加奖比例</th></tr><tr><td>3–4</td><td>5%</td></tr><tr><td>5–7</td><td>10%</td></tr><tr><td>8 场及以上</td><td>20%</td></tr></table><p>每场赔率须不低于 1.50。加奖于结算后 24 小时内发放，每张串关单最高 500K，1 倍流水即可提款。</p>",
    },
  },
];
