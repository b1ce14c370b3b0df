import type { FastifyRequest } from "fastify";
import { AppError } from "../../http/app-error.ts";
import { hostNameOf } from "./host-name.ts";
import type { MerchantDirectory } from "./merchant-directory.ts";
import type { TMerchant, TMerchantDomain } from "./merchant-repo.ts";

export type TResolvedMerchant = { merchant: TMerchant; domain: TMerchantDomain | null; host: string | null };

/**
 * Which merchant a call is for: the `Merchant` header when sent, else the page's host (`url`
 * query of the status call), else the request's Host header. Unknown → MERCHANT_UNKNOWN.
 */
export async function resolveMerchant(
  directory: MerchantDirectory,
  request: FastifyRequest,
  pageHost?: string,
): Promise<TResolvedMerchant> {
  const host = hostNameOf(pageHost) ?? hostNameOf(request.headers.host);
  const header = request.headers.merchant;
  const code = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase();
  if (code) {
    if (code.length > 32) throw new AppError("MERCHANT_UNKNOWN", { merchant: code.slice(0, 32) });
    const merchant = await directory.byMerchantCode(code);
    if (!merchant) throw new AppError("MERCHANT_UNKNOWN", { merchant: code });
    const byHost = host ? await directory.byHostName(host) : undefined;
    return { merchant, domain: byHost?.merchant.id === merchant.id ? byHost.domain : null, host };
  }
  if (!host) throw new AppError("MERCHANT_REQUIRED");
  const found = await directory.byHostName(host);
  if (!found) throw new AppError("MERCHANT_UNKNOWN", { host });
  return { merchant: found.merchant, domain: found.domain, host };
}
