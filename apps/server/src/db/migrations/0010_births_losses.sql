CREATE TABLE "births" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"pregnancy_id" uuid NOT NULL,
	"born_on" date NOT NULL,
	"born_at" text NOT NULL,
	"place" text NOT NULL,
	"preterm" boolean DEFAULT false NOT NULL,
	"babies" jsonb NOT NULL,
	"previous_type" text NOT NULL,
	"recorded_by" uuid NOT NULL,
	"supersedes_id" uuid,
	"superseded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "births_place_check" CHECK ("births"."place" in ('facility', 'home', 'onTheWay'))
);
--> statement-breakpoint
ALTER TABLE "babies" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "babies" ADD COLUMN "status" text DEFAULT 'alive' NOT NULL;--> statement-breakpoint
ALTER TABLE "babies" ADD COLUMN "ended_on" date;--> statement-breakpoint
ALTER TABLE "babies" ADD COLUMN "birth_id" uuid;--> statement-breakpoint
ALTER TABLE "fetal_weight_estimates" ADD COLUMN "fetus" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "births" ADD CONSTRAINT "births_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "births" ADD CONSTRAINT "births_pregnancy_id_pregnancies_id_fk" FOREIGN KEY ("pregnancy_id") REFERENCES "public"."pregnancies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "births" ADD CONSTRAINT "births_recorded_by_staff_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "births_provider_id_index" ON "births" USING btree ("provider_id");--> statement-breakpoint
ALTER TABLE "babies" ADD CONSTRAINT "babies_status_check" CHECK ("babies"."status" in ('alive', 'died', 'removed'));--> statement-breakpoint
UPDATE "pregnancies" SET "outcome" = 'birth' WHERE "ended_on" IS NOT NULL AND "outcome" IS NULL;--> statement-breakpoint
UPDATE "pregnancies" SET "outcome" = NULL WHERE "ended_on" IS NULL;--> statement-breakpoint
ALTER TABLE "pregnancies" ADD CONSTRAINT "pregnancies_outcome_check" CHECK ("pregnancies"."outcome" is null or "pregnancies"."outcome" in ('birth', 'miscarriage', 'stillbirth'));--> statement-breakpoint
ALTER TABLE "pregnancies" ADD CONSTRAINT "pregnancies_outcome_ended_check" CHECK (("pregnancies"."outcome" is null) = ("pregnancies"."ended_on" is null));