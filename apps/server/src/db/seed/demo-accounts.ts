/**
 * The demo's accounts (README lists them). Passwords follow the demo password rule; `reset01`
 * holds the merchant's default weak password and must change it at its first login.
 */
export const DEMO_WEAK_PASSWORD = "Welcome123";

export type TDemoAccount = {
  username: string;
  password: string;
  type: 0 | 1 | 41;
  nickname: string;
  mobileE164?: string;
  email?: string;
  payeeName?: string;
  affiliateCode?: string;
  /** Username of the agent this account is placed under. */
  upline?: string;
  mustChangePassword?: boolean;
};

export const DEMO_ACCOUNTS: TDemoAccount[] = [
  {
    username: "agent01",
    password: "Agent1234",
    type: 1,
    nickname: "Agent One",
    email: "agent01@orchid.localhost",
    affiliateCode: "AGDEMO",
  },
  {
    username: "agent41",
    password: "Agent1234",
    type: 41,
    nickname: "Agent Forty-One",
    affiliateCode: "AG41DEMO",
    upline: "agent01",
  },
  {
    username: "demo01",
    password: "Demo1234",
    type: 0,
    nickname: "Demo Member",
    mobileE164: "+959420123456",
    email: "demo01@orchid.localhost",
    payeeName: "Demo Member",
    upline: "agent01",
  },
  {
    username: "reset01",
    password: DEMO_WEAK_PASSWORD,
    type: 0,
    nickname: "Reset Me",
    mobileE164: "+959420123457",
    mustChangePassword: true,
  },
];

/** The demo's console owner (README): TOTP is enrolled at the first login. */
export const DEMO_OPERATOR = {
  username: "owner",
  password: "Owner12345",
  displayName: "Demo Owner",
  role: "owner",
} as const;
