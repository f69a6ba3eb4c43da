CREATE TABLE "dhis2_connections" (
	"palika_id" uuid PRIMARY KEY NOT NULL,
	"base_url" text NOT NULL,
	"token" text NOT NULL,
	"updated_by" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
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
ALTER TABLE "hmis_submissions" ADD CONSTRAINT "hmis_submissions_health_post_id_health_posts_id_fk" FOREIGN KEY ("health_post_id") REFERENCES "public"."health_posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hmis_submissions" ADD CONSTRAINT "hmis_submissions_sent_by_staff_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hmis_submissions_health_post_id_period_sent_at_index" ON "hmis_submissions" USING btree ("health_post_id","period","sent_at");