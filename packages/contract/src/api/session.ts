import { endpoint, MEMBER, PUBLIC, VISITOR } from "../endpoint.ts";

/** The session calls. */
export const SESSION_CALLS = {
  publicKey: endpoint("GET", "/wps/session/publicKey", { module: "session", caller: PUBLIC }),
  login: endpoint("POST", "/wps/session/login", { module: "session", caller: VISITOR, body: "sealed" }),
  loginVerify: endpoint("POST", "/wps/session/login/verify", { module: "session", caller: VISITOR }),
  loginVerifySend: endpoint("POST", "/wps/session/login/verify/send", { module: "session", caller: VISITOR }),
  logout: endpoint("DELETE", "/wps/session/logout", { module: "session", caller: MEMBER }),
  freePlayLogin: endpoint("POST", "/wps/session/login/freeplay", { module: "session", caller: VISITOR }),
  smsCodeNoLogin: endpoint("POST", "/wps/verification/sms/noLogin", { module: "session", caller: VISITOR }),
  smsCodeRegister: endpoint("POST", "/wps/verification/sms/register", { module: "session", caller: VISITOR }),
  smsCodeRegisterMobile: endpoint("POST", "/wps/verification/sms/register/mobile", {
    module: "session",
    caller: VISITOR,
  }),
  captcha: endpoint("GET", "/wps/captcha", { module: "session", caller: VISITOR }),
  proofOfWork: endpoint("GET", "/wps/captcha/proofOfWork", { module: "session", caller: VISITOR }),
} as const;
