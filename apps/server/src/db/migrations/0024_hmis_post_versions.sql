CREATE TABLE "hmis_post_versions" (
	"health_post_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hmis_post_versions" ADD CONSTRAINT "hmis_post_versions_health_post_id_health_posts_id_fk" FOREIGN KEY ("health_post_id") REFERENCES "public"."health_posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Raises the counters of health posts, each once, in post order (two writers lock them in the same order).
CREATE FUNCTION hmis_bump_posts(posts integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO hmis_post_versions AS v (health_post_id, version)
  SELECT DISTINCT p, 1 FROM unnest(posts) AS p WHERE p IS NOT NULL ORDER BY p
  ON CONFLICT (health_post_id) DO UPDATE SET version = v.version + 1;
$$;
--> statement-breakpoint
-- A counted row written: the posts it may count at (its person's, from provider_id or its pregnancy, and its recorder's).
CREATE FUNCTION hmis_record_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  written jsonb[] := ARRAY[]::jsonb[];
  j jsonb;
  person uuid;
  posts integer[] := ARRAY[]::integer[];
BEGIN
  IF TG_OP <> 'INSERT' THEN written := written || to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN written := written || to_jsonb(NEW); END IF;
  FOREACH j IN ARRAY written LOOP
    person := coalesce((j->>'provider_id')::uuid, (SELECT p.provider_id FROM pregnancies p WHERE p.id = (j->>'pregnancy_id')::uuid));
    posts := posts || (SELECT health_post_id FROM providers WHERE id = person) || (SELECT health_post_id FROM staff_users WHERE id = (j->>'recorded_by')::uuid);
  END LOOP;
  PERFORM hmis_bump_posts(posts);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER hmis_antenatal_visits AFTER INSERT OR UPDATE OR DELETE ON antenatal_visits FOR EACH ROW EXECUTE FUNCTION hmis_record_changed();
--> statement-breakpoint
CREATE TRIGGER hmis_item_records AFTER INSERT OR UPDATE OR DELETE ON item_records FOR EACH ROW EXECUTE FUNCTION hmis_record_changed();
--> statement-breakpoint
CREATE TRIGGER hmis_births AFTER INSERT OR UPDATE OR DELETE ON births FOR EACH ROW EXECUTE FUNCTION hmis_record_changed();
--> statement-breakpoint
CREATE TRIGGER hmis_obstetric_events AFTER INSERT OR UPDATE OR DELETE ON obstetric_events FOR EACH ROW EXECUTE FUNCTION hmis_record_changed();
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
