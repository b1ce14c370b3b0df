import { z } from "zod";
import { endpoint, operator, REAL_MEMBER, VISITOR } from "../endpoint.ts";
import {
  ZConsoleMission,
  ZLeaderboard,
  ZLeaderboardQuery,
  ZMission,
  ZMissionInput,
  ZMissionSummary,
  ZReward,
  ZRewardClaim,
  ZRewardPage,
  ZRewardQuery,
} from "../missions.ts";

/** Missions, the leaderboard and the reward centre (spec §1, §2, §7). */
export const MISSION_CALLS = {
  missions: endpoint("GET", "/wps/mission/list", {
    module: "engagement",
    caller: REAL_MEMBER,
    summary: "The running missions with the member's progress this period.",
    answer: z.array(ZMission),
  }),
  missionSummary: endpoint("GET", "/wps/mission/summary", {
    module: "engagement",
    caller: REAL_MEMBER,
    summary: "The member centre's badge counts: rewards to claim and missions in progress.",
    answer: ZMissionSummary,
  }),
  missionLeaderboard: endpoint("GET", "/wps/mission/leaderboard", {
    module: "engagement",
    caller: VISITOR,
    summary: "The top ten of the day or week by valid bet or by wins, names masked.",
    input: ZLeaderboardQuery,
    answer: ZLeaderboard,
  }),
  rewards: endpoint("GET", "/wps/rewards", {
    module: "engagement",
    caller: REAL_MEMBER,
    summary: "The reward centre: everything the member may claim, and what was claimed or expired.",
    input: ZRewardQuery,
    answer: ZRewardPage,
  }),
  rewardClaim: endpoint("POST", "/wps/rewards/claim", {
    module: "engagement",
    caller: REAL_MEMBER,
    summary: "Claims a reward once: its cash into the main wallet or its points into the points balance.",
    input: ZRewardClaim,
    answer: ZReward,
    errors: ["NOT_FOUND", "REWARD_CLAIMED", "REWARD_EXPIRED", "IDEMPOTENCY_MISMATCH"],
  }),
} as const;

/** The console's missions. */
export const CONSOLE_MISSION_CALLS = {
  boMissions: endpoint("GET", "/bo/missions", {
    module: "backoffice",
    caller: operator("bonus.read", "missions.list"),
    summary: "The merchant's missions with how often each was done and claimed.",
    answer: z.array(ZConsoleMission),
  }),
  boSaveMission: endpoint("PUT", "/bo/missions", {
    module: "backoffice",
    caller: operator("bonus.write", "missions.save"),
    summary: "Creates or changes a mission; a changed target counts from the next period.",
    input: ZMissionInput,
    answer: ZConsoleMission,
    errors: ["NOT_FOUND"],
  }),
} as const;
