-- The statements of a shared slip transaction (docs/decisions/0021) as functions, planned once per
-- connection: the slips (each joined to its draw, a key already used skipped), their lines, and
-- the stakes the limits count, which refuse the whole batch when a member's stake on a draw or a
-- number's stake goes past its limit (SQLSTATE OL001; the slips are then placed one by one, each
-- with its own exact refusal).
CREATE FUNCTION "lottery_insert_slips"(
  "s_merchant" int[], "s_member" int[], "s_game" text[], "s_issue" text[], "s_key" text[],
  "s_hash" text[], "s_stake" bigint[], "s_trial" boolean[], "s_at" timestamptz
) RETURNS TABLE ("slip_id" bigint, "slip_member" int, "slip_key" text, "slip_draw" bigint)
LANGUAGE plpgsql AS $$
BEGIN
  RETURN QUERY
    INSERT INTO lottery_slips AS s (merchant_id, member_id, draw_id, game_code, request_key, request_hash,
      stake, is_trial, created_at)
    SELECT v.merchant_id, v.member_id, d.id, v.game_code, v.request_key, v.request_hash, v.stake, v.is_trial,
      s_at
    FROM unnest(s_merchant, s_member, s_game, s_issue, s_key, s_hash, s_stake, s_trial) WITH ORDINALITY
      AS v(merchant_id, member_id, game_code, issue, request_key, request_hash, stake, is_trial, n)
    JOIN lottery_draws AS d ON d.game_code = v.game_code AND d.issue = v.issue
    ORDER BY v.n
    ON CONFLICT (member_id, request_key) DO NOTHING
    RETURNING s.id, s.member_id, s.request_key, s.draw_id;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "lottery_insert_lines"(
  "l_slip" bigint[], "l_draw" bigint[], "l_member" int[], "l_bet_type" text[], "l_line" jsonb[],
  "l_label" text[], "l_stake" bigint[], "l_cost" int[], "l_pays" jsonb[], "l_cover_group" text[],
  "l_cover_key" text[], "l_cover_space" int[]
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lottery_lines (slip_id, draw_id, member_id, bet_type, line, label, stake, cost, pays,
    cover_group, cover_key, cover_space)
  SELECT * FROM unnest(l_slip, l_draw, l_member, l_bet_type, l_line, l_label, l_stake, l_cost, l_pays,
    l_cover_group, l_cover_key, l_cover_space);
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "lottery_add_stakes"(
  "m_draw" bigint[], "m_member" int[], "m_stake" bigint[], "m_limit" bigint,
  "e_draw" bigint[], "e_merchant" int[], "e_bet_type" text[], "e_key" text[], "e_stake" bigint[],
  "e_payout" bigint[], "e_cap" bigint[]
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  too_much boolean;
BEGIN
  -- Rows come in key order (draw, member; draw, merchant, bet type, number), as placing one slip
  -- takes them, so two transactions never wait on each other in a cycle.
  WITH t AS (
    INSERT INTO lottery_member_draws AS m (draw_id, member_id, stake)
    SELECT * FROM unnest(m_draw, m_member, m_stake)
    ON CONFLICT (draw_id, member_id) DO UPDATE SET stake = m.stake + excluded.stake
    RETURNING m.stake
  ) SELECT coalesce(bool_or(t.stake > m_limit), false) INTO too_much FROM t;
  IF too_much THEN
    RAISE EXCEPTION 'a member''s stake on a draw passed its limit' USING ERRCODE = 'OL001';
  END IF;
  WITH t AS (
    INSERT INTO lottery_exposure AS x (draw_id, merchant_id, bet_type, cover_key, stake, payout)
    SELECT * FROM unnest(e_draw, e_merchant, e_bet_type, e_key, e_stake, e_payout)
    ON CONFLICT (draw_id, merchant_id, bet_type, cover_key) DO UPDATE
      SET stake = x.stake + excluded.stake, payout = x.payout + excluded.payout
    RETURNING x.draw_id, x.merchant_id, x.bet_type, x.cover_key, x.stake
  ) SELECT coalesce(bool_or(t.stake > c.cap), false) INTO too_much
    FROM t JOIN unnest(e_draw, e_merchant, e_bet_type, e_key, e_cap) AS c(draw_id, merchant_id, bet_type, cover_key, cap)
      ON c.draw_id = t.draw_id AND c.merchant_id = t.merchant_id AND c.bet_type = t.bet_type
        AND c.cover_key = t.cover_key;
  IF too_much THEN
    RAISE EXCEPTION 'a number''s stake on a draw passed its cap' USING ERRCODE = 'OL001';
  END IF;
END;
$$;
