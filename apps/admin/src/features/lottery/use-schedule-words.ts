import type { TBoLotterySchedule } from "@orchid/contract/backoffice-lottery";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { LANGUAGE_TAGS } from "../../i18n/console-i18n.ts";
import { useConsoleStore } from "../../store/console-store.ts";
import { scheduleWords, weekdayName } from "./schedule-words.ts";

/** A game's schedule in words, weekdays in the console's language. */
export function useScheduleWords(): (schedule: TBoLotterySchedule) => string {
  const { t } = useTranslation();
  const language = useConsoleStore((state) => state.language);
  return useCallback(
    (schedule) => scheduleWords(schedule, t, weekdayName(LANGUAGE_TAGS[language])),
    [t, language],
  );
}
