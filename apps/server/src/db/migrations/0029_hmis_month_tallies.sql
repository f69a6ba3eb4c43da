CREATE TABLE "hmis_month_tallies" (
	"health_post_id" integer NOT NULL,
	"period" text NOT NULL,
	"version" bigint NOT NULL,
	"rules" text NOT NULL,
	"cells" jsonb NOT NULL,
	"tallied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hmis_month_tallies_health_post_id_period_pk" PRIMARY KEY("health_post_id","period")
);
--> statement-breakpoint
ALTER TABLE "hmis_month_tallies" ADD CONSTRAINT "hmis_month_tallies_health_post_id_health_posts_id_fk" FOREIGN KEY ("health_post_id") REFERENCES "public"."health_posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The posts where a person's counted rows count: her own post and the post of everyone who recorded one of her
-- visits, items, births or events. One row's counting can depend on her other rows wherever they were recorded (which
-- visit of a pregnancy is the first, a PNC contact's birth, her age), so a write raises all of them: a stored month
-- is then never read past a change that alters it (docs/decisions/034-hmis-stored-tallies.md).
CREATE FUNCTION hmis_person_posts(people uuid[]) RETURNS SETOF integer LANGUAGE sql STABLE AS $$
  SELECT pr.health_post_id FROM providers pr WHERE pr.id = ANY(people)
  UNION SELECT s.health_post_id FROM pregnancies pg JOIN antenatal_visits v ON v.pregnancy_id = pg.id JOIN staff_users s ON s.id = v.recorded_by WHERE pg.provider_id = ANY(people)
  UNION SELECT s.health_post_id FROM item_records i JOIN staff_users s ON s.id = i.recorded_by WHERE i.provider_id = ANY(people)
  UNION SELECT s.health_post_id FROM births b JOIN staff_users s ON s.id = b.recorded_by WHERE b.provider_id = ANY(people)
  UNION SELECT s.health_post_id FROM obstetric_events e JOIN staff_users s ON s.id = e.recorded_by WHERE e.provider_id = ANY(people)
$$;
--> statement-breakpoint
-- The person of a counted row (its provider_id, or its pregnancy's).
CREATE FUNCTION hmis_person_of(j jsonb) RETURNS uuid LANGUAGE sql STABLE AS $$
  SELECT coalesce((j->>'provider_id')::uuid, (SELECT pg.provider_id FROM pregnancies pg WHERE pg.id = (j->>'pregnancy_id')::uuid))
$$;
--> statement-breakpoint
-- Counted rows written by one statement: the posts of their people (above) and of the rows' own recorders (a row
-- deleted or moved to another person is no longer among hers), each raised once per statement.
CREATE OR REPLACE FUNCTION hmis_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb[];
  people uuid[];
  posts integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(to_jsonb(r)) INTO changed FROM new_rows r;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(to_jsonb(r)) INTO changed FROM old_rows r;
  ELSE
    SELECT array_agg(j) INTO changed FROM (SELECT to_jsonb(r) j FROM new_rows r UNION ALL SELECT to_jsonb(r) FROM old_rows r) u;
  END IF;
  IF changed IS NULL THEN RETURN NULL; END IF;
  SELECT array_agg(DISTINCT hmis_person_of(j)) INTO people FROM unnest(changed) j;
  SELECT array_agg(DISTINCT p) INTO posts FROM (
    SELECT hmis_person_posts(people) p
    UNION SELECT s.health_post_id FROM unnest(changed) j JOIN staff_users s ON s.id = (j->>'recorded_by')::uuid
  ) u;
  IF posts IS NOT NULL THEN PERFORM hmis_bump_posts(posts); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP FUNCTION hmis_posts_of(jsonb);
--> statement-breakpoint
-- A person's date of birth (her age groups, wherever her rows count) or post: her posts, before and after.
CREATE FUNCTION hmis_person_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM hmis_bump_posts(ARRAY[OLD.health_post_id, NEW.health_post_id] || ARRAY(SELECT hmis_person_posts(ARRAY[NEW.id])));
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER hmis_providers ON providers;
--> statement-breakpoint
-- only when one of them changes: a form saved with the same values changes no count
CREATE TRIGGER hmis_providers AFTER UPDATE OF date_of_birth, health_post_id ON providers FOR EACH ROW
  WHEN (OLD.date_of_birth IS DISTINCT FROM NEW.date_of_birth OR OLD.health_post_id IS DISTINCT FROM NEW.health_post_id)
  EXECUTE FUNCTION hmis_person_moved();
