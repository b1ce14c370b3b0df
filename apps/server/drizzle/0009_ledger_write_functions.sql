-- The ledger's hot statements as functions: planned once per connection and reused, where the
-- same statements sent as SQL text with inlined arrays were parsed and planned on every call
-- (see docs/decisions/0010). The rules stay in the application; these only read, lock and write
-- what it asks for.
CREATE FUNCTION "ledger_lock_member_accounts"("member_ids" int[])
RETURNS TABLE ("id" bigint, "member_id" int, "kind" text, "wallet" text, "must_not_overdraw" boolean,
  "debits_posted" bigint, "credits_posted" bigint, "debits_pending" bigint, "credits_pending" bigint)
LANGUAGE plpgsql AS $$
BEGIN
  RETURN QUERY
    SELECT a.id, a.member_id, a.kind, a.wallet, a.must_not_overdraw, a.debits_posted, a.credits_posted,
      a.debits_pending, a.credits_pending
    FROM ledger_accounts AS a WHERE a.member_id = any(member_ids) ORDER BY a.id FOR UPDATE;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "idempotency_answers"("merchant_ids" int[], "scopes" text[], "keys" text[])
RETURNS TABLE ("merchant_id" int, "scope" text, "key" text, "request_hash" text, "outcome" text,
  "response" jsonb, "error_code" text)
LANGUAGE plpgsql AS $$
BEGIN
  RETURN QUERY
    SELECT r.merchant_id, r.scope, r.key, r.request_hash, r.outcome, r.response, r.error_code
    FROM idempotency_requests AS r
    WHERE (r.merchant_id, r.scope, r.key) IN (SELECT * FROM unnest(merchant_ids, scopes, keys));
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "ledger_post_lines"(
  "l_merchant" int[], "l_debit" bigint[], "l_credit" bigint[], "l_amount" bigint[], "l_code" text[],
  "l_phase" text[], "l_pending" bigint[], "l_timeout" timestamptz[], "l_debit_after" bigint[],
  "l_credit_after" bigint[], "l_key" text[], "l_reference" text[], "l_memo" text[],
  "a_id" bigint[], "a_debits_posted" bigint[], "a_credits_posted" bigint[],
  "a_debits_pending" bigint[], "a_credits_pending" bigint[]
) RETURNS TABLE ("line_id" bigint, "line_key" text) LANGUAGE plpgsql AS $$
BEGIN
  RETURN QUERY
    INSERT INTO ledger_transfers AS lt (merchant_id, debit_account_id, credit_account_id, amount, code,
      phase, pending_id, timeout_at, debit_available_after, credit_available_after, transfer_key,
      reference, memo)
    SELECT * FROM unnest(l_merchant, l_debit, l_credit, l_amount, l_code, l_phase, l_pending,
      l_timeout, l_debit_after, l_credit_after, l_key, l_reference, l_memo)
    RETURNING lt.id, lt.transfer_key;
  UPDATE ledger_accounts AS a SET debits_posted = v.dp, credits_posted = v.cp,
      debits_pending = v.dpe, credits_pending = v.cpe
    FROM unnest(a_id, a_debits_posted, a_credits_posted, a_debits_pending, a_credits_pending)
      AS v(id, dp, cp, dpe, cpe)
    WHERE a.id = v.id;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "wallet_write_transfers"(
  "l_merchant" int[], "l_debit" bigint[], "l_credit" bigint[], "l_amount" bigint[], "l_code" text[],
  "l_phase" text[], "l_pending" bigint[], "l_timeout" timestamptz[], "l_debit_after" bigint[],
  "l_credit_after" bigint[], "l_key" text[], "l_reference" text[], "l_memo" text[],
  "a_id" bigint[], "a_debits_posted" bigint[], "a_credits_posted" bigint[],
  "a_debits_pending" bigint[], "a_credits_pending" bigint[],
  "k_merchant" int[], "k_scope" text[], "k_key" text[], "k_request_hash" text[], "k_line_key" text[],
  "k_outcome" text[], "k_error_code" text[], "k_response" jsonb[]
) RETURNS TABLE ("line_id" bigint, "line_key" text) LANGUAGE plpgsql AS $$
DECLARE
  ids bigint[];
  keys text[];
BEGIN
  SELECT coalesce(array_agg(p.line_id), '{}'), coalesce(array_agg(p.line_key), '{}') INTO ids, keys
    FROM ledger_post_lines(l_merchant, l_debit, l_credit, l_amount, l_code, l_phase, l_pending,
      l_timeout, l_debit_after, l_credit_after, l_key, l_reference, l_memo,
      a_id, a_debits_posted, a_credits_posted, a_debits_pending, a_credits_pending) AS p;
  INSERT INTO idempotency_requests (merchant_id, scope, key, request_hash, outcome, error_code, response)
    SELECT v.merchant_id, v.scope, v.key, v.request_hash, v.outcome, v.error_code,
      CASE WHEN l.id IS NULL THEN v.response
        ELSE v.response || jsonb_build_object('transferId', l.id::text) END
    FROM unnest(k_merchant, k_scope, k_key, k_request_hash, k_line_key, k_outcome, k_error_code, k_response)
      AS v(merchant_id, scope, key, request_hash, line_key, outcome, error_code, response)
    LEFT JOIN unnest(ids, keys) AS l(id, key) ON l.key = v.line_key;
  RETURN QUERY SELECT * FROM unnest(ids, keys);
END;
$$;
