import { describe, expect, it } from "vitest";
import { FEED_GAMES } from "./feed-games.ts";
import { parseArgs } from "./parse-args.ts";

const ENV = { LOTTERY_FEED_SECRET: "from-the-environment" };

describe("the command line", () => {
  it("follows every real-world game by default, with the secret from the environment", () => {
    expect(parseArgs([], ENV)).toEqual({
      kind: "follow",
      target: { server: "http://127.0.0.1:8080", secret: "from-the-environment", feed: "simulator" },
      games: FEED_GAMES.map((game) => game.code),
    });
  });

  it("reads the server, secret, feed name and games", () => {
    const argv = [
      "--server",
      "http://127.0.0.1:5000",
      "--secret",
      "s3",
      "--feed",
      "night-feed",
      "--games",
      "hcm,vn_north",
    ];
    expect(parseArgs(argv, {})).toEqual({
      kind: "follow",
      target: { server: "http://127.0.0.1:5000", secret: "s3", feed: "night-feed" },
      games: ["hcm", "vn_north"],
    });
  });

  it("reads one push, with or without a result and the correction mark", () => {
    expect(parseArgs(["--once", "four_d_my", "20250115"], ENV)).toMatchObject({
      kind: "once",
      push: { gameCode: "four_d_my", issue: "20250115", result: undefined, correction: false },
    });
    const argv = ["--once", "four_d_my", "20250115", "--result", `{"first":"1234"}`, "--correction"];
    expect(parseArgs(argv, ENV)).toMatchObject({
      kind: "once",
      push: { result: { first: "1234" }, correction: true },
    });
  });

  it("names each mistake instead of sending it", () => {
    const errorOf = (argv: string[], env: Record<string, string> = ENV) => {
      const command = parseArgs(argv, env);
      return command.kind === "error" ? command.message : command.kind;
    };
    expect(errorOf([], {})).toMatch(/--secret/);
    expect(errorOf(["--server", "ftp://x"])).toMatch(/--server must be/);
    expect(errorOf(["--server"])).toBe("--server needs a value");
    expect(errorOf(["--games", "vn_north_1m"])).toMatch(/not a real-world lottery game/);
    expect(errorOf(["--once", "four_d_my"])).toMatch(/--once needs/);
    // 2025-01-14 is a Tuesday: Malaysia's 4D draws on Wednesday, Saturday and Sunday.
    expect(errorOf(["--once", "four_d_my", "20250114"])).toMatch(/not a draw of four_d_my/);
    expect(errorOf(["--once", "four_d_my", "20250115", "--result", "{"])).toBe("--result must be JSON");
    expect(errorOf(["--correction"])).toMatch(/go with --once/);
    expect(errorOf(["--verbose"])).toBe(`Unknown option "--verbose"`);
    expect(errorOf(["--help"])).toBe("help");
  });
});
