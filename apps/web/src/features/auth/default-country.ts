import { countryOfZone } from "@orchid/contract/zone-countries";

/** The country the mobile fields start on: the merchant's home country (from its time zone). */
export function defaultCountryOf(timeZone: string): string {
  return countryOfZone(timeZone);
}
