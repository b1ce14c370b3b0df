/**
 * Noto fonts for the scripts an operator's device may lack (LANGUAGES.md): the console's
 * multilingual editors show every language at once, so all of them are declared here. Each
 * declaration carries its `unicode-range`, and they stand after the system fonts in `--font`,
 * so the browser downloads a script's font only when text in that script is on screen. The CJK
 * fonts (Chinese simplified and traditional, Japanese, Korean) come split into about a hundred
 * such slices each, so only the slices holding the characters shown are fetched.
 */
import "@fontsource/noto-sans-myanmar/400.css";
import "@fontsource/noto-sans-khmer/400.css";
import "@fontsource/noto-sans-thai/400.css";
import "@fontsource/noto-sans-bengali/400.css";
import "@fontsource/noto-sans-tamil/400.css";
import "@fontsource/noto-sans-devanagari/400.css";
import "@fontsource/noto-sans-arabic/400.css";
import "@fontsource/noto-sans-sc/400.css";
import "@fontsource/noto-sans-tc/400.css";
import "@fontsource/noto-sans-jp/400.css";
import "@fontsource/noto-sans-kr/400.css";
