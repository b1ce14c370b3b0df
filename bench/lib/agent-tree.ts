import type pg from "pg";

/** The shape of the bench's agent tree: agents per level (top first) and plain members below them. */
export type TTreeShape = { agentsPerLevel: number[]; members: number };

export type TBuiltTree = { merchantId: number; agents: number; members: number; depth: number };

const CONTRACT_KINDS = ["realtime_salary", "daily_wage"] as const;

/** Deterministic pseudo-random numbers, so two runs build the same tree. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

type TNode = { id: number; parent: number | null; path: string; type: number; level: number };

/** Agents level by level (each under a random agent of the level above), then members under random agents. */
function planTree(firstId: number, shape: TTreeShape): TNode[] {
  const random = seeded(18);
  const nodes: TNode[] = [];
  let previous: TNode[] = [];
  let next = firstId;
  shape.agentsPerLevel.forEach((count, level) => {
    const current: TNode[] = [];
    for (let i = 0; i < count; i += 1) {
      const parent = level === 0 ? null : (previous[Math.floor(random() * previous.length)] as TNode);
      const id = next++;
      current.push({
        id,
        parent: parent?.id ?? null,
        path: parent ? `${parent.path}.m${id}` : `m${id}`,
        type: 1,
        level,
      });
    }
    nodes.push(...current);
    previous = current;
  });
  const agents = [...nodes];
  for (let i = 0; i < shape.members; i += 1) {
    const parent = agents[Math.floor(random() * agents.length)] as TNode;
    const id = next++;
    nodes.push({ id, parent: parent.id, path: `${parent.path}.m${id}`, type: 0, level: parent.level + 1 });
  }
  return nodes;
}

async function insertMembers(client: pg.Client, merchantId: number, nodes: TNode[]): Promise<void> {
  for (let from = 0; from < nodes.length; from += 10_000) {
    const batch = nodes.slice(from, from + 10_000);
    await client.query(
      `insert into members (id, merchant_id, username, type, nickname, referral_code, upline_id, agent_path)
       select id, $1, 'ab' || id, type, 'Bench ' || id, 'AB' || id, upline, path::ltree
       from unnest($2::int[], $3::smallint[], $4::int[], $5::text[]) as t(id, type, upline, path)`,
      [
        merchantId,
        batch.map((n) => n.id),
        batch.map((n) => n.type),
        batch.map((n) => n.parent),
        batch.map((n) => n.path),
      ],
    );
  }
  await client.query(`select setval('members_id_seq', (select max(id) from members))`);
}

/**
 * Every agent holds a real-time salary and a daily-wage contract: the top level from the
 * platform, the rest from their upline, rates falling by level so a child never out-earns its
 * parent's tier. Tier 2 needs 5,000.00 of valid bet and 5 active members.
 */
async function insertContracts(
  client: pg.Client,
  merchantId: number,
  agents: TNode[],
  since: Date,
): Promise<void> {
  const terms = (level: number) =>
    JSON.stringify({
      tiers: [
        { rateBp: 60 - 5 * level, minValidBet: 0, minActiveMembers: 0, minLoss: 0 },
        { rateBp: 80 - 5 * level, minValidBet: 500_000, minActiveMembers: 5, minLoss: 0 },
      ],
    });
  for (const kind of CONTRACT_KINDS) {
    await client.query(
      `insert into agent_contracts (merchant_id, member_id, upline_id, kind, state, terms, created_at, updated_at, accepted_at)
       select $1, member_id, upline_id, $2, 'active', terms::jsonb, $3, $3, $3
       from unnest($4::int[], $5::int[], $6::text[]) as t(member_id, upline_id, terms)`,
      [
        merchantId,
        kind,
        since,
        agents.map((a) => a.id),
        agents.map((a) => a.parent),
        agents.map((a) => terms(a.level)),
      ],
    );
  }
}

/**
 * What `bets` settled bets of every member in one 5-minute window leave behind: the member's
 * 5-minute and daily rollup rows, written as each settled bet writes them (stake, valid stake,
 * win). Stakes average about 50.00 per bet; players win back about 95 %.
 */
async function insertPlay(
  client: pg.Client,
  merchantId: number,
  window: { start: Date; localDay: string },
  betsPerMember: number,
): Promise<number> {
  await client.query(`create temporary table bench_play as
    select id as member_id, (${betsPerMember} * (1000 + floor(random() * 9000)))::bigint as stake
    from members where merchant_id = ${merchantId} and username like 'ab%'`);
  await client.query(`alter table bench_play add column win bigint`);
  await client.query(`update bench_play set win = floor(stake * random() * 1.9)::bigint`);
  await client.query(
    `insert into member_game_windows (merchant_id, member_id, window_start, game_type, bets, stake, valid_stake, win, is_trial)
     select $1, member_id, $2, 'RNG', $3, stake, stake, win, false from bench_play`,
    [merchantId, window.start, betsPerMember],
  );
  await client.query(
    `insert into member_game_days (merchant_id, member_id, day, game_type, bets, stake, valid_stake, win, is_trial)
     select $1, member_id, $2::date, 'RNG', $3, stake, stake, win, false from bench_play`,
    [merchantId, window.localDay, betsPerMember],
  );
  const { rows } = await client.query<{ bets: string }>(
    `select sum(bets) as bets from member_game_windows where merchant_id = $1 and window_start = $2`,
    [merchantId, window.start],
  );
  await client.query(`drop table bench_play`);
  await client.query(
    "analyze members; analyze member_game_windows; analyze member_game_days; analyze agent_contracts",
  );
  return Number(rows[0]?.bets ?? 0);
}

/**
 * Builds the bench's tree in the merchant `merchantCode` of a freshly seeded database: agents and
 * members with their materialised paths, contracts for every agent, and one window of play.
 */
export async function buildAgentTree(
  client: pg.Client,
  merchantCode: string,
  shape: TTreeShape,
  window: { start: Date; localDay: string },
  betsPerMember: number,
): Promise<TBuiltTree & { bets: number }> {
  const { rows } = await client.query<{ id: number; next: number }>(
    `select m.id, (select coalesce(max(id), 0) + 1 from members) as next from merchants m where m.code = $1`,
    [merchantCode],
  );
  const merchant = rows[0];
  if (!merchant) throw new Error(`merchant ${merchantCode} missing`);
  const nodes = planTree(Number(merchant.next), shape);
  await insertMembers(client, merchant.id, nodes);
  const agents = nodes.filter((node) => node.type === 1);
  // No bill waits for an operator's review: the bench measures the whole payment path.
  await client.query(
    `insert into agent_contract_settings (merchant_id, settings) values ($1, '{"reviewAbove": 0}'::jsonb)
     on conflict (merchant_id) do update set settings = excluded.settings`,
    [merchant.id],
  );
  await insertContracts(client, merchant.id, agents, new Date(window.start.getTime() - 86_400_000));
  const bets = await insertPlay(client, merchant.id, window, betsPerMember);
  return {
    merchantId: merchant.id,
    agents: agents.length,
    members: nodes.length,
    depth: Math.max(...nodes.map((node) => node.level)) + 1,
    bets,
  };
}
