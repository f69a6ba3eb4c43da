CREATE TABLE "schedule_item_overrides" (
	"item_key" text PRIMARY KEY NOT NULL,
	"days" integer,
	"dose_en" text DEFAULT '' NOT NULL,
	"dose_ne" text DEFAULT '' NOT NULL,
	"info_en" text DEFAULT '' NOT NULL,
	"info_ne" text DEFAULT '' NOT NULL,
	"updated_by" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schedule_item_overrides" ADD CONSTRAINT "schedule_item_overrides_updated_by_staff_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;