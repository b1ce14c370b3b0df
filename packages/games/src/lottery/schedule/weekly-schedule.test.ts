import { describe, expect, it } from "vitest";
import { drawOfIssue } from "./draw-of-issue.ts";
import type { TScheduledGame, TWeeklySchedule } from "./draw-schedule.ts";
import { drawsBetween } from "./draws-between.ts";
import { FOUR_D_GAMES } from "./four-d-operators.ts";
import { VN_GAMES } from "./vn-games.ts";
import { vnNorthStationOn } from "./vn-north-station.ts";

function game(games: readonly TScheduledGame<TWeeklySchedule>[], code: string): TWeeklySchedule {
  const found = games.find((candidate) => candidate.code === code);
  if (!found) throw new Error(`no game ${code}`);
  return found.schedule;
}

describe("a weekly schedule", () => {
  it("lists the right Vietnamese stations on each day of a week", () => {
    const weekStart = Date.UTC(2026, 10, 22, 17); // Monday 2026-11-23 00:00 in Vietnam
    const byIssue = new Map<string, string[]>();
    for (const { code, family, schedule } of VN_GAMES) {
      if (family !== "vn_south") continue;
      const result = drawsBetween(schedule, weekStart, weekStart + 7 * 86_400_000);
      if (!result.ok) throw new Error(result.problem.code);
      for (const draw of result.draws) byIssue.set(draw.issue, [...(byIssue.get(draw.issue) ?? []), code]);
    }
    expect(Object.fromEntries([...byIssue].map(([issue, codes]) => [issue, codes.sort().join(" ")]))).toEqual(
      {
        "20261123": "camau dthap hcm hue pyen",
        "20261124": "blieu btre dlak qnam vtau",
        "20261125": "ctho dnai dnang khoa strang",
        "20261126": "agiang bdinh bthuan qbinh qtri tninh",
        "20261127": "bduong glai nthuan tvinh vlong",
        "20261128": "bphuoc dnang dnong hcm hgiang lan qngai",
        "20261129": "dlat hue kgiang khoa ktum tgiang",
      },
    );
    const north = ["20261123", "20261124", "20261125", "20261126", "20261127", "20261128", "20261129"].map(
      (issue) => vnNorthStationOn(issue)?.name,
    );
    expect(north).toEqual([
      "Hà Nội",
      "Quảng Ninh",
      "Bắc Ninh",
      "Hà Nội",
      "Hải Phòng",
      "Nam Định",
      "Thái Bình",
    ]);
    expect(vnNorthStationOn("20261131")).toBeNull();
  });

  it("draws each region at its local time and opens at the station's previous draw", () => {
    expect(drawOfIssue(game(VN_GAMES, "hcm"), "20261123")).toEqual({
      issue: "20261123",
      opensAt: Date.UTC(2026, 10, 21, 9, 15),
      closesAt: Date.UTC(2026, 10, 23, 9),
      drawAt: Date.UTC(2026, 10, 23, 9, 15),
    });
    expect(drawOfIssue(game(VN_GAMES, "hue"), "20261123")?.drawAt).toBe(Date.UTC(2026, 10, 23, 10, 15));
    expect(drawOfIssue(game(VN_GAMES, "vn_north"), "20261123")).toEqual({
      issue: "20261123",
      opensAt: Date.UTC(2026, 10, 22, 11, 15),
      closesAt: Date.UTC(2026, 10, 23, 11),
      drawAt: Date.UTC(2026, 10, 23, 11, 15),
    });
  });

  it("draws 4D on Wednesday, Saturday and Sunday", () => {
    expect(drawOfIssue(game(FOUR_D_GAMES, "four_d_my"), "20261125")).toEqual({
      issue: "20261125",
      opensAt: Date.UTC(2026, 10, 22, 11),
      closesAt: Date.UTC(2026, 10, 25, 10, 30),
      drawAt: Date.UTC(2026, 10, 25, 11),
    });
    expect(drawOfIssue(game(FOUR_D_GAMES, "four_d_sg"), "20261128")).toEqual({
      issue: "20261128",
      opensAt: Date.UTC(2026, 10, 25, 10, 30),
      closesAt: Date.UTC(2026, 10, 28, 10),
      drawAt: Date.UTC(2026, 10, 28, 10, 30),
    });
    expect(drawOfIssue(game(FOUR_D_GAMES, "four_d_my"), "20261124")).toBeNull();
  });

  it("refuses issues that are not draw days", () => {
    const hcm = game(VN_GAMES, "hcm");
    for (const issue of ["20261124", "20261123-0001", "2026112", "20261131", "19691229", "x"]) {
      expect(drawOfIssue(hcm, issue)).toBeNull();
    }
  });

  it("keeps the local time across London's clock changes, pushing a skipped time on", () => {
    const nightly: TWeeklySchedule = {
      kind: "weekly",
      zone: "Europe/London",
      days: [0, 1, 2, 3, 4, 5, 6],
      time: "01:30",
      closeBeforeSeconds: 600,
    };
    expect(drawOfIssue(nightly, "20260328")?.drawAt).toBe(Date.UTC(2026, 2, 28, 1, 30));
    expect(drawOfIssue(nightly, "20260329")?.drawAt).toBe(Date.UTC(2026, 2, 29, 1, 30));
    expect(drawOfIssue(nightly, "20260330")?.drawAt).toBe(Date.UTC(2026, 2, 30, 0, 30));
    expect(drawOfIssue(nightly, "20261025")?.drawAt).toBe(Date.UTC(2026, 9, 25, 0, 30));
    expect(drawOfIssue(nightly, "20261026")).toMatchObject({
      opensAt: Date.UTC(2026, 9, 25, 0, 30),
      drawAt: Date.UTC(2026, 9, 26, 1, 30),
    });
  });
});
