import { randomBytes } from "node:crypto";
import { fromBase64, type TCryptoKey, toBase64 } from "@orchid/contract/hybrid-encryption";
import type { TPublicKey } from "@orchid/contract/session";
import { and, desc, eq, gt, isNull, not, or, sql } from "drizzle-orm";
import type { TDb } from "../../db/database.ts";
import { cryptoKeys } from "../../db/schema/accounts.ts";
import { unwrapPrivateKey, wrapPrivateKey } from "./key-wrap.ts";

type TLoadedKey = {
  kid: string;
  spki: string;
  privateKey: TCryptoKey;
  createdAt: Date;
  retiredAt: Date | null;
};

const RSA = { name: "RSA-OAEP", hash: "SHA-256" } as const;
const ROTATION_LOCK = 7_301_001;
const RELOAD_UNKNOWN_AFTER_MS = 5_000;

/**
 * The RSA key pairs for encrypted payloads. The newest unretired key is handed out; retired keys
 * still open bodies for a grace period, so a page that fetched the old key keeps working and no
 * session depends on a key. Rotation is shared through the database under an advisory lock.
 * With a key-encryption key the private halves are stored wrapped (AES-256-GCM, see key-wrap.ts).
 */
export class KeyRing {
  private keys = new Map<string, TLoadedKey>();
  private currentKid: string | null = null;
  /** When the keys were last read; an unknown key id re-reads them at most every few seconds. */
  private loadedAtMs = 0;

  constructor(
    private readonly db: TDb,
    private readonly options: {
      rotationMs: number;
      graceMs: number;
      now: () => Date;
      /** KEY_ENCRYPTION_KEY; unset → private keys are stored unwrapped (development and tests only). */
      keyEncryptionKey?: Buffer | undefined;
    },
  ) {}

  /** At start: wraps rows stored unwrapped (when a key-encryption key is set), then rotates if due. */
  async start(): Promise<void> {
    await this.wrapStoredKeys();
    await this.rotateIfDue();
  }

  /** The key browsers should seal with. */
  current(): TPublicKey {
    const key = this.currentKid ? this.keys.get(this.currentKid) : undefined;
    if (!key) throw new Error("key ring not loaded");
    return { kid: key.kid, algorithm: "RSA-OAEP-256+A256GCM", spki: key.spki };
  }

  /** The private key for `kid` (re-reading the keys in case another instance rotated); null when unknown or expired. */
  async privateKey(kid: string): Promise<TCryptoKey | null> {
    // Bodies naming made-up key ids must not turn into a database read each.
    const isStale = this.options.now().getTime() - this.loadedAtMs >= RELOAD_UNKNOWN_AFTER_MS;
    if (!this.keys.has(kid) && isStale) await this.load();
    const key = this.keys.get(kid);
    if (!key) return null;
    const limit = this.options.now().getTime() - this.options.graceMs;
    if (key.retiredAt && key.retiredAt.getTime() < limit) return null;
    return key.privateKey;
  }

  /** Makes a new key when there is none or the current one is older than the rotation period. */
  async rotateIfDue(force = false): Promise<void> {
    await this.load();
    const current = this.currentKid ? this.keys.get(this.currentKid) : undefined;
    const now = this.options.now();
    const isDue = !current || now.getTime() - current.createdAt.getTime() >= this.options.rotationMs;
    if (!isDue && !force) return;
    const pair = await crypto.subtle.generateKey(
      { ...RSA, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
      true,
      ["encrypt", "decrypt"],
    );
    const spki = toBase64(await crypto.subtle.exportKey("spki", pair.publicKey));
    const pkcs8 = toBase64(await crypto.subtle.exportKey("pkcs8", pair.privateKey));
    const kid = `k${now.getTime().toString(36)}${randomBytes(3).toString("hex")}`;
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${ROTATION_LOCK})`);
      const [latest] = await tx
        .select()
        .from(cryptoKeys)
        .where(isNull(cryptoKeys.retiredAt))
        .orderBy(desc(cryptoKeys.createdAt))
        .limit(1);
      // Another instance rotated while we waited: keep its key.
      if (latest && !force && now.getTime() - latest.createdAt.getTime() < this.options.rotationMs) return;
      await tx.update(cryptoKeys).set({ retiredAt: now }).where(isNull(cryptoKeys.retiredAt));
      const stored = this.wrap(pkcs8, kid);
      await tx.insert(cryptoKeys).values({ kid, publicSpki: spki, privatePkcs8: stored, createdAt: now });
    });
    await this.load();
  }

  private wrap(pkcs8: string, kid: string): string {
    const kek = this.options.keyEncryptionKey;
    return kek ? wrapPrivateKey(pkcs8, kek, kid) : pkcs8;
  }

  /** Rewrites every unwrapped row wrapped; a row changed meanwhile (by another instance) is left to it. */
  private async wrapStoredKeys(): Promise<void> {
    if (!this.options.keyEncryptionKey) return;
    const rows = await this.db
      .select({ kid: cryptoKeys.kid, privatePkcs8: cryptoKeys.privatePkcs8 })
      .from(cryptoKeys)
      .where(not(sql`${cryptoKeys.privatePkcs8} like 'kek1.%'`));
    for (const row of rows) {
      await this.db
        .update(cryptoKeys)
        .set({ privatePkcs8: this.wrap(row.privatePkcs8, row.kid) })
        .where(and(eq(cryptoKeys.kid, row.kid), eq(cryptoKeys.privatePkcs8, row.privatePkcs8)));
    }
  }

  private async load(): Promise<void> {
    const limit = new Date(this.options.now().getTime() - this.options.graceMs);
    const rows = await this.db
      .select()
      .from(cryptoKeys)
      .where(or(isNull(cryptoKeys.retiredAt), gt(cryptoKeys.retiredAt, limit)))
      .orderBy(desc(cryptoKeys.createdAt));
    const next = new Map<string, TLoadedKey>();
    for (const row of rows) {
      const known = this.keys.get(row.kid);
      const privateKey =
        known?.privateKey ??
        (await crypto.subtle.importKey(
          "pkcs8",
          fromBase64(unwrapPrivateKey(row.privatePkcs8, this.options.keyEncryptionKey, row.kid)),
          RSA,
          false,
          ["decrypt"],
        ));
      next.set(row.kid, {
        kid: row.kid,
        spki: row.publicSpki,
        privateKey,
        createdAt: row.createdAt,
        retiredAt: row.retiredAt,
      });
    }
    this.keys = next;
    this.loadedAtMs = this.options.now().getTime();
    this.currentKid = rows.find((row) => row.retiredAt === null)?.kid ?? null;
  }
}
