type TLoginEnvelope = { success: boolean; code?: string; value?: { token?: string } };

/**
 * `POST /wps/session/login` with a plain JSON body (the server must run with
 * ALLOW_PLAINTEXT_AUTH=1, never in production) and answers the session token. A bench that
 * needs many members signed in skips sealing each body; the login itself is the full one.
 */
export async function loginWithPassword(
  baseUrl: string,
  merchantCode: string,
  credentials: { username: string; password: string },
): Promise<string> {
  const response = await fetch(`${baseUrl}/wps/session/login`, {
    method: "POST",
    headers: { Merchant: merchantCode, Language: "EN", "Content-Type": "application/json" },
    body: JSON.stringify({ ...credentials, type: "username" }),
  });
  const answer = (await response.json()) as TLoginEnvelope;
  const token = answer.value?.token;
  if (!answer.success || !token) {
    throw new Error(`login of ${credentials.username} failed: ${response.status} ${answer.code ?? ""}`);
  }
  return token;
}
