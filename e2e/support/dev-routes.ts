import { type APIRequestContext, expect } from "@playwright/test";

/** The demo merchant every host of the suite (127.0.0.1, localhost) resolves to. */
export const MERCHANT = "demo";

export type TMerchantStatus = 0 | 1;

async function postDevRoute(request: APIRequestContext, path: string, data: unknown): Promise<void> {
  const response = await request.post(path, { data });
  const body: unknown = await response.json().catch(() => null);
  expect(response.status(), `${path} answered ${JSON.stringify(body)}`).toBe(200);
  expect(body, `${path} should answer a success envelope`).toMatchObject({ success: true });
}

/** `POST /dev/merchants/:code/status`: 0 open, 1 maintenance. Takes effect at once. */
export async function setMerchantStatus(request: APIRequestContext, status: TMerchantStatus): Promise<void> {
  await postDevRoute(request, `/dev/merchants/${MERCHANT}/status`, { status });
}

/** `POST /dev/merchants/:code/toggles`: switch one module toggle such as `LOGINTOHOME`. */
export async function setMerchantToggle(
  request: APIRequestContext,
  modId: string,
  enabled: boolean,
): Promise<void> {
  await postDevRoute(request, `/dev/merchants/${MERCHANT}/toggles`, { modId, enabled });
}

/** `POST /dev/merchants/:code/register-rules`: switch one registration field rule (e.g. the captcha). */
export async function setRegisterRule(
  request: APIRequestContext,
  field: string,
  enabled: boolean,
  required?: boolean,
): Promise<void> {
  await postDevRoute(request, `/dev/merchants/${MERCHANT}/register-rules`, { field, enabled, required });
}
