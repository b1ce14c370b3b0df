/** A route's code must arrive within 120 s (spec §9), else it counts as a load error. */
const CHUNK_TIMEOUT_MS = 120_000;

export function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new Error("chunk load timeout")), CHUNK_TIMEOUT_MS);
    load().then(
      (module) => {
        window.clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        window.clearTimeout(timer);
        reject(error);
      },
    );
  });
}
