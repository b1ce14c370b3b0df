import type { TDomainRoute } from "@orchid/contract/system";

/**
 * Where a visit that landed on home goes for its domain (spec §7 domainRoute): an agent domain
 * answers its route (registration) and the agent's invitation code, which the page reads from
 * `?code=`. Null when the domain routes to home, or the visitor came with a code of their own.
 */
export function domainLanding(answer: TDomainRoute, pathname: string, search: string): string | null {
  const route = answer.route.startsWith("/") ? answer.route : `/${answer.route}`;
  if (route === "/" || pathname !== "/") return null;
  const query = new URLSearchParams(search);
  if (answer.affiliateCode && !query.has("code") && !query.has("affiliateCode")) {
    query.set("code", answer.affiliateCode);
  }
  const rest = query.toString();
  return rest ? `${route}?${rest}` : route;
}
