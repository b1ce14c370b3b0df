ALTER TABLE "ledger_accounts" ADD COLUMN "unit" text DEFAULT 'minor' NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_unit_check" CHECK ("ledger_accounts"."unit" in ('minor', 'points'));--> statement-breakpoint
-- The transfer batch locks and answers only the wallets a member moves money between (main and
-- game wallets), never a bonus or points account (decisions/0022); each row now says its unit.
DROP FUNCTION "ledger_lock_member_accounts"(int[]);
--> statement-breakpoint
CREATE FUNCTION "ledger_lock_member_accounts"("member_ids" int[])
RETURNS TABLE ("id" bigint, "member_id" int, "kind" text, "wallet" text, "unit" text,
  "must_not_overdraw" boolean, "debits_posted" bigint, "credits_posted" bigint,
  "debits_pending" bigint, "credits_pending" bigint)
LANGUAGE plpgsql AS $$
BEGIN
  RETURN QUERY
    SELECT a.id, a.member_id, a.kind, a.wallet, a.unit, a.must_not_overdraw, a.debits_posted,
      a.credits_posted, a.debits_pending, a.credits_pending
    FROM ledger_accounts AS a
    WHERE a.member_id = any(member_ids) AND a.kind IN ('main', 'game')
    ORDER BY a.id FOR UPDATE;
END;
$$;
