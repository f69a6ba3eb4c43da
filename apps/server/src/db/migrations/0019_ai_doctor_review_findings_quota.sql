CREATE TABLE "ai_doctor_quota" (
	"provider_id" uuid PRIMARY KEY NOT NULL,
	"hour_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"asked" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "health_post_messages" DROP CONSTRAINT "health_post_messages_kind_check";--> statement-breakpoint
ALTER TABLE "health_post_messages" ADD COLUMN "ai_findings" jsonb;--> statement-breakpoint
ALTER TABLE "ai_doctor_questions" ADD COLUMN "model_score" real;--> statement-breakpoint
ALTER TABLE "ai_doctor_quota" ADD CONSTRAINT "ai_doctor_quota_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_post_messages" ADD CONSTRAINT "health_post_messages_kind_check" CHECK ("health_post_messages"."kind" in ('siren', 'help', 'review'));