import { parsePhoneNumberFromString } from "libphonenumber-js/max";

/** A mobile number in E.164 (`+959420123456`) when it is a valid number for its dialing code, else null. */
export function toE164(countryDialingCode: string, mobileNum: string): string | null {
  const digits = mobileNum.replace(/[\s-]/g, "");
  if (!/^\+?[0-9]{4,17}$/.test(digits) || !/^[1-9][0-9]{0,3}$/.test(countryDialingCode)) return null;
  let parsed: ReturnType<typeof parsePhoneNumberFromString>;
  try {
    parsed = parsePhoneNumberFromString(digits, { defaultCallingCode: countryDialingCode });
  } catch {
    // The library throws for a calling code it does not know (e.g. "999").
    return null;
  }
  if (!parsed?.isValid() || parsed.countryCallingCode !== countryDialingCode) return null;
  return parsed.number;
}

/** The national digits of an E.164 number, as members type them. */
export function nationalDigits(e164: string): string {
  return parsePhoneNumberFromString(e164)?.nationalNumber ?? e164.replace(/^\+/, "");
}

/** `+95 ••••••3456`: enough for the member to recognise, not enough to use. */
export function maskMobile(e164: string | null): string | null {
  if (!e164) return null;
  return `${e164.slice(0, 3)}••••${e164.slice(-4)}`;
}

/** `d•••@example.com`. */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.indexOf("@");
  if (at < 1) return "•••";
  return `${email[0]}•••${email.slice(at)}`;
}
