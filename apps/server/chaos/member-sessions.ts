import { importPublicKey, sealBody } from "@orchid/contract/hybrid-encryption";
import { apiCall, type TApiReply } from "./api-call.ts";
import { CHAOS_PASSWORD, CHAOS_PAYEE, type TBankMember } from "./bank-setup.ts";

/** A chaos member signed in, with the payout account its withdrawals go to. */
export type TMemberSession = TBankMember & { token: string; payoutAccountId: number };

function successValue<T>(reply: TApiReply, what: string): T {
  if (reply.kind !== "answer" || !reply.success) throw new Error(`${what}: ${JSON.stringify(reply)}`);
  return reply.value as T;
}

/**
 * Signs every member in as the site does (the login body sealed with the server's public key)
 * and binds one payout account each, through the real API.
 */
export async function openMemberSessions(baseUrl: string, members: TBankMember[]): Promise<TMemberSession[]> {
  const { kid, spki } = successValue<{ kid: string; spki: string }>(
    await apiCall(baseUrl, { method: "GET", path: "/wps/session/publicKey" }),
    "public key",
  );
  const publicKey = await importPublicKey(spki);
  return Promise.all(
    members.map(async (member) => {
      const sealed = await sealBody({ username: member.username, password: CHAOS_PASSWORD }, publicKey, kid);
      const login = await apiCall(baseUrl, { method: "POST", path: "/wps/session/login", body: sealed });
      const { token } = successValue<{ token: string }>(login, `login ${member.username}`);
      const bound = await apiCall(baseUrl, {
        method: "POST",
        path: "/wps/payments/payout-accounts",
        token,
        body: {
          bankName: "Chaos Test Bank",
          accountNumber: String(7_000_000_000 + member.id),
          payeeName: CHAOS_PAYEE,
        },
      });
      const account = successValue<{ id: number }>(bound, `payout account ${member.username}`);
      return { ...member, token, payoutAccountId: account.id };
    }),
  );
}
