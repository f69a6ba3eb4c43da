CREATE TABLE "reminder_days" (
	"provider_id" uuid PRIMARY KEY NOT NULL,
	"next_on" date,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_scan_ranges" (
	"day" date NOT NULL,
	"range" integer NOT NULL,
	"people" integer NOT NULL,
	"created" integer NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reminder_days" ADD CONSTRAINT "reminder_days_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminder_days_next_on_provider_id_index" ON "reminder_days" USING btree ("next_on","provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_scan_ranges_day_range_index" ON "reminder_scan_ranges" USING btree ("day","range");--> statement-breakpoint
-- every person has her row from the start, whatever inserts her (the app, a seed, an import): null, read by the next scan
CREATE FUNCTION reminder_days_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO reminder_days (provider_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER providers_reminder_days AFTER INSERT ON providers FOR EACH ROW EXECUTE FUNCTION reminder_days_add();
--> statement-breakpoint
INSERT INTO reminder_days (provider_id) SELECT id FROM providers ON CONFLICT DO NOTHING;
