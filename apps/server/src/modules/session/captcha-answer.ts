/**
 * The characters a captcha answer is drawn from. Digits only: the merchant's captcha rule asks for
 * digits and phones then show the number pad, so letter look-alikes (O, l, I, S, Z, B) can never be
 * meant. Of the digits, those a slanted bitmap makes look like another are left out: 0 (O, 8),
 * 1 (l, I, 7) and 8 (B, 3, 0).
 */
export const CAPTCHA_ALPHABET = "2345679";

/** Characters in one answer (the merchant's captcha rule is four long). */
export const CAPTCHA_LENGTH = 4;

/** A new answer; `randomInt(n)` must return an integer in [0, n) (a cryptographic source in production). */
export function newCaptchaAnswer(randomInt: (maxExclusive: number) => number): string {
  return Array.from(
    { length: CAPTCHA_LENGTH },
    () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)] ?? "",
  ).join("");
}
