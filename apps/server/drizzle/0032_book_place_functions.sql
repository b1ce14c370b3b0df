-- The counters of a shared bet transaction (docs/decisions/0024): each member's stake per event
-- and each selection's stake, liability and bets for its merchant, added for the whole batch.
-- Rows come in key order (member, event; merchant, selection), as placing one bet takes them, so
-- two transactions never wait on each other in a cycle. A total past its cap refuses the whole
-- batch (SQLSTATE OB001); its bets are then placed one by one, each with its own exact refusal.
CREATE FUNCTION "book_add_stakes"(
  "m_member" int[], "m_event" bigint[], "m_stake" bigint[], "m_cap" bigint[],
  "x_merchant" int[], "x_selection" bigint[], "x_stake" bigint[], "x_liability" bigint[], "x_bets" int[],
  "x_cap" bigint[]
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  too_much boolean;
BEGIN
  WITH t AS (
    INSERT INTO book_member_events AS m (member_id, event_id, stake)
    SELECT * FROM unnest(m_member, m_event, m_stake)
    ON CONFLICT (member_id, event_id) DO UPDATE SET stake = m.stake + excluded.stake
    RETURNING m.member_id, m.event_id, m.stake
  ) SELECT coalesce(bool_or(t.stake > c.cap), false) INTO too_much
    FROM t JOIN unnest(m_member, m_event, m_cap) AS c(member_id, event_id, cap)
      ON c.member_id = t.member_id AND c.event_id = t.event_id;
  IF too_much THEN
    RAISE EXCEPTION 'a member''s stake on an event passed its cap' USING ERRCODE = 'OB001';
  END IF;
  WITH t AS (
    INSERT INTO book_exposure AS x (merchant_id, selection_id, stake, liability, bets)
    SELECT * FROM unnest(x_merchant, x_selection, x_stake, x_liability, x_bets)
    ON CONFLICT (merchant_id, selection_id) DO UPDATE
      SET stake = x.stake + excluded.stake, liability = x.liability + excluded.liability, bets = x.bets + excluded.bets
    RETURNING x.merchant_id, x.selection_id, x.liability
  ) SELECT coalesce(bool_or(t.liability > c.cap), false) INTO too_much
    FROM t JOIN unnest(x_merchant, x_selection, x_cap) AS c(merchant_id, selection_id, cap)
      ON c.merchant_id = t.merchant_id AND c.selection_id = t.selection_id;
  IF too_much THEN
    RAISE EXCEPTION 'a selection''s liability passed its cap' USING ERRCODE = 'OB001';
  END IF;
END;
$$;
