/**
 * Invented slot-name parts with their translations, in the order
 * EN, CN, TW, VI, TH, ID, JA, KO, ES, PT. The Spanish and Portuguese modifiers are chosen to need
 * no gender agreement, so any part can follow any noun.
 */
export const NAME_LANGUAGES = ["EN", "CN", "TW", "VI", "TH", "ID", "JA", "KO", "ES", "PT"] as const;
export type TNameLanguage = (typeof NAME_LANGUAGES)[number];
type TWord = readonly [string, string, string, string, string, string, string, string, string, string];

export const MODIFIERS: readonly TWord[] = [
  ["Golden", "黄金", "黃金", "Vàng", "ทองคำ", "Emas", "ゴールデン", "황금", "de Oro", "de Ouro"],
  [
    "Lucky",
    "幸运",
    "幸運",
    "May Mắn",
    "นำโชค",
    "Beruntung",
    "ラッキー",
    "행운의",
    "de la Suerte",
    "da Sorte",
  ],
  [
    "Mystic",
    "神秘",
    "神秘",
    "Huyền Bí",
    "ลึกลับ",
    "Mistis",
    "ミスティック",
    "신비한",
    "del Misterio",
    "do Mistério",
  ],
  ["Royal", "皇家", "皇家", "Hoàng Gia", "ราชันย์", "Raja", "ロイヤル", "왕실의", "Real", "Real"],
  ["Jade", "翡翠", "翡翠", "Ngọc Bích", "หยก", "Giok", "翡翠の", "비취", "de Jade", "de Jade"],
  ["Crimson", "赤红", "赤紅", "Đỏ Thẫm", "แดงชาด", "Merah Tua", "紅蓮の", "진홍", "Carmesí", "Carmesim"],
  ["Silver", "白银", "白銀", "Bạc", "เงินยวง", "Perak", "シルバー", "은빛", "de Plata", "de Prata"],
  ["Wild", "狂野", "狂野", "Hoang Dã", "ไวลด์", "Liar", "ワイルド", "와일드", "Salvaje", "Selvagem"],
  ["Ancient", "远古", "遠古", "Cổ Đại", "โบราณ", "Kuno", "古代の", "고대", "Ancestral", "Ancestral"],
  [
    "Celestial",
    "天界",
    "天界",
    "Thiên Giới",
    "สวรรค์",
    "Surgawi",
    "天界の",
    "천상의",
    "Celestial",
    "Celestial",
  ],
  ["Blazing", "烈焰", "烈焰", "Rực Lửa", "เพลิง", "Membara", "灼熱の", "불타는", "Ardiente", "Ardente"],
  [
    "Midnight",
    "午夜",
    "午夜",
    "Nửa Đêm",
    "เที่ยงคืน",
    "Tengah Malam",
    "真夜中の",
    "한밤의",
    "de Medianoche",
    "da Meia-Noite",
  ],
  [
    "Emerald",
    "翠绿",
    "翠綠",
    "Lục Bảo",
    "มรกต",
    "Zamrud",
    "エメラルド",
    "에메랄드",
    "Esmeralda",
    "Esmeralda",
  ],
  [
    "Sapphire",
    "蓝宝石",
    "藍寶石",
    "Lam Ngọc",
    "ไพลิน",
    "Safir",
    "サファイア",
    "사파이어",
    "de Zafiro",
    "de Safira",
  ],
  ["Thunder", "雷霆", "雷霆", "Sấm Sét", "สายฟ้า", "Petir", "雷鳴の", "천둥", "del Trueno", "do Trovão"],
  ["Radiant", "璀璨", "璀璨", "Rạng Rỡ", "เจิดจ้า", "Berkilau", "輝く", "찬란한", "Radiante", "Radiante"],
  ["Happy", "欢乐", "歡樂", "Vui Vẻ", "สุขสันต์", "Ceria", "ハッピー", "즐거운", "Alegre", "Alegre"],
  ["Grand", "鸿运", "鴻運", "Đại Phát", "มหา", "Agung", "グランド", "위대한", "Grande", "Grande"],
  ["Immortal", "不朽", "不朽", "Bất Tử", "อมตะ", "Abadi", "不滅の", "불멸의", "Inmortal", "Imortal"],
  [
    "Crystal",
    "水晶",
    "水晶",
    "Pha Lê",
    "คริสตัล",
    "Kristal",
    "クリスタル",
    "크리스탈",
    "de Cristal",
    "de Cristal",
  ],
  ["Ruby", "红宝石", "紅寶石", "Hồng Ngọc", "ทับทิม", "Rubi", "ルビー", "루비", "de Rubí", "de Rubi"],
  [
    "Spring",
    "春日",
    "春日",
    "Mùa Xuân",
    "วสันต์",
    "Musim Semi",
    "春の",
    "봄날의",
    "de Primavera",
    "da Primavera",
  ],
];

export const NOUNS: readonly TWord[] = [
  ["Lotus", "莲花", "蓮花", "Hoa Sen", "ดอกบัว", "Teratai", "蓮", "연꽃", "Loto", "Lótus"],
  ["Dragon", "神龙", "神龍", "Rồng", "มังกร", "Naga", "ドラゴン", "드래곤", "Dragón", "Dragão"],
  ["Tiger", "猛虎", "猛虎", "Hổ", "เสือ", "Harimau", "タイガー", "호랑이", "Tigre", "Tigre"],
  ["Phoenix", "凤凰", "鳳凰", "Phượng Hoàng", "หงส์", "Feniks", "フェニックス", "봉황", "Fénix", "Fênix"],
  ["Panda", "熊猫", "熊貓", "Gấu Trúc", "แพนด้า", "Panda", "パンダ", "판다", "Panda", "Panda"],
  ["Koi", "锦鲤", "錦鯉", "Cá Chép", "ปลาคาร์ป", "Koi", "錦鯉", "비단잉어", "Koi", "Carpa"],
  ["Pearl", "珍珠", "珍珠", "Ngọc Trai", "ไข่มุก", "Mutiara", "パール", "진주", "Perla", "Pérola"],
  ["Temple", "神殿", "神殿", "Đền Thiêng", "วิหาร", "Kuil", "神殿", "신전", "Templo", "Templo"],
  ["Empire", "帝国", "帝國", "Đế Chế", "อาณาจักร", "Kekaisaran", "エンパイア", "제국", "Imperio", "Império"],
  ["Treasure", "宝藏", "寶藏", "Kho Báu", "สมบัติ", "Harta", "財宝", "보물", "Tesoro", "Tesouro"],
  ["Moon", "明月", "明月", "Trăng", "จันทรา", "Bulan", "ムーン", "달빛", "Luna", "Lua"],
  ["Sun", "骄阳", "驕陽", "Mặt Trời", "ตะวัน", "Matahari", "サン", "태양", "Sol", "Sol"],
  ["Star", "星辰", "星辰", "Ngôi Sao", "ดวงดาว", "Bintang", "スター", "별빛", "Estrella", "Estrela"],
  ["Ocean", "海洋", "海洋", "Đại Dương", "มหาสมุทร", "Samudra", "オーシャン", "바다", "Océano", "Oceano"],
  ["Garden", "花园", "花園", "Khu Vườn", "อุทยาน", "Taman", "ガーデン", "정원", "Jardín", "Jardim"],
  ["Fox", "灵狐", "靈狐", "Cáo", "จิ้งจอก", "Rubah", "キツネ", "여우", "Zorro", "Raposa"],
  ["Crane", "仙鹤", "仙鶴", "Hạc", "นกกระเรียน", "Bangau", "鶴", "학", "Grulla", "Grou"],
  ["Pharaoh", "法老", "法老", "Pharaoh", "ฟาโรห์", "Firaun", "ファラオ", "파라오", "Faraón", "Faraó"],
  ["Samurai", "武士", "武士", "Võ Sĩ", "ซามูไร", "Samurai", "サムライ", "사무라이", "Samurái", "Samurai"],
  [
    "Mermaid",
    "美人鱼",
    "美人魚",
    "Tiên Cá",
    "นางเงือก",
    "Putri Duyung",
    "マーメイド",
    "인어",
    "Sirena",
    "Sereia",
  ],
  ["Volcano", "火山", "火山", "Núi Lửa", "ภูเขาไฟ", "Gunung Api", "火山", "화산", "Volcán", "Vulcão"],
  ["Bamboo", "竹林", "竹林", "Rừng Tre", "ป่าไผ่", "Bambu", "竹林", "대나무", "Bambú", "Bambu"],
  ["Lantern", "灯笼", "燈籠", "Đèn Lồng", "โคมไฟ", "Lentera", "ランタン", "등불", "Farol", "Lanterna"],
  ["Castle", "城堡", "城堡", "Lâu Đài", "ปราสาท", "Kastil", "キャッスル", "성채", "Castillo", "Castelo"],
];

export const ENDINGS: readonly TWord[] = [
  ["Fortune", "财富", "財富", "Tài Lộc", "โชคลาภ", "Rezeki", "フォーチュン", "포춘", "Fortuna", "Fortuna"],
  ["Riches", "聚宝", "聚寶", "Phú Quý", "มั่งคั่ง", "Kekayaan", "リッチ", "부귀", "Riquezas", "Riquezas"],
  ["Legend", "传说", "傳說", "Huyền Thoại", "ตำนาน", "Legenda", "レジェンド", "전설", "Leyenda", "Lenda"],
  ["Quest", "探险", "探險", "Phiêu Lưu", "ผจญภัย", "Petualangan", "クエスト", "모험", "Aventura", "Aventura"],
  [
    "Jackpot",
    "大奖",
    "大獎",
    "Giải Lớn",
    "แจ็คพอต",
    "Jackpot",
    "ジャックポット",
    "잭팟",
    "Premio Mayor",
    "Grande Prêmio",
  ],
  ["Deluxe", "豪华版", "豪華版", "Hạng Sang", "ดีลักซ์", "Mewah", "デラックス", "디럭스", "Deluxe", "Deluxe"],
  [
    "Festival",
    "盛典",
    "盛典",
    "Lễ Hội",
    "เทศกาล",
    "Festival",
    "フェスティバル",
    "축제",
    "Festival",
    "Festival",
  ],
  ["Wins", "连赢", "連贏", "Chiến Thắng", "ชนะใหญ่", "Kemenangan", "ウィン", "승리", "Victorias", "Vitórias"],
  [
    "Gold Mine",
    "金矿",
    "金礦",
    "Mỏ Vàng",
    "เหมืองทอง",
    "Tambang Emas",
    "金鉱",
    "금광",
    "Mina de Oro",
    "Mina de Ouro",
  ],
  ["Blessing", "福运", "福運", "Phúc Lành", "พรวิเศษ", "Berkah", "祝福", "축복", "Bendición", "Bênção"],
  ["Kingdom", "王国", "王國", "Vương Quốc", "ราชอาณาจักร", "Kerajaan", "キングダム", "왕국", "Reino", "Reino"],
  ["Dreams", "梦境", "夢境", "Giấc Mơ", "ความฝัน", "Impian", "ドリーム", "꿈", "Sueños", "Sonhos"],
  ["Nights", "之夜", "之夜", "Đêm Hội", "ราตรี", "Malam", "ナイト", "밤", "Noches", "Noites"],
  ["Spins", "旋转", "旋轉", "Vòng Quay", "วงล้อ", "Putaran", "スピン", "스핀", "Giros", "Giros"],
  ["Gems", "宝石", "寶石", "Đá Quý", "อัญมณี", "Permata", "ジェム", "보석", "Gemas", "Gemas"],
  ["Feast", "盛宴", "盛宴", "Yến Tiệc", "งานเลี้ยง", "Pesta", "饗宴", "만찬", "Banquete", "Banquete"],
  ["Saga", "史诗", "史詩", "Sử Thi", "มหากาพย์", "Hikayat", "サーガ", "사가", "Saga", "Saga"],
  ["Link", "连环", "連環", "Liên Hoàn", "ลิงก์", "Tautan", "リンク", "링크", "Enlace", "Elo"],
  ["Ways", "万路", "萬路", "Vạn Lối", "หลายทาง", "Jalur", "ウェイズ", "웨이즈", "Caminos", "Caminhos"],
  ["Bonanza", "富矿", "富礦", "Bội Thu", "โบนันซ่า", "Bonanza", "ボナンザ", "보난자", "Bonanza", "Bonança"],
];

/** Languages that write the parts without spaces between them. */
const JOINED: ReadonlySet<TNameLanguage> = new Set(["CN", "TW"]);
/** Languages whose modifier follows the noun. */
const MODIFIER_AFTER: ReadonlySet<TNameLanguage> = new Set(["VI", "TH", "ID", "ES", "PT"]);

/** Number of distinct names the parts make. */
export const NAME_COUNT = MODIFIERS.length * NOUNS.length * ENDINGS.length;

/** The `n`-th name (0 ≤ n < NAME_COUNT) in every language, keyed by language code. */
export function composeName(n: number): Record<string, string> {
  const modifier = MODIFIERS[n % MODIFIERS.length];
  const noun = NOUNS[Math.floor(n / MODIFIERS.length) % NOUNS.length];
  const ending = ENDINGS[Math.floor(n / (MODIFIERS.length * NOUNS.length)) % ENDINGS.length];
  if (!modifier || !noun || !ending) throw new Error(`name ${n} out of range`);
  const names: Record<string, string> = {};
  NAME_LANGUAGES.forEach((language, i) => {
    const parts = MODIFIER_AFTER.has(language)
      ? [noun[i], modifier[i], ending[i]]
      : [modifier[i], noun[i], ending[i]];
    names[language] = parts.join(JOINED.has(language) ? "" : " ");
  });
  names["PT-BR"] = names.PT ?? "";
  return names;
}
