/** Live-dealer tables and card games; languages without a name here show the English one. */
export const LIVE_TABLES: Record<string, string>[] = [
  { EN: "Baccarat", CN: "百家乐", TW: "百家樂", VI: "Baccarat", TH: "บาคาร่า", JA: "バカラ", KO: "바카라" },
  {
    EN: "Roulette",
    CN: "轮盘",
    TW: "輪盤",
    VI: "Cò Quay",
    TH: "รูเล็ต",
    JA: "ルーレット",
    KO: "룰렛",
    ES: "Ruleta",
    PT: "Roleta",
  },
  { EN: "Sic Bo", CN: "骰宝", TW: "骰寶", VI: "Tài Xỉu", TH: "ไฮโล", JA: "シックボー", KO: "식보" },
  {
    EN: "Dragon Tiger",
    CN: "龙虎",
    TW: "龍虎",
    VI: "Rồng Hổ",
    TH: "เสือมังกร",
    JA: "ドラゴンタイガー",
    KO: "드래곤 타이거",
    ES: "Dragón Tigre",
    PT: "Dragão Tigre",
  },
  { EN: "Blackjack", CN: "二十一点", TW: "二十一點", TH: "แบล็คแจ็ค", JA: "ブラックジャック", KO: "블랙잭" },
  { EN: "Fan Tan", CN: "番摊", TW: "番攤", JA: "ファンタン", KO: "판탄" },
];

export const PVP_TABLES: Record<string, string>[] = [
  {
    EN: "Texas Hold'em",
    CN: "德州扑克",
    TW: "德州撲克",
    TH: "เท็กซัสโฮลเด็ม",
    JA: "テキサスホールデム",
    KO: "텍사스 홀덤",
  },
  { EN: "Bull Bull", CN: "牛牛", TW: "牛牛", VI: "Ngầu Hầm", KO: "우우" },
  { EN: "Mahjong Duel", CN: "二人麻将", TW: "二人麻將", JA: "二人麻雀", KO: "2인 마작" },
  { EN: "Landlord", CN: "斗地主", TW: "鬥地主", VI: "Đấu Địa Chủ" },
  { EN: "Thirteen Cards", CN: "十三水", TW: "十三水", VI: "Mậu Binh", TH: "ไพ่สิบสาม" },
  { EN: "Rummy", CN: "拉米", TW: "拉米", ID: "Remi", ES: "Rummy", PT: "Rummy" },
];
