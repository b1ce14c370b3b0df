import { describe, expect, it } from "vitest";
import {
  base32Decode,
  base32Encode,
  generateTotpSecret,
  hotp,
  otpauthUri,
  totpCode,
  verifyTotp,
} from "./totp.ts";

const SHA1_SECRET = Buffer.from("12345678901234567890", "ascii");
const SHA256_SECRET = Buffer.from("12345678901234567890123456789012", "ascii");
const SHA512_SECRET = Buffer.from(
  "1234567890123456789012345678901234567890123456789012345678901234",
  "ascii",
);

describe("base32", () => {
  it("matches the RFC 4648 test vectors (without padding)", () => {
    const vectors: [string, string][] = [
      ["", ""],
      ["f", "MY"],
      ["fo", "MZXQ"],
      ["foo", "MZXW6"],
      ["foob", "MZXW6YQ"],
      ["fooba", "MZXW6YTB"],
      ["foobar", "MZXW6YTBOI"],
    ];
    for (const [plain, encoded] of vectors) {
      expect(base32Encode(Buffer.from(plain, "ascii"))).toBe(encoded);
      expect(base32Decode(encoded).toString("ascii")).toBe(plain);
    }
  });

  it("decodes padding, spaces and lower case", () => {
    expect(base32Decode("MZXW6YTBOI======").toString("ascii")).toBe("foobar");
    expect(base32Decode("mzxw 6ytb oi").toString("ascii")).toBe("foobar");
  });

  it("round-trips arbitrary bytes", () => {
    for (let length = 0; length < 40; length++) {
      const bytes = Buffer.from(Array.from({ length }, (_, i) => (i * 73 + length * 31) & 0xff));
      expect(base32Decode(base32Encode(bytes)).equals(bytes)).toBe(true);
    }
  });

  it("throws on characters outside the alphabet", () => {
    expect(() => base32Decode("MZXW1")).toThrow();
    expect(() => base32Decode("MZXW8")).toThrow();
    expect(() => base32Decode("MZ-XW")).toThrow();
  });

  it("generates 20-byte secrets", () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(generateTotpSecret()).not.toBe(secret);
  });
});

describe("hotp", () => {
  it("matches the RFC 4226 Appendix D values", () => {
    const expected = [
      "755224",
      "287082",
      "359152",
      "969429",
      "338314",
      "254676",
      "287922",
      "162583",
      "399871",
      "520489",
    ];
    expected.forEach((code, counter) => {
      expect(hotp(SHA1_SECRET, counter)).toBe(code);
      expect(hotp(SHA1_SECRET, BigInt(counter))).toBe(code);
    });
  });

  it("refuses bad counters and digit counts", () => {
    expect(() => hotp(SHA1_SECRET, -1)).toThrow(RangeError);
    expect(() => hotp(SHA1_SECRET, 1.5)).toThrow(RangeError);
    expect(() => hotp(SHA1_SECRET, 0, 0)).toThrow(RangeError);
  });
});

describe("totpCode", () => {
  // RFC 6238 Appendix B: [seconds, SHA1, SHA256, SHA512], 8 digits, 30 s steps.
  const vectors: [number, string, string, string][] = [
    [59, "94287082", "46119246", "90693936"],
    [1111111109, "07081804", "68084774", "25091201"],
    [1111111111, "14050471", "67062674", "99943326"],
    [1234567890, "89005924", "91819424", "93441116"],
    [2000000000, "69279037", "90698825", "38618901"],
    [20000000000, "65353130", "77737706", "47863826"],
  ];

  it.each(vectors)("matches the RFC 6238 vectors at %i s", (seconds, sha1, sha256, sha512) => {
    const timeMs = seconds * 1000;
    expect(totpCode(base32Encode(SHA1_SECRET), timeMs, { digits: 8 })).toBe(sha1);
    expect(totpCode(base32Encode(SHA256_SECRET), timeMs, { digits: 8, algorithm: "sha256" })).toBe(sha256);
    expect(totpCode(base32Encode(SHA512_SECRET), timeMs, { digits: 8, algorithm: "sha512" })).toBe(sha512);
  });

  it("defaults to 6 digits and 30 s steps", () => {
    const secret = base32Encode(SHA1_SECRET);
    expect(totpCode(secret, 59_000)).toBe("287082");
    expect(totpCode(secret, 60_000)).toBe("359152");
    expect(totpCode(secret, 59_000, { stepSeconds: 60 })).toBe("755224");
  });
});

describe("verifyTotp", () => {
  const secret = base32Encode(SHA1_SECRET);
  const now = 1_000 * 30 * 1_000 + 12_000; // inside step 1000
  const codeAt = (counter: number) => hotp(SHA1_SECRET, counter);

  it("accepts the current step and returns its counter", () => {
    expect(verifyTotp(secret, codeAt(1000), now)).toBe(1000);
    expect(verifyTotp(secret, totpCode(secret, now), now)).toBe(1000);
  });

  it("accepts the previous and next step within the window and refuses beyond", () => {
    expect(verifyTotp(secret, codeAt(999), now)).toBe(999);
    expect(verifyTotp(secret, codeAt(1001), now)).toBe(1001);
    expect(verifyTotp(secret, codeAt(998), now)).toBeNull();
    expect(verifyTotp(secret, codeAt(1002), now)).toBeNull();
    expect(verifyTotp(secret, codeAt(998), now, { window: 2 })).toBe(998);
    expect(verifyTotp(secret, codeAt(999), now, { window: 0 })).toBeNull();
  });

  it("refuses a replayed or older step via lastUsedCounter", () => {
    expect(verifyTotp(secret, codeAt(1000), now, { lastUsedCounter: 1000 })).toBeNull();
    expect(verifyTotp(secret, codeAt(999), now, { lastUsedCounter: 999 })).toBeNull();
    expect(verifyTotp(secret, codeAt(1000), now, { lastUsedCounter: 999 })).toBe(1000);
    expect(verifyTotp(secret, codeAt(1001), now, { lastUsedCounter: 1000 })).toBe(1001);
    expect(verifyTotp(secret, codeAt(1000), now, { lastUsedCounter: null })).toBe(1000);
  });

  it("refuses non-digit and wrong-length codes", () => {
    const good = codeAt(1000);
    expect(verifyTotp(secret, `${good}0`, now)).toBeNull();
    expect(verifyTotp(secret, good.slice(1), now)).toBeNull();
    expect(verifyTotp(secret, "", now)).toBeNull();
    expect(verifyTotp(secret, ` ${good.slice(1)}`, now)).toBeNull();
    expect(verifyTotp(secret, "12a456", now)).toBeNull();
    expect(verifyTotp(secret, "１２３４５６", now)).toBeNull();
    expect(verifyTotp(secret, "+12345", now)).toBeNull();
  });

  it("refuses a wrong code", () => {
    const wrong = ((Number(codeAt(1000)) + 1) % 1_000_000).toString().padStart(6, "0");
    expect(verifyTotp(secret, wrong, now)).toBeNull();
  });

  it("honours digits and stepSeconds", () => {
    const code = hotp(SHA1_SECRET, Math.floor(now / 60_000), 8);
    expect(verifyTotp(secret, code, now, { digits: 8, stepSeconds: 60 })).toBe(Math.floor(now / 60_000));
    expect(verifyTotp(secret, code, now)).toBeNull();
  });
});

describe("otpauthUri", () => {
  it("builds a percent-encoded key URI", () => {
    expect(otpauthUri("Orchid Club", "ann+x@example.com", "JBSWY3DPEHPK3PXP")).toBe(
      "otpauth://totp/Orchid%20Club:ann%2Bx%40example.com?secret=JBSWY3DPEHPK3PXP" +
        "&issuer=Orchid%20Club&algorithm=SHA1&digits=6&period=30",
    );
  });

  it("encodes colons and ampersands in the label and issuer", () => {
    const uri = otpauthUri("A:B&C", "x:y", "MZXW6YTBOI");
    expect(uri.startsWith("otpauth://totp/A%3AB%26C:x%3Ay?secret=MZXW6YTBOI&issuer=A%3AB%26C&")).toBe(true);
  });
});
