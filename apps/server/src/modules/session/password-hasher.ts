import { type Algorithm, hash, verify } from "@node-rs/argon2";

/** argon2id in the library's (const) enum. */
export const ARGON2ID = 2 as Algorithm;

export type TPasswordHasher = {
  hash(password: string): Promise<string>;
  /** Always spends one argon2 verification, even without a stored hash, so timing tells nothing. */
  verify(storedHash: string | null, password: string): Promise<boolean>;
};

/** argon2id with the configured cost (default m = 19 MiB, t = 2, p = 1). */
export async function createPasswordHasher(options: {
  memoryCost: number;
  timeCost: number;
}): Promise<TPasswordHasher> {
  const params = {
    algorithm: ARGON2ID,
    memoryCost: options.memoryCost,
    timeCost: options.timeCost,
    parallelism: 1,
  };
  // A hash of nothing anyone knows: verifying against it costs what a real check costs.
  const decoy = await hash(crypto.randomUUID(), params);
  return {
    hash: (password) => hash(password, params),
    async verify(storedHash, password) {
      try {
        const isMatch = await verify(storedHash ?? decoy, password);
        return storedHash !== null && isMatch;
      } catch {
        return false;
      }
    },
  };
}
