/** Tests of the command line. */
import { describe, expect, it } from "vitest";
import { parseArgs } from "./parse-args.ts";

describe("the command line", () => {
  it("takes the server, secret, seed, speed and leagues", () => {
    expect(
      parseArgs(
        [
          "--server",
          "http://127.0.0.1:3000",
          "--secret",
          "s",
          "--seed",
          "42",
          "--speed",
          "2.5",
          "--leagues",
          "fb1,lol",
        ],
        {},
      ),
    ).toEqual({
      kind: "run",
      options: {
        server: "http://127.0.0.1:3000",
        secret: "s",
        feed: "dev-simulator",
        seed: 42,
        speed: 2.5,
        leagues: ["fb1", "lol"],
      },
    });
  });

  it("has defaults, and reads the secret from SPORTS_FEED_SECRET", () => {
    expect(parseArgs([], { SPORTS_FEED_SECRET: "from-env" })).toEqual({
      kind: "run",
      options: {
        server: "http://127.0.0.1:8080",
        secret: "from-env",
        feed: "dev-simulator",
        seed: 1,
        speed: 1,
      },
    });
    expect(parseArgs(["--help"], {})).toEqual({ kind: "help" });
  });

  it.each([
    [["--secret", "s", "--bogus"], /Unknown option/],
    [["--secret"], /needs a value/],
    [[], /--secret/],
    [["--secret", "s", "--server", "ftp://x"], /origin/],
    [["--secret", "s", "--seed", "1.5"], /--seed/],
    [["--secret", "s", "--speed", "0"], /--speed/],
    [["--secret", "s", "--feed", "Not Valid"], /--feed/],
    [["--secret", "s", "--leagues", "fb1,nba"], /"nba" is not a league/],
  ])("names the mistake in %j", (argv, message) => {
    const command = parseArgs(argv, {});
    expect(command.kind).toBe("error");
    if (command.kind === "error") expect(command.message).toMatch(message);
  });
});
