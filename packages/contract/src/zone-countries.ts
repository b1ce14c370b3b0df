/** Time zones of the markets the site serves → their country; a merchant's zone names its home country. */
const ZONE_COUNTRIES: Record<string, string> = {
  "Asia/Yangon": "MM",
  "Asia/Rangoon": "MM",
  "Asia/Shanghai": "CN",
  "Asia/Hong_Kong": "HK",
  "Asia/Taipei": "TW",
  "Asia/Ho_Chi_Minh": "VN",
  "Asia/Saigon": "VN",
  "Asia/Bangkok": "TH",
  "Asia/Manila": "PH",
  "Asia/Jakarta": "ID",
  "Asia/Kuala_Lumpur": "MY",
  "Asia/Phnom_Penh": "KH",
  "Asia/Kolkata": "IN",
  "Asia/Dhaka": "BD",
  "Asia/Karachi": "PK",
  "Asia/Seoul": "KR",
  "Asia/Tokyo": "JP",
};

/** The two-letter country of a merchant's time zone; the demo merchant's Myanmar when the zone names no market. */
export function countryOfZone(timeZone: string): string {
  return ZONE_COUNTRIES[timeZone] ?? "MM";
}
