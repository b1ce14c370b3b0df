import ipaddr from "ipaddr.js";

type TRange = [ipaddr.IPv4 | ipaddr.IPv6, number];

function parseAddress(ip: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  if (!ipaddr.isValid(ip)) return null;
  const parsed = ipaddr.parse(ip);
  return parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress()
    ? (parsed as ipaddr.IPv6).toIPv4Address()
    : parsed;
}

/** Parses `10.0.0.0/8`, `2001:db8::/32` or a bare address; null when it is not one. */
export function parseRange(text: string): TRange | null {
  const value = text.trim();
  try {
    if (value.includes("/")) return ipaddr.parseCIDR(value) as TRange;
    const address = parseAddress(value);
    if (!address) return null;
    return [address, address.kind() === "ipv4" ? 32 : 128];
  } catch {
    return null;
  }
}

/** Parsed lists, kept per list object: merchant rows are cached, so each list is parsed once. */
const parsedLists = new WeakMap<readonly string[], TRange[]>();

function rangesOf(list: readonly string[]): TRange[] {
  let ranges = parsedLists.get(list);
  if (!ranges) {
    ranges = list.map(parseRange).filter((range): range is TRange => range !== null);
    parsedLists.set(list, ranges);
  }
  return ranges;
}

function inAny(address: ipaddr.IPv4 | ipaddr.IPv6, list: readonly string[]): boolean {
  return rangesOf(list).some((range) => range[0].kind() === address.kind() && address.match(range));
}

/**
 * A visitor is restricted when the deny list holds their address, or the allow list is non-empty
 * and does not. An address that cannot be read is restricted only when an allow list exists.
 */
export function isRegionRestricted(ip: string, allow: readonly string[], deny: readonly string[]): boolean {
  const address = parseAddress(ip);
  if (!address) return allow.length > 0;
  if (inAny(address, deny)) return true;
  return allow.length > 0 && !inAny(address, allow);
}
