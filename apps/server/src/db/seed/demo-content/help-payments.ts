import { HELP_CATEGORIES } from "./help-categories.ts";
import type { TDemoHelpArticle } from "./types.ts";

/** Deposit and Withdrawal: how money comes in and goes out. */
export const HELP_PAYMENTS: TDemoHelpArticle[] = [
  {
    category: HELP_CATEGORIES.deposit,
    device: "ALL",
    sort: 30,
    title: { EN: "How to deposit", MY: "ငွေသွင်းနည်း", CN: "如何存款" },
    content: {
      EN: "<ol><li>Log in and click <em>Deposit</em> next to your balance.</li><li>Choose a method and, if you want one, a bonus. Bonuses cannot be added after paying.</li><li>Enter the amount and follow the instructions: copy the receiving account shown on screen, or scan the QR code.</li><li>Pay the exact amount from an account in your own name and keep the payment receipt.</li></ol><table><tr><th>Method</th><th>Per deposit</th><th>Usually credited</th></tr><tr><td>QR payment</td><td>5,000 – 1,000,000</td><td>Within 3 minutes</td></tr><tr><td>Mobile e-wallet</td><td>5,000 – 2,000,000</td><td>Within 5 minutes</td></tr><tr><td>Bank transfer</td><td>10,000 – 5,000,000</td><td>Within 15 minutes</td></tr></table><p>Amounts are in your account currency. Orchid charges no deposit fee; your bank or wallet may charge its own. <strong>Receiving accounts change often</strong>: always use the one shown for the current deposit.</p>",
      MY: "<ol><li>အကောင့်ဝင်ပြီး လက်ကျန်ငွေဘေးရှိ <em>ငွေသွင်း</em> ကို နှိပ်ပါ။</li><li>ငွေသွင်းနည်းလမ်းနှင့် လိုချင်ပါက ဘောနပ်စ်ကို ရွေးပါ။ ငွေပေးချေပြီးနောက် ဘောနပ်စ် ထပ်ထည့်၍ မရပါ။</li><li>ပမာဏကို ထည့်ပြီး ညွှန်ကြားချက်အတိုင်း မျက်နှာပြင်ပေါ်ရှိ လက်ခံအကောင့်ကို ကူးယူပါ သို့မဟုတ် QR ကုဒ်ကို စကင်ဖတ်ပါ။</li><li>သင့်ကိုယ်ပိုင်အမည်ရှိ အကောင့်မှ ပမာဏအတိအကျကို ပေးချေပြီး ငွေလွှဲပြေစာကို သိမ်းထားပါ။</li></ol><table><tr><th>နည်းလမ်း</th><th>တစ်ကြိမ်လျှင်</th><th>ပုံမှန်ရောက်ရှိချိန်</th></tr><tr><td>QR ငွေပေးချေမှု</td><td>5,000 – 1,000,000</td><td>3 မိနစ်အတွင်း</td></tr><tr><td>မိုဘိုင်း e-wallet</td><td>5,000 – 2,000,000</td><td>5 မိနစ်အတွင်း</td></tr><tr><td>ဘဏ်လွှဲ</td><td>10,000 – 5,000,000</td><td>15 မိနစ်အတွင်း</td></tr></table><p>ပမာဏများသည် သင့်အကောင့်ငွေကြေးဖြင့် ဖြစ်ပါသည်။ Orchid သည် ငွေသွင်းခ မယူပါ။ သင့်ဘဏ် သို့မဟုတ် wallet က ၎င်းတို့၏ ဝန်ဆောင်ခကို ကောက်ခံနိုင်ပါသည်။ <strong>လက်ခံအကောင့်များ မကြာခဏ ပြောင်းလဲပါသည်</strong> - လက်ရှိငွေသွင်းမှုအတွက် ပြသထားသော အကောင့်ကိုသာ အမြဲအသုံးပြုပါ။</p>",
      CN: "<ol><li>登录后点击余额旁的<em>存款</em>。</li><li>选择存款方式，如需红利请同时选择；付款后无法再追加红利。</li><li>输入金额并按提示操作：复制页面显示的收款账户，或扫描二维码。</li><li>请使用本人名下账户支付准确金额，并保留付款凭证。</li></ol><table><tr><th>方式</th><th>单笔限额</th><th>一般到账时间</th></tr><tr><td>扫码支付</td><td>5,000 – 1,000,000</td><td>3 分钟内</td></tr><tr><td>手机电子钱包</td><td>5,000 – 2,000,000</td><td>5 分钟内</td></tr><tr><td>银行转账</td><td>10,000 – 5,000,000</td><td>15 分钟内</td></tr></table><p>金额以您的账户币种计算。Orchid 不收取存款手续费，您的银行或钱包可能另行收费。<strong>收款账户经常变更</strong>，请始终使用本次存款页面显示的账户。</p>",
    },
  },
  {
    category: HELP_CATEGORIES.deposit,
    device: "ALL",
    sort: 31,
    title: {
      EN: "My deposit has not arrived",
      MY: "ငွေသွင်းထားသည်မှာ မရောက်သေးပါ",
      CN: "存款未到账怎么办",
    },
    content: {
      EN: "<p>Most deposits are credited within minutes. If yours has not appeared after 15 minutes:</p><ol><li>Check <em>Member centre → Account record</em>. A deposit marked <em>Pending</em> is still being matched.</li><li>Make sure you paid the exact amount to the account shown for that deposit, and that the payer name matches your Orchid real name.</li><li>Send live chat your username, the amount, the time of payment and a screenshot of the receipt.</li></ol><h4>Common reasons for a delay</h4><ul><li>The amount paid differs from the amount entered.</li><li>The payment was made to an old receiving account.</li><li>The paying account is in someone else's name.</li><li>The bank or wallet is under maintenance.</li></ul><p>Never make the same payment twice while a deposit is pending. Once the payment is matched, the money is added to your balance with no loss.</p>",
      MY: "<p>ငွေသွင်းမှုအများစုကို မိနစ်ပိုင်းအတွင်း ထည့်သွင်းပေးပါသည်။ မိနစ် 15 ကျော်သည်အထိ မပေါ်သေးပါက -</p><ol><li><em>အဖွဲ့ဝင်စင်တာ → အကောင့်မှတ်တမ်း</em> ကို စစ်ဆေးပါ။ <em>ဆောင်ရွက်ဆဲ</em> ဟု ပြထားသော ငွေသွင်းမှုကို တိုက်ဆိုင်စစ်ဆေးနေဆဲ ဖြစ်ပါသည်။</li><li>ထိုငွေသွင်းမှုအတွက် ပြသထားသော အကောင့်သို့ ပမာဏအတိအကျ ပေးချေခဲ့ကြောင်းနှင့် ငွေပေးချေသူအမည်သည် သင့် Orchid အမည်အမှန်နှင့် ကိုက်ညီကြောင်း သေချာပါစေ။</li><li>သင့်အသုံးပြုသူအမည်၊ ပမာဏ၊ ငွေပေးချေသည့်အချိန်နှင့် ပြေစာ screenshot ကို Live Chat သို့ ပေးပို့ပါ။</li></ol><h4>နောက်ကျရသည့် အဖြစ်များသော အကြောင်းရင်းများ</h4><ul><li>ပေးချေသောပမာဏသည် ထည့်သွင်းခဲ့သော ပမာဏနှင့် မတူခြင်း။</li><li>လက်ခံအကောင့်ဟောင်းသို့ ပေးချေမိခြင်း။</li><li>ငွေပေးချေသောအကောင့်သည် အခြားသူ၏အမည်ဖြစ်နေခြင်း။</li><li>ဘဏ် သို့မဟုတ် wallet ပြုပြင်ထိန်းသိမ်းနေခြင်း။</li></ul><p>ငွေသွင်းမှု ဆောင်ရွက်ဆဲအတွင်း တူညီသောငွေပေးချေမှုကို နှစ်ကြိမ် မပြုလုပ်ပါနှင့်။ ငွေပေးချေမှု ကိုက်ညီသည်နှင့် ငွေကို ဆုံးရှုံးမှုမရှိဘဲ သင့်လက်ကျန်ငွေထဲသို့ ထည့်ပေးပါမည်။</p>",
      CN: "<p>多数存款在几分钟内到账。如超过 15 分钟仍未到账：</p><ol><li>查看<em>会员中心 → 账户记录</em>，显示<em>处理中</em>的存款仍在核对中。</li><li>确认已向该笔存款显示的账户支付准确金额，且付款人姓名与 Orchid 真实姓名一致。</li><li>将用户名、金额、付款时间及付款凭证截图发送给在线客服。</li></ol><h4>常见延迟原因</h4><ul><li>实付金额与填写金额不一致。</li><li>付款至旧的收款账户。</li><li>付款账户为他人名下。</li><li>银行或钱包正在维护。</li></ul><p>存款处理中时请勿重复付款。款项核对成功后将全额计入您的余额，不会有任何损失。</p>",
    },
  },
  {
    category: HELP_CATEGORIES.withdrawal,
    device: "ALL",
    sort: 40,
    title: { EN: "How to withdraw", MY: "ငွေထုတ်နည်း", CN: "如何提款" },
    content: {
      EN: "<h4>Before your first withdrawal</h4><ul><li>Complete identity verification (KYC).</li><li>Set a payment password under <em>Member centre → My account</em>.</li><li>Link a bank or e-wallet account in your own name.</li></ul><h4>Making a withdrawal</h4><ol><li>Open <em>Member centre → Withdrawal</em>.</li><li>Choose the linked account, enter the amount and your payment password.</li><li>Submit. You can follow the status under <em>Account record</em>.</li></ol><table><tr><th>Per withdrawal</th><th>Per day</th><th>Fee</th></tr><tr><td>10,000 – 10,000,000</td><td>Up to 5 withdrawals, 30,000,000 in total</td><td>Free</td></tr></table><h4>Confirming receipt</h4><p>When the money arrives, confirm it in the withdrawal record. If you did not receive it, choose <em>Not received</em> and upload proof such as your account statement. A withdrawal that is not confirmed within the time shown counts as received. Large withdrawals may be paid in several parts; the record shows the amount received and the amount remaining.</p>",
      MY: "<h4>ပထမဆုံး ငွေမထုတ်မီ</h4><ul><li>ကိုယ်ရေးအချက်အလက် အတည်ပြုခြင်း (KYC) ကို ပြီးမြောက်အောင် ပြုလုပ်ပါ။</li><li><em>အဖွဲ့ဝင်စင်တာ → ကျွန်ုပ်၏အကောင့်</em> တွင် ငွေပေးချေမှုစကားဝှက်ကို သတ်မှတ်ပါ။</li><li>သင့်ကိုယ်ပိုင်အမည်ရှိ ဘဏ် သို့မဟုတ် e-wallet အကောင့်ကို ချိတ်ဆက်ပါ။</li></ul><h4>ငွေထုတ်ခြင်း</h4><ol><li><em>အဖွဲ့ဝင်စင်တာ → ငွေထုတ်</em> ကို ဖွင့်ပါ။</li><li>ချိတ်ဆက်ထားသော အကောင့်ကို ရွေးပြီး ပမာဏနှင့် ငွေပေးချေမှုစကားဝှက်ကို ထည့်ပါ။</li><li>တင်သွင်းပါ။ အခြေအနေကို <em>အကောင့်မှတ်တမ်း</em> တွင် စောင့်ကြည့်နိုင်ပါသည်။</li></ol><table><tr><th>တစ်ကြိမ်လျှင်</th><th>တစ်ရက်လျှင်</th><th>ဝန်ဆောင်ခ</th></tr><tr><td>10,000 – 10,000,000</td><td>5 ကြိမ်အထိ၊ စုစုပေါင်း 30,000,000</td><td>အခမဲ့</td></tr></table><h4>ငွေလက်ခံရရှိကြောင်း အတည်ပြုခြင်း</h4><p>ငွေရောက်ရှိသောအခါ ငွေထုတ်မှတ်တမ်းတွင် အတည်ပြုပါ။ ငွေမရရှိပါက <em>မရရှိပါ</em> ကို ရွေးပြီး အကောင့်စာရင်းရှင်းတမ်းကဲ့သို့ အထောက်အထားကို တင်ပါ။ ပြသထားသောအချိန်အတွင်း အတည်မပြုသော ငွေထုတ်မှုကို လက်ခံရရှိပြီးဟု သတ်မှတ်ပါမည်။ ပမာဏကြီးသော ငွေထုတ်မှုများကို အပိုင်းလိုက် ပေးချေနိုင်ပြီး မှတ်တမ်းတွင် ရရှိပြီးပမာဏနှင့် ကျန်ရှိပမာဏကို ပြသပါသည်။</p>",
      CN: "<h4>首次提款前</h4><ul><li>完成实名认证（KYC）。</li><li>在<em>会员中心 → 我的账户</em>设置支付密码。</li><li>绑定本人名下的银行或电子钱包账户。</li></ul><h4>申请提款</h4><ol><li>打开<em>会员中心 → 提款</em>。</li><li>选择已绑定的账户，输入金额及支付密码。</li><li>提交后可在<em>账户记录</em>中查看进度。</li></ol><table><tr><th>单笔限额</th><th>每日限额</th><th>手续费</th></tr><tr><td>10,000 – 10,000,000</td><td>最多 5 笔，合计 30,000,000</td><td>免费</td></tr></table><h4>确认收款</h4><p>款项到账后，请在提款记录中确认收款。如未收到，请选择<em>未收到</em>并上传账户流水等凭证。超过页面显示时限未确认的提款将视为已收到。大额提款可能分多笔支付，记录中会显示已收金额与剩余金额。</p>",
    },
  },
  {
    category: HELP_CATEGORIES.withdrawal,
    device: "ALL",
    sort: 41,
    title: {
      EN: "Why a withdrawal can be delayed or declined",
      MY: "ငွေထုတ်မှု နောက်ကျခြင်း သို့မဟုတ် ငြင်းပယ်ခံရခြင်း အကြောင်းရင်းများ",
      CN: "提款延迟或被拒的原因",
    },
    content: {
      EN: "<p>We aim to pay every withdrawal within 15 minutes, but we must check some requests before paying.</p><h4>Turnover</h4><p>Each deposit must be wagered at least <strong>once</strong> before it can be withdrawn, to prevent the platform being used to move money. Bonuses carry their own turnover, shown under <em>Bonus details</em>; withdrawing before it is met cancels the bonus and any winnings from it.</p><h4>Other reasons</h4><ul><li>Identity verification is missing or the names on your accounts do not match.</li><li>The withdrawal account was linked less than 24 hours ago.</li><li>Several accounts share the same device, address or payment account.</li><li>Betting patterns that break the game or promotion rules, such as betting both sides of the same round.</li></ul><p>If a withdrawal is declined, the amount returns to your balance immediately and the reason appears in your inbox. Customer service can explain any decision.</p>",
      MY: "<p>ငွေထုတ်မှုတိုင်းကို မိနစ် 15 အတွင်း ပေးချေရန် ရည်မှန်းထားသော်လည်း အချို့တောင်းဆိုမှုများကို မပေးချေမီ စစ်ဆေးရန် လိုအပ်ပါသည်။</p><h4>လောင်းကြေးလည်ပတ်မှု</h4><p>ပလက်ဖောင်းကို ငွေလွှဲပြောင်းရန် အသုံးမပြုနိုင်စေရန် ငွေသွင်းမှုတိုင်းကို မထုတ်မီ အနည်းဆုံး <strong>တစ်ကြိမ်</strong> လောင်းကြေးထိုးရပါမည်။ ဘောနပ်စ်များတွင် ၎င်းတို့၏ကိုယ်ပိုင် လည်ပတ်မှုလိုအပ်ချက်ရှိပြီး <em>ဘောနပ်စ်အသေးစိတ်</em> တွင် ပြသထားပါသည်။ ၎င်းကို မပြည့်မီသေးဘဲ ငွေထုတ်ပါက ဘောနပ်စ်နှင့် ၎င်းမှရရှိသော အနိုင်ရငွေများကို ပယ်ဖျက်ပါမည်။</p><h4>အခြားအကြောင်းရင်းများ</h4><ul><li>ကိုယ်ရေးအချက်အလက် အတည်မပြုရသေးခြင်း သို့မဟုတ် အကောင့်များပေါ်ရှိ အမည်များ မကိုက်ညီခြင်း။</li><li>ငွေထုတ်အကောင့်ကို ချိတ်ဆက်ထားသည်မှာ 24 နာရီ မပြည့်သေးခြင်း။</li><li>အကောင့်များစွာက တူညီသော စက်၊ လိပ်စာ သို့မဟုတ် ငွေပေးချေမှုအကောင့်ကို မျှဝေသုံးစွဲခြင်း။</li><li>ပွဲတစ်ပွဲတည်းတွင် နှစ်ဖက်စလုံးကို လောင်းခြင်းကဲ့သို့ ဂိမ်း သို့မဟုတ် ပရိုမိုးရှင်း စည်းမျဉ်းများကို ချိုးဖောက်သော လောင်းကစားပုံစံများ။</li></ul><p>ငွေထုတ်မှု ငြင်းပယ်ခံရပါက ပမာဏသည် သင့်လက်ကျန်ငွေထဲသို့ ချက်ချင်းပြန်ရောက်ပြီး အကြောင်းရင်းကို သင့်စာဝင်ပုံးတွင် ပြသပါမည်။ မည်သည့်ဆုံးဖြတ်ချက်ကိုမဆို ဖောက်သည်ဝန်ဆောင်မှုက ရှင်းပြပေးနိုင်ပါသည်။</p>",
      CN: "<p>我们力求每笔提款在 15 分钟内完成，但部分申请需先审核才能支付。</p><h4>流水要求</h4><p>为防止平台被用于资金转移，每笔存款须至少完成 <strong>1 倍</strong>投注后方可提款。红利另有流水要求，可在<em>红利详情</em>中查看；未达要求即提款，将取消该红利及其产生的盈利。</p><h4>其他原因</h4><ul><li>未完成实名认证，或各账户姓名不一致。</li><li>提款账户绑定未满 24 小时。</li><li>多个账户共用同一设备、地址或支付账户。</li><li>违反游戏或优惠规则的投注行为，例如同一局对冲投注。</li></ul><p>提款被拒时，款项会立即退回您的余额，原因将发送至站内信。如有疑问，客服可为您说明。</p>",
    },
  },
];
