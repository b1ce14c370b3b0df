import type { TWeekday } from "./civil-day.ts";

export type TVnRegion = "north" | "central" | "south";

/**
 * A Vietnamese lottery station (đài): a short unique ASCII code, its name as players read it, its
 * region and the weekdays it draws (0 = Sunday … 6 = Saturday).
 */
export type TVnStation = { code: string; name: string; region: TVnRegion; days: readonly TWeekday[] };

/**
 * The weekly station calendar. Miền Bắc draws one station a day (Hà Nội twice a week); Miền Nam
 * draws 3 stations a day and 4 on Saturday; Miền Trung 2 or 3 a day.
 */
export const VN_STATIONS: readonly TVnStation[] = [
  { code: "hnoi", name: "Hà Nội", region: "north", days: [1, 4] },
  { code: "qninh", name: "Quảng Ninh", region: "north", days: [2] },
  { code: "bninh", name: "Bắc Ninh", region: "north", days: [3] },
  { code: "hphong", name: "Hải Phòng", region: "north", days: [5] },
  { code: "ndinh", name: "Nam Định", region: "north", days: [6] },
  { code: "tbinh", name: "Thái Bình", region: "north", days: [0] },

  { code: "hue", name: "Thừa Thiên Huế", region: "central", days: [0, 1] },
  { code: "pyen", name: "Phú Yên", region: "central", days: [1] },
  { code: "dlak", name: "Đắk Lắk", region: "central", days: [2] },
  { code: "qnam", name: "Quảng Nam", region: "central", days: [2] },
  { code: "dnang", name: "Đà Nẵng", region: "central", days: [3, 6] },
  { code: "khoa", name: "Khánh Hòa", region: "central", days: [0, 3] },
  { code: "bdinh", name: "Bình Định", region: "central", days: [4] },
  { code: "qtri", name: "Quảng Trị", region: "central", days: [4] },
  { code: "qbinh", name: "Quảng Bình", region: "central", days: [4] },
  { code: "glai", name: "Gia Lai", region: "central", days: [5] },
  { code: "nthuan", name: "Ninh Thuận", region: "central", days: [5] },
  { code: "qngai", name: "Quảng Ngãi", region: "central", days: [6] },
  { code: "dnong", name: "Đắk Nông", region: "central", days: [6] },
  { code: "ktum", name: "Kon Tum", region: "central", days: [0] },

  { code: "hcm", name: "TP. Hồ Chí Minh", region: "south", days: [1, 6] },
  { code: "dthap", name: "Đồng Tháp", region: "south", days: [1] },
  { code: "camau", name: "Cà Mau", region: "south", days: [1] },
  { code: "btre", name: "Bến Tre", region: "south", days: [2] },
  { code: "vtau", name: "Vũng Tàu", region: "south", days: [2] },
  { code: "blieu", name: "Bạc Liêu", region: "south", days: [2] },
  { code: "dnai", name: "Đồng Nai", region: "south", days: [3] },
  { code: "ctho", name: "Cần Thơ", region: "south", days: [3] },
  { code: "strang", name: "Sóc Trăng", region: "south", days: [3] },
  { code: "tninh", name: "Tây Ninh", region: "south", days: [4] },
  { code: "agiang", name: "An Giang", region: "south", days: [4] },
  { code: "bthuan", name: "Bình Thuận", region: "south", days: [4] },
  { code: "vlong", name: "Vĩnh Long", region: "south", days: [5] },
  { code: "bduong", name: "Bình Dương", region: "south", days: [5] },
  { code: "tvinh", name: "Trà Vinh", region: "south", days: [5] },
  { code: "lan", name: "Long An", region: "south", days: [6] },
  { code: "bphuoc", name: "Bình Phước", region: "south", days: [6] },
  { code: "hgiang", name: "Hậu Giang", region: "south", days: [6] },
  { code: "tgiang", name: "Tiền Giang", region: "south", days: [0] },
  { code: "kgiang", name: "Kiên Giang", region: "south", days: [0] },
  { code: "dlat", name: "Đà Lạt", region: "south", days: [0] },
];
