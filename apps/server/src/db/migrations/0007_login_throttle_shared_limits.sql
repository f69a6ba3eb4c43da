CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "login_failures_mobile_number_created_at_index";--> statement-breakpoint
DROP INDEX "login_failures_ip_created_at_index";--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "realm" text DEFAULT 'provider' NOT NULL;--> statement-breakpoint
CREATE INDEX "login_failures_realm_mobile_number_created_at_index" ON "login_failures" USING btree ("realm","mobile_number","created_at");--> statement-breakpoint
CREATE INDEX "login_failures_realm_ip_created_at_index" ON "login_failures" USING btree ("realm","ip","created_at");--> statement-breakpoint
ALTER TABLE "login_failures" ADD CONSTRAINT "login_failures_realm_check" CHECK ("login_failures"."realm" in ('provider', 'staff'));