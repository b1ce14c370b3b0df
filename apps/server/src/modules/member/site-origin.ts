import type { TConfig } from "../../config.ts";
import type { TMerchantDomain } from "../merchants/index.ts";

type TOriginConfig = Pick<TConfig, "env" | "port" | "publicUrl">;

/**
 * The origin an emailed link opens, built only from what the operator configured: PUBLIC_URL when
 * set, else one of the merchant's domains (the one the request named, if it is the merchant's;
 * else the first listed). Nothing of the Host header is copied, so neither a port nor a
 * `#@other.host` tail sent by an attacker can move the link. Without PUBLIC_URL the link uses the
 * server's own port outside production (a local run), and the scheme's default port in production.
 */
export function siteOrigin(
  config: TOriginConfig,
  protocol: string,
  requestHostName: string | null,
  domains: TMerchantDomain[],
): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/$/, "");
  const own = domains.find((d) => d.host === requestHostName);
  const host = own?.host ?? domains.find((d) => d.isListed)?.host ?? domains[0]?.host ?? "localhost";
  const scheme = protocol === "https" ? "https" : "http";
  const defaultPort = scheme === "https" ? 443 : 80;
  const port =
    config.env !== "production" && config.port !== defaultPort && config.port !== 0 ? config.port : null;
  return `${scheme}://${host.includes(":") ? `[${host}]` : host}${port ? `:${port}` : ""}`;
}
