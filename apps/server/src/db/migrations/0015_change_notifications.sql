-- Change notifications for the read cache (docs/decisions/014-read-cache.md). When a row that a mother's cached
-- reads (/provider/me, /provider/provider-report) are made of is written, the database sends the id of every
-- account the row belongs to on channel 'mamata_changes' ('*': every account). PostgreSQL delivers a
-- notification to every listening server when the transaction commits, and never if it rolls back, so every
-- server instance hears of every change, whichever instance, script or console made it.
-- TG_ARGV[0] says how a row names its account(s):
--   'account <column>'   the column is the account's id (providers.id, pregnancies.provider_id, ...);
--   'pregnancy <column>' the column is a pregnancy's id: its mother's account, and the account of every baby
--                        born of it (a baby's own account shows the womb chart of the pregnancy it came from);
--   'baby <column>'      the column is a baby's id: the baby's account.
-- the babies born of a pregnancy, found for each of its rows written
CREATE INDEX "babies_pregnancy_id_index" ON "babies" USING btree ("pregnancy_id");
--> statement-breakpoint
CREATE FUNCTION changes_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kind text := split_part(TG_ARGV[0], ' ', 1);
  col text := split_part(TG_ARGV[0], ' ', 2);
  changed text;
BEGIN
  FOR changed IN
    SELECT DISTINCT v FROM unnest(ARRAY[
      CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) ->> col END,
      CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) ->> col END]) AS v
    WHERE v IS NOT NULL
  LOOP
    IF kind = 'pregnancy' THEN
      PERFORM pg_notify('mamata_changes', p.provider_id::text) FROM pregnancies p WHERE p.id = changed::uuid;
      PERFORM pg_notify('mamata_changes', b.provider_id::text) FROM babies b WHERE b.pregnancy_id = changed::uuid;
    ELSIF kind = 'baby' THEN
      PERFORM pg_notify('mamata_changes', b.provider_id::text) FROM babies b WHERE b.id = changed::uuid;
    ELSE
      PERFORM pg_notify('mamata_changes', changed);
    END IF;
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A change that may touch every account (a health post renamed, a table emptied): '*'.
CREATE FUNCTION changes_notify_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('mamata_changes', '*');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER providers_changes AFTER UPDATE OR DELETE ON providers FOR EACH ROW EXECUTE FUNCTION changes_notify('account id');
--> statement-breakpoint
-- any change to a session (marking it used, at most hourly, included: its idle expiry counts from then)
CREATE TRIGGER sessions_changes AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION changes_notify('account provider_id');
--> statement-breakpoint
CREATE TRIGGER pregnancies_changes AFTER INSERT OR UPDATE OR DELETE ON pregnancies FOR EACH ROW EXECUTE FUNCTION changes_notify('account provider_id');
--> statement-breakpoint
CREATE TRIGGER pregnancies_babies_changes AFTER UPDATE OR DELETE ON pregnancies FOR EACH ROW EXECUTE FUNCTION changes_notify('pregnancy id');
--> statement-breakpoint
CREATE TRIGGER babies_changes AFTER INSERT OR UPDATE OR DELETE ON babies FOR EACH ROW EXECUTE FUNCTION changes_notify('account provider_id');
--> statement-breakpoint
CREATE TRIGGER antenatal_visits_changes AFTER INSERT OR UPDATE OR DELETE ON antenatal_visits FOR EACH ROW EXECUTE FUNCTION changes_notify('pregnancy pregnancy_id');
--> statement-breakpoint
CREATE TRIGGER fetal_weight_estimates_changes AFTER INSERT OR UPDATE OR DELETE ON fetal_weight_estimates FOR EACH ROW EXECUTE FUNCTION changes_notify('pregnancy pregnancy_id');
--> statement-breakpoint
CREATE TRIGGER growth_measurements_changes AFTER INSERT OR UPDATE OR DELETE ON growth_measurements FOR EACH ROW EXECUTE FUNCTION changes_notify('baby baby_id');
--> statement-breakpoint
CREATE TRIGGER health_posts_changes AFTER UPDATE OR DELETE ON health_posts FOR EACH STATEMENT EXECUTE FUNCTION changes_notify_all();
--> statement-breakpoint
CREATE TRIGGER providers_truncated AFTER TRUNCATE ON providers FOR EACH STATEMENT EXECUTE FUNCTION changes_notify_all();
--> statement-breakpoint
CREATE TRIGGER sessions_truncated AFTER TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION changes_notify_all();
--> statement-breakpoint
CREATE TRIGGER pregnancies_truncated AFTER TRUNCATE ON pregnancies FOR EACH STATEMENT EXECUTE FUNCTION changes_notify_all();
--> statement-breakpoint
CREATE TRIGGER babies_truncated AFTER TRUNCATE ON babies FOR EACH STATEMENT EXECUTE FUNCTION changes_notify_all();
--> statement-breakpoint
CREATE TRIGGER antenatal_visits_truncated AFTER TRUNCATE ON antenatal_visits FOR EACH STATEMENT EXECUTE FUNCTION changes_notify_all();
--> statement-breakpoint
CREATE TRIGGER fetal_weight_estimates_truncated AFTER TRUNCATE ON fetal_weight_estimates FOR EACH STATEMENT EXECUTE FUNCTION changes_notify_all();
--> statement-breakpoint
CREATE TRIGGER growth_measurements_truncated AFTER TRUNCATE ON growth_measurements FOR EACH STATEMENT EXECUTE FUNCTION changes_notify_all();
--> statement-breakpoint
CREATE TRIGGER health_posts_truncated AFTER TRUNCATE ON health_posts FOR EACH STATEMENT EXECUTE FUNCTION changes_notify_all();
