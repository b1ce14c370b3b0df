import { ApiError } from "@orchid/contract/api-error";

/** Whether a failure may be a request that never arrived (or whose answer was lost). */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiError && error.code === "NETWORK_FAILED";
}

/**
 * Sends a money call once more after a network failure, with the very same request (the same
 * round key), so the server answers the first round if it had taken it: never paid twice.
 * Any other failure, or a second network failure, is the caller's.
 */
export async function sendWithRetry<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    return send();
  }
}
