CREATE TABLE "fetal_weight_estimates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pregnancy_id" uuid NOT NULL,
	"measured_on" date NOT NULL,
	"gestational_week" integer NOT NULL,
	"weight_grams" integer NOT NULL,
	"recorded_by" uuid NOT NULL,
	"supersedes_id" uuid,
	"superseded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "growth_measurements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"baby_id" uuid NOT NULL,
	"measured_on" date NOT NULL,
	"weight_grams" integer,
	"height_inches" numeric(5, 2),
	"recorded_by" uuid NOT NULL,
	"supersedes_id" uuid,
	"superseded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"pregnancy_id" uuid,
	"baby_id" uuid,
	"item_key" text NOT NULL,
	"given_on" date NOT NULL,
	"given_by" text DEFAULT '' NOT NULL,
	"given_at" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"recorded_by" uuid NOT NULL,
	"supersedes_id" uuid,
	"superseded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_records_subject_check" CHECK (("item_records"."pregnancy_id" is null) <> ("item_records"."baby_id" is null))
);
--> statement-breakpoint
CREATE TABLE "ambulances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"palika_id" uuid NOT NULL,
	"health_post_id" integer,
	"driver_name" text NOT NULL,
	"mobile_number" text NOT NULL,
	"ambulance_number" text NOT NULL,
	"ambulance_status" text DEFAULT 'Available' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"type" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_numbers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"palika_id" uuid NOT NULL,
	"health_post_id" integer,
	"name" text NOT NULL,
	"contact_number" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_by" uuid;--> statement-breakpoint
ALTER TABLE "health_post_messages" ADD COLUMN "handled_by" uuid;--> statement-breakpoint
ALTER TABLE "fetal_weight_estimates" ADD CONSTRAINT "fetal_weight_estimates_pregnancy_id_pregnancies_id_fk" FOREIGN KEY ("pregnancy_id") REFERENCES "public"."pregnancies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fetal_weight_estimates" ADD CONSTRAINT "fetal_weight_estimates_recorded_by_staff_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_measurements" ADD CONSTRAINT "growth_measurements_baby_id_babies_id_fk" FOREIGN KEY ("baby_id") REFERENCES "public"."babies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_measurements" ADD CONSTRAINT "growth_measurements_recorded_by_staff_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_records" ADD CONSTRAINT "item_records_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_records" ADD CONSTRAINT "item_records_pregnancy_id_pregnancies_id_fk" FOREIGN KEY ("pregnancy_id") REFERENCES "public"."pregnancies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_records" ADD CONSTRAINT "item_records_baby_id_babies_id_fk" FOREIGN KEY ("baby_id") REFERENCES "public"."babies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_records" ADD CONSTRAINT "item_records_recorded_by_staff_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulances" ADD CONSTRAINT "ambulances_palika_id_palikas_id_fk" FOREIGN KEY ("palika_id") REFERENCES "public"."palikas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulances" ADD CONSTRAINT "ambulances_health_post_id_health_posts_id_fk" FOREIGN KEY ("health_post_id") REFERENCES "public"."health_posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_numbers" ADD CONSTRAINT "support_numbers_palika_id_palikas_id_fk" FOREIGN KEY ("palika_id") REFERENCES "public"."palikas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_numbers" ADD CONSTRAINT "support_numbers_health_post_id_health_posts_id_fk" FOREIGN KEY ("health_post_id") REFERENCES "public"."health_posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fetal_weight_estimates_pregnancy_id_measured_on_index" ON "fetal_weight_estimates" USING btree ("pregnancy_id","measured_on");--> statement-breakpoint
CREATE INDEX "growth_measurements_baby_id_measured_on_index" ON "growth_measurements" USING btree ("baby_id","measured_on");--> statement-breakpoint
CREATE INDEX "item_records_provider_id_index" ON "item_records" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "item_records_baby_id_index" ON "item_records" USING btree ("baby_id");--> statement-breakpoint
CREATE INDEX "ambulances_palika_id_index" ON "ambulances" USING btree ("palika_id");--> statement-breakpoint
CREATE INDEX "ambulances_health_post_id_index" ON "ambulances" USING btree ("health_post_id");--> statement-breakpoint
CREATE INDEX "notifications_provider_id_created_at_index" ON "notifications" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE INDEX "support_numbers_palika_id_index" ON "support_numbers" USING btree ("palika_id");--> statement-breakpoint
CREATE INDEX "support_numbers_health_post_id_index" ON "support_numbers" USING btree ("health_post_id");--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_handled_by_staff_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_post_messages" ADD CONSTRAINT "health_post_messages_handled_by_staff_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;