import { LineIcon } from "../../ui/line-icon.tsx";

const PATHS: Record<string, string> = {
  telegram: "M21 4 3 11l6 2 2 6 3-4 5 4zM9 13l9-7",
  whatsapp:
    "M4 20l1.3-4A8 8 0 1 1 8 18.7zM9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.8-2-1-1 1a4 4 0 0 1-2.7-2.7l1-1-1-2z",
  facebook: "M14 8h2.5V4.5H14A3.5 3.5 0 0 0 10.5 8v2.5H8V14h2.5v6.5H14V14h2.5l.5-3.5h-3V8z",
  line: "M12 4c5 0 9 3.1 9 7s-4 7-9 7l-4 2.5V17c-3-1.2-5-3.5-5-6 0-3.9 4-7 9-7z",
  email: "M3.5 6h17v12h-17zM3.5 6.5 12 13l8.5-6.5",
  livechat: "M4 5h16v11H9l-5 4zM8 10h.01M12 10h.01M16 10h.01",
};

/** The icon of a contact channel by kind; unknown kinds get the chat bubble. */
export function ContactIcon({ kind }: { kind: string }) {
  const path = PATHS[kind.toLowerCase().replace(/[^a-z]/g, "")] ?? PATHS.livechat ?? "";
  return <LineIcon d={path} size={20} />;
}
