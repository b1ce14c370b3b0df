import { parseCivilDay, weekdayOf } from "./civil-day.ts";
import { type TVnStation, VN_STATIONS } from "./vn-stations.ts";

/**
 * The Miền Bắc station whose result is the `vn_north` draw of an issue (`YYYYMMDD`, the local
 * date): Mon Hà Nội, Tue Quảng Ninh, Wed Bắc Ninh, Thu Hà Nội, Fri Hải Phòng, Sat Nam Định,
 * Sun Thái Bình. Null for an issue that is not a date.
 */
export function vnNorthStationOn(issue: string): TVnStation | null {
  const day = parseCivilDay(issue);
  if (day === null) return null;
  const weekday = weekdayOf(day);
  return VN_STATIONS.find((station) => station.region === "north" && station.days.includes(weekday)) ?? null;
}
