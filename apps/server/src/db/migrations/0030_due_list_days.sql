ALTER TABLE "reminder_days" ADD COLUMN "list_on" date;--> statement-breakpoint
ALTER TABLE "reminder_days" ADD COLUMN "list_key" date;--> statement-breakpoint
ALTER TABLE "reminder_days" ADD COLUMN "list_flag" smallint;--> statement-breakpoint
CREATE INDEX "reminder_days_list_on_provider_id_index" ON "reminder_days" USING btree ("list_on","provider_id");