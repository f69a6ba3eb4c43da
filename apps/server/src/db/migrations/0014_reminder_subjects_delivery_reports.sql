ALTER TABLE "notification_deliveries" DROP CONSTRAINT "notification_deliveries_state_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "about" jsonb;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "notification_deliveries_sms_ref_index" ON "notification_deliveries" USING btree ("provider_ref") WHERE "notification_deliveries"."channel" = 'sms';--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_state_check" CHECK ("notification_deliveries"."state" in ('pending', 'sending', 'sent', 'delivered', 'failed', 'cancelled', 'skipped'));--> statement-breakpoint
-- Reminders made before this migration: what they are about, read from their unique key
-- ('reminder:<person>:<pregnancy or baby>:<period>:<due day>:<kind>', docs/decisions/012-reminders.md).
UPDATE "notifications" SET "about" = jsonb_build_object(
	'kind', 'reminder',
	'subject', CASE WHEN EXISTS (SELECT 1 FROM "babies" b WHERE b."id"::text = split_part("dedupe_key", ':', 3)) THEN 'baby' ELSE 'mother' END,
	'subjectId', split_part("dedupe_key", ':', 3),
	'periodKey', split_part("dedupe_key", ':', 4),
	'dueDate', split_part("dedupe_key", ':', 5)
) WHERE "type" = 'reminder' AND "about" IS NULL AND "dedupe_key" ~ '^reminder:[0-9a-f-]{36}:[0-9a-f-]{36}:[^:]+:[0-9]{4}-[0-9]{2}-[0-9]{2}:[a-z]+$';
