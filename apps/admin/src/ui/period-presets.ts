/** The periods a console list offers (the contract knows more; these are the ones operators use). */
export const PERIOD_PRESETS = ["today", "last7", "last30", "custom"] as const;
export type TPeriodPreset = (typeof PERIOD_PRESETS)[number];

export const PERIOD_PRESET_KEYS: Record<TPeriodPreset, string> = {
  today: "bo_period_today",
  last7: "bo_period_last7",
  last30: "bo_period_last30",
  custom: "bo_period_custom",
};
