CREATE TABLE "reading_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"visit_id" uuid NOT NULL,
	"pregnancy_id" uuid NOT NULL,
	"reviewed_by" uuid NOT NULL,
	"note" text NOT NULL,
	"reviewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reading_reviews" ADD CONSTRAINT "reading_reviews_visit_id_antenatal_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."antenatal_visits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_reviews" ADD CONSTRAINT "reading_reviews_pregnancy_id_pregnancies_id_fk" FOREIGN KEY ("pregnancy_id") REFERENCES "public"."pregnancies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_reviews" ADD CONSTRAINT "reading_reviews_reviewed_by_staff_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reading_reviews_visit_id_index" ON "reading_reviews" USING btree ("visit_id");--> statement-breakpoint
-- a review changes her report and the due list: the read cache hears of it (0015_change_notifications.sql)
CREATE TRIGGER reading_reviews_changes AFTER INSERT OR UPDATE OR DELETE ON reading_reviews FOR EACH ROW EXECUTE FUNCTION changes_notify('pregnancy pregnancy_id');
