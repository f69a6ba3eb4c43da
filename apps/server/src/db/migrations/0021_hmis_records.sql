CREATE TABLE "obstetric_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"pregnancy_id" uuid,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"occurred_on" date NOT NULL,
	"recorded_by" uuid NOT NULL,
	"supersedes_id" uuid,
	"superseded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "obstetric_events_kind_check" CHECK ("obstetric_events"."kind" in ('complication', 'maternalDeath'))
);
--> statement-breakpoint
ALTER TABLE "health_posts" ADD COLUMN "hmis_code" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "antenatal_visits" ADD COLUMN "first_anc" boolean;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "in_charge" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "births" ADD COLUMN "facility" text;--> statement-breakpoint
ALTER TABLE "births" ADD COLUMN "attendant" text;--> statement-breakpoint
ALTER TABLE "births" ADD COLUMN "mode" text;--> statement-breakpoint
ALTER TABLE "births" ADD COLUMN "presentation" text;--> statement-breakpoint
ALTER TABLE "item_records" ADD COLUMN "given_time" text;--> statement-breakpoint
ALTER TABLE "item_records" ADD COLUMN "td_dose" text;--> statement-breakpoint
ALTER TABLE "obstetric_events" ADD CONSTRAINT "obstetric_events_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obstetric_events" ADD CONSTRAINT "obstetric_events_pregnancy_id_pregnancies_id_fk" FOREIGN KEY ("pregnancy_id") REFERENCES "public"."pregnancies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obstetric_events" ADD CONSTRAINT "obstetric_events_recorded_by_staff_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "obstetric_events_provider_id_index" ON "obstetric_events" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "obstetric_events_occurred_on_index" ON "obstetric_events" USING btree ("occurred_on");--> statement-breakpoint
ALTER TABLE "births" ADD CONSTRAINT "births_facility_check" CHECK ("births"."facility" is null or ("births"."place" = 'facility' and "births"."facility" in ('this', 'other')));--> statement-breakpoint
ALTER TABLE "births" ADD CONSTRAINT "births_attendant_check" CHECK ("births"."attendant" is null or "births"."attendant" in ('sba', 'otherHealthWorker', 'none'));--> statement-breakpoint
ALTER TABLE "births" ADD CONSTRAINT "births_mode_check" CHECK ("births"."mode" is null or "births"."mode" in ('spontaneous', 'vacuumForceps', 'caesarean'));--> statement-breakpoint
ALTER TABLE "births" ADD CONSTRAINT "births_presentation_check" CHECK ("births"."presentation" is null or "births"."presentation" in ('cephalic', 'breech', 'shoulder'));--> statement-breakpoint
ALTER TABLE "item_records" ADD CONSTRAINT "item_records_td_dose_check" CHECK ("item_records"."td_dose" is null or "item_records"."td_dose" in ('td1', 'td2', 'td2plus'));