import { createHmac, timingSafeEqual } from "node:crypto";

const HOUR_S = 3_600;

/**
 * Addresses of private images (a member's deposit and payout proofs): `/media/<id>?exp=…&sig=…`,
 * signed with a server secret and good until the end of the next hour, so only a member or
 * operator the server showed the address to can load the image, and the address stays the same
 * (and cacheable) within an hour.
 */
export class MediaLinks {
  constructor(
    private readonly secret: Buffer,
    private readonly now: () => Date,
  ) {}

  /** The signed address of a private image. */
  readonly privateUrl = (id: number): string => {
    const exp = (Math.floor(this.now().getTime() / 1000 / HOUR_S) + 2) * HOUR_S;
    return `/media/${id}?exp=${exp}&sig=${this.signature(id, exp)}`;
  };

  /** True when the signature is ours for this image and has not expired. */
  isValid(id: number, exp: string | undefined, sig: string | undefined): boolean {
    if (!exp || !sig || !/^\d{1,12}$/.test(exp) || !/^[0-9a-f]{32}$/.test(sig)) return false;
    if (Number(exp) * 1000 <= this.now().getTime()) return false;
    const expected = Buffer.from(this.signature(id, Number(exp)), "hex");
    return timingSafeEqual(expected, Buffer.from(sig, "hex"));
  }

  private signature(id: number, exp: number): string {
    return createHmac("sha256", this.secret).update(`media.${id}.${exp}`).digest("hex").slice(0, 32);
  }
}
