import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

/** Stored form: `kek1.<key id>.<iv>.<tag>.<ciphertext>` (base64url parts); anything else is unwrapped PKCS#8. */
const PREFIX = "kek1";
const IV_BYTES = 12;

/** A short public name of the key-encryption key, so a wrong key is told apart from a damaged row. */
function kekId(kek: Buffer): string {
  return createHash("sha256").update("orchid key-encryption key").update(kek).digest("hex").slice(0, 8);
}

export function isWrapped(stored: string): boolean {
  return stored.startsWith(`${PREFIX}.`);
}

/** Wraps a private key (base64 PKCS#8) with AES-256-GCM, bound to its key id. */
export function wrapPrivateKey(pkcs8: string, kek: Buffer, kid: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", kek, iv);
  cipher.setAAD(Buffer.from(`crypto_keys:${kid}`));
  const ciphertext = Buffer.concat([cipher.update(pkcs8, "utf8"), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString("base64url"));
  return [PREFIX, kekId(kek), ...parts].join(".");
}

/** The base64 PKCS#8 of a stored private key; throws a line naming the fix when it cannot be opened. */
export function unwrapPrivateKey(stored: string, kek: Buffer | undefined, kid: string): string {
  if (!isWrapped(stored)) return stored;
  const [, wrappedWith, iv, tag, ciphertext] = stored.split(".");
  if (!kek) {
    throw new Error(
      `crypto_keys row ${kid} is wrapped with a key-encryption key (${wrappedWith}): set KEY_ENCRYPTION_KEY`,
    );
  }
  if (wrappedWith !== kekId(kek) || !iv || !tag || !ciphertext) {
    throw new Error(
      `KEY_ENCRYPTION_KEY does not open crypto_keys row ${kid} (wrapped with key ${wrappedWith}, given ${kekId(kek)})`,
    );
  }
  const decipher = createDecipheriv("aes-256-gcm", kek, Buffer.from(iv, "base64url"));
  decipher.setAAD(Buffer.from(`crypto_keys:${kid}`));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  try {
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString(
      "utf8",
    );
  } catch {
    throw new Error(`KEY_ENCRYPTION_KEY does not open crypto_keys row ${kid} (damaged or moved row)`);
  }
}
