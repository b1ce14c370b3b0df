-- The ledger functions of 0009 keep one plan per connection, made when first called. A plan made
-- while a table was still small can be a sequential scan, and it then stays for that connection's
-- life while the table grows: the wallet-transfer bench saw `idempotency_answers` take 2 ms a call
-- where an index lookup takes 0.06 ms. These forms leave the planner no choice but the key
-- indexes, whatever the statistics were when the plan was made (docs/decisions/0010).
CREATE OR REPLACE FUNCTION "idempotency_answers"("merchant_ids" int[], "scopes" text[], "keys" text[])
RETURNS TABLE ("merchant_id" int, "scope" text, "key" text, "request_hash" text, "outcome" text,
  "response" jsonb, "error_code" text)
LANGUAGE plpgsql AS $$
BEGIN
  -- LIMIT keeps the lateral lookup a subquery run once per key (one primary-key probe each).
  RETURN QUERY
    SELECT r.merchant_id, r.scope, r.key, r.request_hash, r.outcome, r.response, r.error_code
    FROM unnest(merchant_ids, scopes, keys) AS k(merchant_id, scope, key)
    CROSS JOIN LATERAL (
      SELECT q.merchant_id, q.scope, q.key, q.request_hash, q.outcome, q.response, q.error_code
      FROM idempotency_requests AS q
      WHERE q.merchant_id = k.merchant_id AND q.scope = k.scope AND q.key = k.key
      LIMIT 1
    ) AS r;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ledger_post_lines"(
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
  -- `id = ANY` is a primary-key probe per account; each row finds its totals by its position.
  UPDATE ledger_accounts AS a SET
      debits_posted = a_debits_posted[array_position(a_id, a.id)],
      credits_posted = a_credits_posted[array_position(a_id, a.id)],
      debits_pending = a_debits_pending[array_position(a_id, a.id)],
      credits_pending = a_credits_pending[array_position(a_id, a.id)]
    WHERE a.id = ANY (a_id);
END;
$$;
