import type { FastifyRequest } from "fastify";

/** The visitor's address as Fastify resolved it (honours TRUST_PROXY), IPv4-mapped IPv6 unwrapped. */
export function clientIp(request: FastifyRequest): string {
  const ip = request.ip ?? "";
  return ip.startsWith("::ffff:") && ip.includes(".") ? ip.slice(7) : ip;
}
