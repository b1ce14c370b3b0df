import type { TBookEvent } from "@orchid/contract/sportsbook";

export type TCompetitionGroup = {
  competitionId: number;
  competition: string;
  events: TBookEvent[];
};

/** A list's events under their competitions, competitions in the order their first event comes. */
export function groupByCompetition(events: readonly TBookEvent[]): TCompetitionGroup[] {
  const groups = new Map<number, TCompetitionGroup>();
  for (const event of events) {
    let group = groups.get(event.competitionId);
    if (!group) {
      group = { competitionId: event.competitionId, competition: event.competition, events: [] };
      groups.set(event.competitionId, group);
    }
    group.events.push(event);
  }
  return [...groups.values()];
}
