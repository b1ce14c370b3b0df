/** Fictitious game vendors whose money sits in a per-member transfer wallet. */
export const DEMO_TRANSFER_VENDORS = [
  { code: "LUNA", name: "Luna Live", sortOrder: 1 },
  { code: "KITE", name: "Kite Sports", sortOrder: 2 },
  { code: "EMBER", name: "Ember Fishing", sortOrder: 3 },
];

/** The demo's deposit channels: the bundled gateway simulator, and a manual bank transfer. */
export const DEMO_GATEWAY_CHANNEL = {
  name: "Orchid Pay",
  merchantNo: "DEMO001",
  minMinor: 1_000,
  maxMinor: 100_000_000,
  feeBps: 100,
  feeFixedMinor: 0,
};

export const DEMO_BANK_CHANNEL = {
  name: "Bank transfer",
  minMinor: 5_000,
  maxMinor: 50_000_000,
  bank: { bankName: "Orchid Demo Bank", accountName: "Orchid Demo Ltd", accountNumber: "0123 4567 8901" },
};

/** Opening balances (minor units), credited through the ledger as adjustments. */
export const DEMO_OPENING_BALANCES: Record<string, number> = { demo01: 500_000, agent01: 100_000 };
