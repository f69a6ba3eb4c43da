ALTER TABLE "audit_log" ALTER COLUMN "staff_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_kind" text DEFAULT 'staff' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_provider_id" uuid;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "seq" bigint;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "hash" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_provider_id_providers_id_fk" FOREIGN KEY ("actor_provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_seq_unique" UNIQUE("seq");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_kind_check" CHECK ("audit_log"."actor_kind" in ('staff', 'provider', 'anonymous'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_check" CHECK (("audit_log"."actor_kind" = 'staff' and "audit_log"."staff_id" is not null) or ("audit_log"."actor_kind" = 'provider' and "audit_log"."actor_provider_id" is not null) or ("audit_log"."actor_kind" = 'anonymous' and "audit_log"."staff_id" is null and "audit_log"."actor_provider_id" is null));--> statement-breakpoint
-- The canonical text of an audit row that its hash covers; modules/audit/audit-chain.ts selects the same expression to verify.
CREATE FUNCTION audit_log_canonical(r audit_log) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT concat_ws('|', r.seq, r.actor_kind, coalesce(r.staff_id::text, ''), coalesce(r.actor_provider_id::text, ''), r.action, r.entity,
    coalesce(r.entity_id, ''), coalesce(r.provider_id::text, ''), coalesce(r.ip, ''), coalesce(r.details::text, ''),
    to_char(r.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US'))
$$;
--> statement-breakpoint
-- Each new row: the database's clock (no backdating), the next position and a hash over the previous row's hash and this row.
-- One writer at a time (a transaction-scoped advisory lock), so the chain has no forks.
CREATE FUNCTION audit_log_chain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  last_seq bigint;
  last_hash text;
BEGIN
  PERFORM pg_advisory_xact_lock(726300107);
  NEW.at := clock_timestamp();
  SELECT seq, hash INTO last_seq, last_hash FROM audit_log ORDER BY seq DESC NULLS LAST LIMIT 1;
  NEW.seq := coalesce(last_seq, 0) + 1;
  NEW.prev_hash := coalesce(last_hash, '');
  NEW.hash := encode(sha256(convert_to(NEW.prev_hash || '|' || audit_log_canonical(NEW), 'UTF8')), 'hex');
  RETURN NEW;
END;
$$;
--> statement-breakpoint
-- Chain the rows written before this migration, oldest first (the append-only trigger is set aside for this one update).
ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only;
--> statement-breakpoint
DO $$
DECLARE
  r audit_log;
  prev text := '';
  n bigint := 0;
BEGIN
  FOR r IN SELECT * FROM audit_log ORDER BY id LOOP
    n := n + 1;
    r.seq := n;
    r.prev_hash := prev;
    r.hash := encode(sha256(convert_to(prev || '|' || audit_log_canonical(r), 'UTF8')), 'hex');
    UPDATE audit_log SET seq = r.seq, prev_hash = r.prev_hash, hash = r.hash WHERE id = r.id;
    prev := r.hash;
  END LOOP;
END;
$$;
--> statement-breakpoint
ALTER TABLE audit_log ENABLE TRIGGER audit_log_append_only;
--> statement-breakpoint
CREATE TRIGGER audit_log_chain BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_chain();
--> statement-breakpoint
-- TRUNCATE skips row triggers: refuse it with a statement trigger.
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_is_append_only();

--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "seq" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "seq" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "prev_hash" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "prev_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "hash" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "hash" SET NOT NULL;
