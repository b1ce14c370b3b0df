/**
 * The simulated leagues and their invented teams: three football leagues of eight, one basketball
 * league of eight and one esports league of six per title. Names are made up (no real clubs);
 * which team gets which name, and how strong each one is, comes from the seed.
 */
import type { TBookSport, TEsportsTitle } from "@orchid/contract/sportsbook";
import { createRandom, hashSeed, type TRandom } from "./seeded-random.ts";

export type TTeam = {
  name: string;
  /** How well the team scores, from −1 (poor) to 1 (strong). */
  attack: number;
  /** How well the team stops the other side scoring, from −1 (poor) to 1 (strong). */
  defence: number;
};

export type TLeague = {
  /** Short and stable, used in event refs: `fb1`, `bb1`, `lol`. */
  code: string;
  /** The competition's ref on the feed (the same whatever the seed). */
  ref: string;
  name: string;
  sport: TBookSport;
  title?: TEsportsTitle;
  teams: TTeam[];
  /** Position among every league (0…7), which staggers the leagues' kick-off times. */
  index: number;
};

const PLACES = [
  "Brackenmoor",
  "Cindervale",
  "Dunmarrow",
  "Fernhollow",
  "Glimmerford",
  "Hollowmere",
  "Ironhaven",
  "Juniper Bay",
  "Kestrelmoor",
  "Larkspur Cross",
  "Marrowick",
  "Nettlebrook",
  "Pebblecombe",
  "Quillhaven",
  "Saltmere",
  "Thistledown",
  "Umberlee",
  "Vespergate",
  "Yarrowdale",
  "Zephyr Point",
  "Amberfall",
  "Brightwater Quay",
  "Copperreach",
  "Driftholm",
  "Emberwick",
  "Foxglove Hill",
  "Gullstone",
  "Heronsfield",
  "Lanternmouth",
  "Mistral Cove",
  "Oakmere Reach",
  "Stormhaven",
] as const;

const FOOTBALL_SUFFIXES = [
  "Rovers",
  "Athletic",
  "Wanderers",
  "Albion",
  "Harriers",
  "Rangers",
  "Corinthians",
  "Town",
  "United",
  "City",
  "Vale FC",
  "Sporting",
] as const;

const MASCOTS = ["Comets", "Tides", "Forge", "Owls", "Lynx", "Herons", "Storm", "Kites", "Stags", "Embers"];

const ESPORTS_ADJECTIVES = [
  "Crimson",
  "Azure",
  "Silent",
  "Iron",
  "Neon",
  "Solar",
  "Frost",
  "Ember",
  "Velvet",
  "Static",
  "Hollow",
  "Lucky",
  "Quiet",
  "Paper",
  "Copper",
  "Midnight",
] as const;

const ESPORTS_NOUNS = [
  "Lotus",
  "Foxes",
  "Vipers",
  "Owls",
  "Comets",
  "Ravens",
  "Golems",
  "Wraiths",
  "Sparks",
  "Kites",
  "Lanterns",
  "Moths",
  "Badgers",
  "Herons",
] as const;

type TLeagueSpec = Omit<TLeague, "teams" | "index"> & { teamCount: number };

/** The leagues, in the order they are staggered. */
export const LEAGUE_SPECS: readonly TLeagueSpec[] = [
  { code: "fb1", ref: "sim.fb1", name: "Verdant Premier Division", sport: "football", teamCount: 8 },
  { code: "fb2", ref: "sim.fb2", name: "Saltmarsh League", sport: "football", teamCount: 8 },
  { code: "fb3", ref: "sim.fb3", name: "Ironcrest First Division", sport: "football", teamCount: 8 },
  { code: "bb1", ref: "sim.bb1", name: "Meridian Basketball League", sport: "basketball", teamCount: 8 },
  { code: "lol", ref: "sim.lol", name: "Lantern Circuit LoL", sport: "esports", title: "lol", teamCount: 6 },
  {
    code: "dota2",
    ref: "sim.dota2",
    name: "Lantern Circuit Dota 2",
    sport: "esports",
    title: "dota2",
    teamCount: 6,
  },
  { code: "cs2", ref: "sim.cs2", name: "Lantern Circuit CS2", sport: "esports", title: "cs2", teamCount: 6 },
  {
    code: "valorant",
    ref: "sim.valorant",
    name: "Lantern Circuit Valorant",
    sport: "esports",
    title: "valorant",
    teamCount: 6,
  },
];

const strength = (random: TRandom): number => Math.round((random.next() * 2 - 1) * 1000) / 1000;

/** Every league with its teams for this seed; team names never repeat across the simulation. */
export function createLeagues(seed: number): TLeague[] {
  const random = createRandom(hashSeed(seed, "leagues"));
  const places = random.shuffle(PLACES);
  const suffixes = random.shuffle(FOOTBALL_SUFFIXES);
  const esportsNames = random
    .shuffle(ESPORTS_ADJECTIVES)
    .map((adjective, index) => `${adjective} ${ESPORTS_NOUNS[index % ESPORTS_NOUNS.length] ?? "Club"}`);
  const mascots = random.shuffle(MASCOTS);
  let placeAt = 0;
  let esportsAt = 0;
  return LEAGUE_SPECS.map(({ teamCount, ...spec }, index) => {
    const teams: TTeam[] = [];
    for (let position = 0; position < teamCount; position += 1) {
      let name: string;
      if (spec.sport === "esports") {
        // Six per title over four titles: 24 names from 16 adjectives, then a numbered squad.
        const base = esportsNames[esportsAt % esportsNames.length] ?? "Esports Club";
        const round = Math.floor(esportsAt / esportsNames.length);
        name = round === 0 ? base : `${base} ${["Academy", "Prime", "Nova"][round - 1] ?? round}`;
        esportsAt += 1;
      } else {
        const place = places[placeAt % places.length] ?? "Nowhere";
        placeAt += 1;
        name =
          spec.sport === "football"
            ? `${place} ${suffixes[(placeAt + index) % suffixes.length] ?? "FC"}`
            : `${place} ${mascots[position % mascots.length] ?? "Stars"}`;
      }
      teams.push({ name, attack: strength(random), defence: strength(random) });
    }
    return { ...spec, teams, index };
  });
}
