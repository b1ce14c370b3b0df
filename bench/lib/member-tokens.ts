import type { TFundedMember } from "./funded-members.ts";
import { loginWithPassword } from "./plaintext-login.ts";

/** Signs the members in one after another (plain-JSON logins) and answers their session tokens, in order. */
export async function memberTokens(
  baseUrl: string,
  merchantCode: string,
  members: readonly TFundedMember[],
  password: string,
): Promise<string[]> {
  const tokens: string[] = [];
  for (const member of members) {
    tokens.push(await loginWithPassword(baseUrl, merchantCode, { username: member.username, password }));
  }
  return tokens;
}
