CREATE TABLE "dhis2_connections" (
	"palika_id" uuid PRIMARY KEY NOT NULL,
	"base_url" text NOT NULL,
	"token" text NOT NULL,
	"updated_by" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hmis_post_versions" (
	"health_post_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hmis_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"health_post_id" integer NOT NULL,
	"period" text NOT NULL,
	"payload_hash" text NOT NULL,
	"mapping_version" text NOT NULL,
	"summary" jsonb NOT NULL,
	"sent_by" uuid NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dhis2_connections" ADD CONSTRAINT "dhis2_connections_palika_id_palikas_id_fk" FOREIGN KEY ("palika_id") REFERENCES "public"."palikas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dhis2_connections" ADD CONSTRAINT "dhis2_connections_updated_by_staff_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hmis_post_versions" ADD CONSTRAINT "hmis_post_versions_health_post_id_health_posts_id_fk" FOREIGN KEY ("health_post_id") REFERENCES "public"."health_posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hmis_submissions" ADD CONSTRAINT "hmis_submissions_health_post_id_health_posts_id_fk" FOREIGN KEY ("health_post_id") REFERENCES "public"."health_posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hmis_submissions" ADD CONSTRAINT "hmis_submissions_sent_by_staff_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hmis_submissions_health_post_id_period_sent_at_index" ON "hmis_submissions" USING btree ("health_post_id","period","sent_at");--> statement-breakpoint
-- Raises the counters of health posts, each once, in post order (two writers lock them in the same order).
CREATE FUNCTION hmis_bump_posts(posts integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO hmis_post_versions AS v (health_post_id, version)
  SELECT DISTINCT p, 1 FROM unnest(posts) AS p WHERE p IS NOT NULL ORDER BY p
  ON CONFLICT (health_post_id) DO UPDATE SET version = v.version + 1;
$$;
--> statement-breakpoint
-- The posts a counted row may count at: its person's (from provider_id, or its pregnancy's) and its recorder's.
CREATE FUNCTION hmis_posts_of(j jsonb) RETURNS SETOF integer LANGUAGE sql STABLE AS $$
  SELECT pr.health_post_id FROM providers pr
  WHERE pr.id = coalesce((j->>'provider_id')::uuid, (SELECT pg.provider_id FROM pregnancies pg WHERE pg.id = (j->>'pregnancy_id')::uuid))
  UNION
  SELECT s.health_post_id FROM staff_users s WHERE s.id = (j->>'recorded_by')::uuid
$$;
--> statement-breakpoint
-- Counted rows written by one statement: each of their posts raised once (per statement, not per row: a bulk insert
-- would otherwise update one counter row thousands of times in a transaction).
CREATE FUNCTION hmis_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  posts integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT p) INTO posts FROM new_rows r, LATERAL hmis_posts_of(to_jsonb(r)) p;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT p) INTO posts FROM old_rows r, LATERAL hmis_posts_of(to_jsonb(r)) p;
  ELSE
    SELECT array_agg(DISTINCT p) INTO posts FROM (
      SELECT p FROM new_rows r, LATERAL hmis_posts_of(to_jsonb(r)) p
      UNION SELECT p FROM old_rows r, LATERAL hmis_posts_of(to_jsonb(r)) p
    ) u;
  END IF;
  IF posts IS NOT NULL THEN PERFORM hmis_bump_posts(posts); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER hmis_antenatal_visits_insert AFTER INSERT ON antenatal_visits REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION hmis_rows_changed();
--> statement-breakpoint
CREATE TRIGGER hmis_antenatal_visits_update AFTER UPDATE ON antenatal_visits REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION hmis_rows_changed();
--> statement-breakpoint
CREATE TRIGGER hmis_antenatal_visits_delete AFTER DELETE ON antenatal_visits REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION hmis_rows_changed();
--> statement-breakpoint
CREATE TRIGGER hmis_item_records_insert AFTER INSERT ON item_records REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION hmis_rows_changed();
--> statement-breakpoint
CREATE TRIGGER hmis_item_records_update AFTER UPDATE ON item_records REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION hmis_rows_changed();
--> statement-breakpoint
CREATE TRIGGER hmis_item_records_delete AFTER DELETE ON item_records REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION hmis_rows_changed();
--> statement-breakpoint
CREATE TRIGGER hmis_births_insert AFTER INSERT ON births REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION hmis_rows_changed();
--> statement-breakpoint
CREATE TRIGGER hmis_births_update AFTER UPDATE ON births REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION hmis_rows_changed();
--> statement-breakpoint
CREATE TRIGGER hmis_births_delete AFTER DELETE ON births REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION hmis_rows_changed();
--> statement-breakpoint
CREATE TRIGGER hmis_obstetric_events_insert AFTER INSERT ON obstetric_events REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION hmis_rows_changed();
--> statement-breakpoint
CREATE TRIGGER hmis_obstetric_events_update AFTER UPDATE ON obstetric_events REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION hmis_rows_changed();
--> statement-breakpoint
CREATE TRIGGER hmis_obstetric_events_delete AFTER DELETE ON obstetric_events REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION hmis_rows_changed();
--> statement-breakpoint
-- Her date of birth (the age groups) or her post, a staff member's post (where their rows count): the old and new posts.
CREATE FUNCTION hmis_post_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM hmis_bump_posts(ARRAY[OLD.health_post_id, NEW.health_post_id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER hmis_providers AFTER UPDATE OF date_of_birth, health_post_id ON providers FOR EACH ROW EXECUTE FUNCTION hmis_post_moved();
--> statement-breakpoint
CREATE TRIGGER hmis_staff_users AFTER UPDATE OF health_post_id ON staff_users FOR EACH ROW EXECUTE FUNCTION hmis_post_moved();
