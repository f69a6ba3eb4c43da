ALTER TABLE "antenatal_visits" ADD COLUMN "health_post_id" integer;--> statement-breakpoint
ALTER TABLE "births" ADD COLUMN "health_post_id" integer;--> statement-breakpoint
ALTER TABLE "item_records" ADD COLUMN "health_post_id" integer;--> statement-breakpoint
ALTER TABLE "obstetric_events" ADD COLUMN "health_post_id" integer;--> statement-breakpoint
ALTER TABLE "antenatal_visits" ADD CONSTRAINT "antenatal_visits_health_post_id_health_posts_id_fk" FOREIGN KEY ("health_post_id") REFERENCES "public"."health_posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "births" ADD CONSTRAINT "births_health_post_id_health_posts_id_fk" FOREIGN KEY ("health_post_id") REFERENCES "public"."health_posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_records" ADD CONSTRAINT "item_records_health_post_id_health_posts_id_fk" FOREIGN KEY ("health_post_id") REFERENCES "public"."health_posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obstetric_events" ADD CONSTRAINT "obstetric_events_health_post_id_health_posts_id_fk" FOREIGN KEY ("health_post_id") REFERENCES "public"."health_posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Where a counted row was given, kept with it (docs/decisions/037-counted-where-given.md): the post of the staff member
-- who recorded it then, else the person's post then; a correction keeps the post of the row it corrects. Written at
-- insert, so a nurse or a mother who moves later does not move last month's counts.
CREATE FUNCTION hmis_counted_at_post() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  post integer;
BEGIN
  IF NEW.health_post_id IS NOT NULL THEN RETURN NEW; END IF;
  IF NEW.supersedes_id IS NOT NULL THEN
    EXECUTE format('SELECT health_post_id FROM %I WHERE id = $1', TG_TABLE_NAME) INTO post USING NEW.supersedes_id;
  END IF;
  IF post IS NULL THEN
    SELECT s.health_post_id INTO post FROM staff_users s WHERE s.id = NEW.recorded_by;
  END IF;
  IF post IS NULL THEN
    SELECT pr.health_post_id INTO post FROM providers pr WHERE pr.id = hmis_person_of(to_jsonb(NEW));
  END IF;
  NEW.health_post_id := post;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER hmis_antenatal_visits_post BEFORE INSERT ON antenatal_visits FOR EACH ROW EXECUTE FUNCTION hmis_counted_at_post();
--> statement-breakpoint
CREATE TRIGGER hmis_item_records_post BEFORE INSERT ON item_records FOR EACH ROW EXECUTE FUNCTION hmis_counted_at_post();
--> statement-breakpoint
CREATE TRIGGER hmis_births_post BEFORE INSERT ON births FOR EACH ROW EXECUTE FUNCTION hmis_counted_at_post();
--> statement-breakpoint
CREATE TRIGGER hmis_obstetric_events_post BEFORE INSERT ON obstetric_events FOR EACH ROW EXECUTE FUNCTION hmis_counted_at_post();
--> statement-breakpoint
-- Counted rows written by one statement: their people's posts and the rows' own kept posts, each raised once. Only the
-- distinct people and posts are gathered, never the rows themselves: a bulk load of a million rows would not fit in
-- one array (PostgreSQL's 1 GB limit).
CREATE OR REPLACE FUNCTION hmis_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  people uuid[];
  own integer[];
  posts integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT hmis_person_of(j)), array_agg(DISTINCT (j->>'health_post_id')::integer) INTO people, own
      FROM (SELECT to_jsonb(r) j FROM new_rows r) u;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT hmis_person_of(j)), array_agg(DISTINCT (j->>'health_post_id')::integer) INTO people, own
      FROM (SELECT to_jsonb(r) j FROM old_rows r) u;
  ELSE
    SELECT array_agg(DISTINCT hmis_person_of(j)), array_agg(DISTINCT (j->>'health_post_id')::integer) INTO people, own
      FROM (SELECT to_jsonb(r) j FROM new_rows r UNION ALL SELECT to_jsonb(r) FROM old_rows r) u;
  END IF;
  IF people IS NULL THEN RETURN NULL; END IF;
  SELECT array_agg(DISTINCT p) INTO posts FROM (SELECT hmis_person_posts(people) p UNION SELECT unnest(own)) u;
  IF posts IS NOT NULL THEN PERFORM hmis_bump_posts(posts); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The rows already written: where they were counted until now (the recorder's post, else the person's)
UPDATE antenatal_visits v SET health_post_id = coalesce(
  (SELECT s.health_post_id FROM staff_users s WHERE s.id = v.recorded_by),
  (SELECT pr.health_post_id FROM pregnancies pg JOIN providers pr ON pr.id = pg.provider_id WHERE pg.id = v.pregnancy_id));
--> statement-breakpoint
UPDATE item_records i SET health_post_id = coalesce(
  (SELECT s.health_post_id FROM staff_users s WHERE s.id = i.recorded_by),
  (SELECT pr.health_post_id FROM providers pr WHERE pr.id = i.provider_id));
--> statement-breakpoint
UPDATE births b SET health_post_id = coalesce(
  (SELECT s.health_post_id FROM staff_users s WHERE s.id = b.recorded_by),
  (SELECT pr.health_post_id FROM providers pr WHERE pr.id = b.provider_id));
--> statement-breakpoint
UPDATE obstetric_events e SET health_post_id = coalesce(
  (SELECT s.health_post_id FROM staff_users s WHERE s.id = e.recorded_by),
  (SELECT pr.health_post_id FROM providers pr WHERE pr.id = e.provider_id));
--> statement-breakpoint
-- A person's posts and a statement's rows' posts: from the rows' own kept posts
CREATE OR REPLACE FUNCTION hmis_person_posts(people uuid[]) RETURNS SETOF integer LANGUAGE sql STABLE AS $$
  SELECT pr.health_post_id FROM providers pr WHERE pr.id = ANY(people)
  UNION SELECT v.health_post_id FROM pregnancies pg JOIN antenatal_visits v ON v.pregnancy_id = pg.id WHERE pg.provider_id = ANY(people)
  UNION SELECT i.health_post_id FROM item_records i WHERE i.provider_id = ANY(people)
  UNION SELECT b.health_post_id FROM births b WHERE b.provider_id = ANY(people)
  UNION SELECT e.health_post_id FROM obstetric_events e WHERE e.provider_id = ANY(people)
$$;
