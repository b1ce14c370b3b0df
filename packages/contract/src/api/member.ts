import { endpoint, MEMBER, planned, VISITOR } from "../endpoint.ts";

/** The member calls. */
export const MEMBER_CALLS = {
  memberInfo: endpoint("GET", "/wps/member/info", { module: "member", caller: MEMBER }),
  memberIcon: endpoint("GET", "/wps/member/info/icon", { module: "member", caller: MEMBER }),
  register: endpoint("PUT", "/wps/member/register", { module: "member", caller: VISITOR, body: "sealed" }),
  registerMobile: endpoint("PUT", "/wps/member/register/mobile", {
    module: "member",
    caller: VISITOR,
    body: "sealed",
  }),
  changePassword: endpoint("POST", "/wps/member/password", {
    module: "member",
    caller: MEMBER,
    body: "sealed",
  }),
  forgotPasswordEmail: endpoint("POST", "/wps/member/password/email", {
    module: "member",
    caller: VISITOR,
    body: "form",
  }),
  setPasswordByPhone: endpoint("POST", "/wps/member/password/verification", {
    module: "member",
    caller: VISITOR,
    body: "sealed",
  }),
  resetPasswordByLink: endpoint("POST", "/wps/member/password/reset", {
    module: "member",
    caller: VISITOR,
    body: "sealed",
  }),
  totpEnrol: endpoint("POST", "/wps/member/security/totp", { module: "member", caller: MEMBER }),
  totpConfirm: endpoint("PUT", "/wps/member/security/totp", { module: "member", caller: MEMBER }),
  totpDisable: endpoint("DELETE", "/wps/member/security/totp", { module: "member", caller: MEMBER }),
  updateLanguage: planned("PUT", "/wps/member/language", "member", MEMBER),
  memberUpload: endpoint("POST", "/wps/member/uploads", { module: "member", caller: MEMBER }),
  paymentPassword: endpoint("POST", "/wps/member/security/payment-password", {
    module: "member",
    caller: MEMBER,
    body: "sealed",
  }),
} as const;
