import "altcha/external";
import "altcha/altcha.css";
import Pbkdf2Worker from "altcha/workers/pbkdf2?worker";
import { api } from "../../api/api-client.ts";

/** The algorithm the server's challenges use (apps/server/src/modules/session/proof-of-work.ts). */
const ALGORITHM = "PBKDF2/SHA-256";

/**
 * Fetches a challenge through the site's API client (merchant and language headers, envelope
 * unwrapped) and hands the widget the bare challenge JSON it expects.
 */
async function fetchChallenge(): Promise<Response> {
  const challenge = await api.request("proofOfWork");
  return new Response(JSON.stringify(challenge), { headers: { "content-type": "application/json" } });
}

/**
 * Loaded on first use only (the widget, its styles and its worker stay out of the home bundle):
 * the worker is a file of this site, so the page's Content-Security-Policy allows it.
 */
export function setUpAltcha(): void {
  globalThis.$altcha.algorithms.set(ALGORITHM, () => new Pbkdf2Worker());
  globalThis.$altcha.defaults.set({
    challenge: "/wps/captcha/proofOfWork",
    fetch: fetchChallenge,
    auto: "onload",
    hideFooter: true,
    humanInteractionSignature: false,
  });
}
