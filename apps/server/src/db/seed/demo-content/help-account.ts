import { HELP_CATEGORIES } from "./help-categories.ts";
import type { TDemoHelpArticle } from "./types.ts";

/** Account & registration: opening an account, logging in and verifying it. */
export const HELP_ACCOUNT: TDemoHelpArticle[] = [
  {
    category: HELP_CATEGORIES.account,
    device: "ALL",
    sort: 20,
    title: { EN: "How to open an account", MY: "အကောင့်ဖွင့်နည်း", CN: "如何注册账户" },
    content: {
      EN: "<p>Registration is free and takes about a minute. You must be <strong>18 or older</strong> and may hold only one Orchid account.</p><h4>Register with a username</h4><ol><li>Click <em>Register</em> at the top of the page.</li><li>Choose a username (it cannot be changed later) and a password of letters and digits.</li><li>Fill in any other fields shown, such as mobile number or invitation code.</li><li>Tick the box to confirm you are 18 or older and accept the terms, then submit.</li></ol><h4>Register with a mobile number</h4><ol><li>Choose the <em>Mobile</em> tab and enter your number with the correct country code.</li><li>Tap <em>Send code</em> and enter the SMS code you receive; a new code can be requested after the countdown ends.</li><li>Set a password and submit. Your mobile number becomes your username.</li></ol><p>You are logged in automatically after registering. If a friend or agent invited you, open their invitation link or enter their code so the referral is recorded.</p>",
      MY: "<p>မှတ်ပုံတင်ခြင်းသည် အခမဲ့ဖြစ်ပြီး တစ်မိနစ်ခန့်သာ ကြာပါသည်။ သင်သည် <strong>အသက် 18 နှစ်နှင့်အထက်</strong> ဖြစ်ရမည်ဖြစ်ပြီး Orchid အကောင့် တစ်ခုသာ ပိုင်ဆိုင်ခွင့်ရှိပါသည်။</p><h4>အသုံးပြုသူအမည်ဖြင့် မှတ်ပုံတင်ခြင်း</h4><ol><li>စာမျက်နှာထိပ်ရှိ <em>မှတ်ပုံတင်ရန်</em> ကို နှိပ်ပါ။</li><li>အသုံးပြုသူအမည် (နောက်ပိုင်း ပြောင်း၍မရပါ) နှင့် စာလုံးနှင့် ဂဏန်းများပါသော စကားဝှက်ကို ရွေးပါ။</li><li>ဖုန်းနံပါတ် သို့မဟုတ် ဖိတ်ခေါ်ကုဒ်ကဲ့သို့ ပြသထားသော အခြားအကွက်များကို ဖြည့်ပါ။</li><li>အသက် 18 နှစ်ပြည့်ပြီး စည်းကမ်းချက်များကို လက်ခံကြောင်း အမှန်ခြစ်ပြီး တင်သွင်းပါ။</li></ol><h4>ဖုန်းနံပါတ်ဖြင့် မှတ်ပုံတင်ခြင်း</h4><ol><li><em>ဖုန်း</em> tab ကို ရွေးပြီး မှန်ကန်သော နိုင်ငံကုဒ်နှင့်အတူ သင့်နံပါတ်ကို ထည့်ပါ။</li><li><em>ကုဒ်ပို့ရန်</em> ကို နှိပ်ပြီး ရရှိသော SMS ကုဒ်ကို ထည့်ပါ။ အချိန်ရေတွက်မှု ပြီးဆုံးမှ ကုဒ်အသစ် ထပ်မံတောင်းဆိုနိုင်ပါသည်။</li><li>စကားဝှက်သတ်မှတ်ပြီး တင်သွင်းပါ။ သင့်ဖုန်းနံပါတ်သည် အသုံးပြုသူအမည် ဖြစ်လာပါမည်။</li></ol><p>မှတ်ပုံတင်ပြီးသည်နှင့် အလိုအလျောက် အကောင့်ဝင်ပြီးသား ဖြစ်ပါမည်။ သူငယ်ချင်း သို့မဟုတ် အေးဂျင့်က ဖိတ်ခေါ်ခဲ့ပါက ၎င်းတို့၏ ဖိတ်ခေါ်လင့်ခ်ကို ဖွင့်ပါ သို့မဟုတ် ကုဒ်ကို ထည့်ပါ။ ထိုမှသာ ညွှန်းဆိုမှုကို မှတ်တမ်းတင်နိုင်ပါမည်။</p>",
      CN: "<p>注册免费，约一分钟即可完成。您必须<strong>年满 18 周岁</strong>，且每人仅可拥有一个 Orchid 账户。</p><h4>用户名注册</h4><ol><li>点击页面顶部的<em>注册</em>。</li><li>设置用户名（注册后不可修改）以及由字母和数字组成的密码。</li><li>填写页面显示的其他栏位，如手机号码或邀请码。</li><li>勾选确认已满 18 岁并同意条款，然后提交。</li></ol><h4>手机号注册</h4><ol><li>选择<em>手机</em>标签，输入带正确国家区号的手机号码。</li><li>点击<em>发送验证码</em>并输入收到的短信验证码；倒计时结束后可重新获取。</li><li>设置密码并提交，手机号码即为您的用户名。</li></ol><p>注册成功后将自动登录。如由好友或代理邀请，请通过其邀请链接注册或填写邀请码，以便记录推荐关系。</p>",
    },
  },
  {
    category: HELP_CATEGORIES.account,
    device: "ALL",
    sort: 21,
    title: {
      EN: "Logging in and resetting your password",
      MY: "အကောင့်ဝင်ခြင်းနှင့် စကားဝှက် ပြန်လည်သတ်မှတ်ခြင်း",
      CN: "登录与重置密码",
    },
    content: {
      EN: "<h4>Logging in</h4><p>Log in with your username and password, or choose <em>Mobile login</em> to receive a one-time SMS code. After several failed attempts a picture code (captcha) is shown to protect your account.</p><p>When you log in from a new device or location, we may ask for an extra check such as an SMS code before you continue.</p><h4>Forgot your password?</h4><ol><li>Click <em>Forgot password</em> in the login window.</li><li>Choose <strong>Email</strong> to receive a reset link at the address on your account, or <strong>Mobile</strong> to reset with an SMS code.</li><li>Set a new password of letters and digits that you do not use anywhere else.</li></ol><h4>Changing your password</h4><p>Go to <em>Member centre → My account → Change password</em>. For your security, passwords expire periodically and you will be asked to choose a new one; the payment password used for withdrawals is separate from your login password.</p>",
      MY: "<h4>အကောင့်ဝင်ခြင်း</h4><p>အသုံးပြုသူအမည်နှင့် စကားဝှက်ဖြင့် ဝင်ပါ သို့မဟုတ် တစ်ကြိမ်သုံး SMS ကုဒ်ရယူရန် <em>ဖုန်းဖြင့်ဝင်ရန်</em> ကို ရွေးပါ။ အကြိမ်ကြိမ် မှားယွင်းပါက သင့်အကောင့်ကို ကာကွယ်ရန် ရုပ်ပုံကုဒ် (captcha) ကို ပြသပါမည်။</p><p>စက်အသစ် သို့မဟုတ် နေရာအသစ်မှ အကောင့်ဝင်သောအခါ ဆက်လက်မလုပ်ဆောင်မီ SMS ကုဒ်ကဲ့သို့ ထပ်ဆောင်းစစ်ဆေးမှုကို တောင်းဆိုနိုင်ပါသည်။</p><h4>စကားဝှက် မေ့သွားပါသလား</h4><ol><li>အကောင့်ဝင်ဝင်းဒိုးရှိ <em>စကားဝှက်မေ့နေပါသလား</em> ကို နှိပ်ပါ။</li><li>အကောင့်ရှိ အီးမေးလ်လိပ်စာသို့ ပြန်လည်သတ်မှတ်ရန်လင့်ခ် ရယူရန် <strong>အီးမေးလ်</strong> ကို ရွေးပါ သို့မဟုတ် SMS ကုဒ်ဖြင့် ပြန်လည်သတ်မှတ်ရန် <strong>ဖုန်း</strong> ကို ရွေးပါ။</li><li>အခြားနေရာတွင် အသုံးမပြုသော စာလုံးနှင့် ဂဏန်းပါ စကားဝှက်အသစ်ကို သတ်မှတ်ပါ။</li></ol><h4>စကားဝှက် ပြောင်းလဲခြင်း</h4><p><em>အဖွဲ့ဝင်စင်တာ → ကျွန်ုပ်၏အကောင့် → စကားဝှက်ပြောင်းရန်</em> သို့ သွားပါ။ သင့်လုံခြုံရေးအတွက် စကားဝှက်များသည် အချိန်အပိုင်းအခြားအလိုက် သက်တမ်းကုန်ဆုံးပြီး အသစ်ရွေးရန် တောင်းဆိုပါမည်။ ငွေထုတ်ရာတွင် အသုံးပြုသော ငွေပေးချေမှုစကားဝှက်သည် အကောင့်ဝင်စကားဝှက်နှင့် သီးခြားဖြစ်ပါသည်။</p>",
      CN: "<h4>登录</h4><p>使用用户名和密码登录，或选择<em>手机登录</em>获取一次性短信验证码。多次输入错误后，系统会显示图形验证码以保护您的账户。</p><p>在新设备或新地点登录时，我们可能会要求额外验证（如短信验证码）后才能继续。</p><h4>忘记密码？</h4><ol><li>在登录窗口点击<em>忘记密码</em>。</li><li>选择<strong>邮箱</strong>，重置链接将发送到账户绑定的邮箱；或选择<strong>手机</strong>，通过短信验证码重置。</li><li>设置一个由字母和数字组成、且未在其他地方使用过的新密码。</li></ol><h4>修改密码</h4><p>前往<em>会员中心 → 我的账户 → 修改密码</em>。为保障安全，密码会定期过期并提示您更换；提款使用的支付密码与登录密码相互独立。</p>",
    },
  },
  {
    category: HELP_CATEGORIES.account,
    device: "ALL",
    sort: 22,
    title: {
      EN: "Identity verification (KYC)",
      MY: "ကိုယ်ရေးအချက်အလက် အတည်ပြုခြင်း (KYC)",
      CN: "实名认证（KYC）",
    },
    content: {
      EN: "<p>Our licences require us to know who our members are. Verification protects you from fraud and makes sure winnings are paid to the right person.</p><h4>When we ask for it</h4><ul><li>Before your first withdrawal.</li><li>When your total deposits or a single withdrawal passes a review threshold.</li><li>When account details such as your name or withdrawal account change.</li></ul><h4>What you need</h4><ol><li>Your real name, date of birth, nationality, address, occupation and source of income.</li><li>A clear photo of a national ID card or passport that is valid and fully visible.</li><li>A selfie holding the same document, with your face and the document both readable.</li></ol><p>Most checks are finished within 2 hours, 24×7. We will message you in your inbox if anything else is needed. Documents are stored encrypted and used only for verification and legal obligations.</p>",
      MY: "<p>ကျွန်ုပ်တို့၏ လိုင်စင်များအရ အဖွဲ့ဝင်များမှာ မည်သူဖြစ်ကြောင်း သိရှိရန် လိုအပ်ပါသည်။ အတည်ပြုခြင်းသည် သင့်ကို လိမ်လည်မှုမှ ကာကွယ်ပေးပြီး အနိုင်ရငွေများကို မှန်ကန်သူထံ ပေးချေကြောင်း သေချာစေပါသည်။</p><h4>မည်သည့်အခါ တောင်းဆိုသနည်း</h4><ul><li>ပထမဆုံး ငွေမထုတ်မီ။</li><li>စုစုပေါင်းငွေသွင်းမှု သို့မဟုတ် တစ်ကြိမ်ငွေထုတ်မှုသည် စစ်ဆေးရမည့် ပမာဏကို ကျော်လွန်သောအခါ။</li><li>အမည် သို့မဟုတ် ငွေထုတ်အကောင့်ကဲ့သို့ အကောင့်အချက်အလက်များ ပြောင်းလဲသောအခါ။</li></ul><h4>လိုအပ်သည်များ</h4><ol><li>သင့်အမည်အမှန်၊ မွေးသက္ကရာဇ်၊ နိုင်ငံသား၊ နေရပ်လိပ်စာ၊ အလုပ်အကိုင်နှင့် ဝင်ငွေရင်းမြစ်။</li><li>သက်တမ်းရှိပြီး အပြည့်အစုံ မြင်ရသော နိုင်ငံသားစိစစ်ရေးကတ်ပြား သို့မဟုတ် နိုင်ငံကူးလက်မှတ်၏ ရှင်းလင်းသောဓာတ်ပုံ။</li><li>ထိုစာရွက်စာတမ်းကို ကိုင်ထားသော ဆယ်လ်ဖီ၊ မျက်နှာနှင့် စာရွက်စာတမ်း နှစ်ခုစလုံး ရှင်းလင်းစွာ ဖတ်နိုင်ရပါမည်။</li></ol><p>24×7 ဆောင်ရွက်ပေးပြီး စစ်ဆေးမှုအများစုကို 2 နာရီအတွင်း ပြီးဆုံးပါသည်။ အခြားလိုအပ်ချက်ရှိပါက သင့်စာဝင်ပုံးသို့ စာပို့အကြောင်းကြားပါမည်။ စာရွက်စာတမ်းများကို ကုဒ်ဝှက်၍ သိမ်းဆည်းထားပြီး အတည်ပြုခြင်းနှင့် ဥပဒေဆိုင်ရာ တာဝန်များအတွက်သာ အသုံးပြုပါသည်။</p>",
      CN: "<p>根据牌照要求，我们必须核实会员身份。实名认证可保护您免受欺诈，并确保奖金支付给正确的人。</p><h4>何时需要认证</h4><ul><li>首次提款前。</li><li>累计存款或单笔提款超过审核额度时。</li><li>姓名或提款账户等资料变更时。</li></ul><h4>所需资料</h4><ol><li>真实姓名、出生日期、国籍、住址、职业及收入来源。</li><li>有效且完整清晰的身份证或护照照片。</li><li>手持同一证件的自拍照，面部与证件内容均须清晰可辨。</li></ol><p>多数审核在 2 小时内完成，全天 24×7 处理。如需补充资料，我们会通过站内信通知您。证件资料加密存储，仅用于身份核实及履行法律义务。</p>",
    },
  },
];
