import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import helmet, { type HelmetOptions } from "helmet";
import { describe, expect, it } from "vitest";
import { securityHeaderChanges } from "./security-headers.ts";

function freshResponse(): ServerResponse {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  response.setHeader("X-Powered-By", "something");
  return response;
}

const OPTIONS: HelmetOptions[] = [
  {},
  {
    contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'", "'sha256-abc='"] } },
    strictTransportSecurity: false,
  },
  { strictTransportSecurity: { maxAge: 600 }, crossOriginEmbedderPolicy: true },
];

describe("security headers recorded once", () => {
  it.each(OPTIONS)("leave an answer with exactly the headers helmet gives it (%o)", (options) => {
    const byHelmet = freshResponse();
    helmet(options)({} as IncomingMessage, byHelmet, () => {});
    const byRecord = freshResponse();
    for (const { name, value } of securityHeaderChanges(options)) {
      if (value === null) byRecord.removeHeader(name);
      else byRecord.setHeader(name, value);
    }
    expect(byRecord.getHeaders()).toEqual(byHelmet.getHeaders());
    expect(byRecord.getHeader("x-powered-by")).toBeUndefined();
    expect(byRecord.getHeader("content-security-policy")).toContain("default-src 'self'");
  });
});
