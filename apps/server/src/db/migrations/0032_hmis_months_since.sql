CREATE TABLE "hmis_post_changes" (
	"health_post_id" integer NOT NULL,
	"version" bigint NOT NULL,
	"since" date,
	CONSTRAINT "hmis_post_changes_health_post_id_version_pk" PRIMARY KEY("health_post_id","version")
);
--> statement-breakpoint
ALTER TABLE "hmis_post_changes" ADD CONSTRAINT "hmis_post_changes_health_post_id_health_posts_id_fk" FOREIGN KEY ("health_post_id") REFERENCES "public"."health_posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A raise of the counters with the earliest date it may change (docs/decisions/039-hmis-months-since.md): each
-- post's new version is logged with `since` in the same statement, so a reader that sees the counter sees its change.
CREATE FUNCTION hmis_bump_posts(posts integer[], since date) RETURNS void LANGUAGE sql AS $$
  WITH raised AS (
    INSERT INTO hmis_post_versions AS v (health_post_id, version)
    SELECT DISTINCT p, 1 FROM unnest(posts) AS p WHERE p IS NOT NULL ORDER BY p
    ON CONFLICT (health_post_id) DO UPDATE SET version = v.version + 1
    RETURNING health_post_id, version
  )
  INSERT INTO hmis_post_changes (health_post_id, version, since) SELECT health_post_id, version, since FROM raised;
$$;
--> statement-breakpoint
-- Without a date: every month (her date of birth or post, a staff member's post, a bulk load).
CREATE OR REPLACE FUNCTION hmis_bump_posts(posts integer[]) RETURNS void LANGUAGE sql AS $$
  SELECT hmis_bump_posts(posts, NULL::date);
$$;
--> statement-breakpoint
-- The earliest date among a counted row's own dates (a visit's, an item's, a birth's, an event's).
CREATE FUNCTION hmis_row_date(j jsonb) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce((j->>'visit_date')::date, (j->>'given_on')::date, (j->>'born_on')::date, (j->>'occurred_on')::date)
$$;
--> statement-breakpoint
-- Counted rows written by one statement (as in migration 0031), now with the earliest date they reach: a month that
-- ends before it keeps its count. A row reaches back to its own date, an antenatal visit to its pregnancy's earliest
-- visit (a visit marked "first" takes the first contact from an earlier one; core hmis/forward-only.test.ts). A row
-- without a date raises every month.
CREATE OR REPLACE FUNCTION hmis_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  people uuid[];
  own integer[];
  posts integer[];
  since date;
  undated boolean;
  pregs uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT hmis_person_of(j)), array_agg(DISTINCT (j->>'health_post_id')::integer), min(hmis_row_date(j)),
        bool_or(hmis_row_date(j) IS NULL), array_agg(DISTINCT (j->>'pregnancy_id')::uuid) INTO people, own, since, undated, pregs
      FROM (SELECT to_jsonb(r) j FROM new_rows r) u;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT hmis_person_of(j)), array_agg(DISTINCT (j->>'health_post_id')::integer), min(hmis_row_date(j)),
        bool_or(hmis_row_date(j) IS NULL), array_agg(DISTINCT (j->>'pregnancy_id')::uuid) INTO people, own, since, undated, pregs
      FROM (SELECT to_jsonb(r) j FROM old_rows r) u;
  ELSE
    SELECT array_agg(DISTINCT hmis_person_of(j)), array_agg(DISTINCT (j->>'health_post_id')::integer), min(hmis_row_date(j)),
        bool_or(hmis_row_date(j) IS NULL), array_agg(DISTINCT (j->>'pregnancy_id')::uuid) INTO people, own, since, undated, pregs
      FROM (SELECT to_jsonb(r) j FROM new_rows r UNION ALL SELECT to_jsonb(r) FROM old_rows r) u;
  END IF;
  IF people IS NULL THEN RETURN NULL; END IF;
  IF TG_TABLE_NAME = 'antenatal_visits' THEN
    since := least(since, (SELECT min(v.visit_date) FROM antenatal_visits v WHERE v.pregnancy_id = ANY(pregs)));
  END IF;
  IF undated THEN since := NULL; END IF;
  SELECT array_agg(DISTINCT p) INTO posts FROM (SELECT hmis_person_posts(people) p UNION SELECT unnest(own)) u;
  IF posts IS NOT NULL THEN PERFORM hmis_bump_posts(posts, since); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The counters as they stand: every month counted before now is behind them (stored months at the current
-- counter stay good; any earlier one is recounted, as before).
INSERT INTO hmis_post_changes (health_post_id, version, since) SELECT health_post_id, version, NULL FROM hmis_post_versions WHERE version > 0;
