CREATE TABLE "ai_doctor_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"prompt" text NOT NULL,
	"response" text NOT NULL,
	"urgent" boolean DEFAULT false NOT NULL,
	"action" text,
	"lang" text NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"signs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"health_post_message_id" uuid,
	"rephrased" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_doctor_questions" ADD CONSTRAINT "ai_doctor_questions_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_doctor_questions" ADD CONSTRAINT "ai_doctor_questions_health_post_message_id_health_post_messages_id_fk" FOREIGN KEY ("health_post_message_id") REFERENCES "public"."health_post_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_doctor_questions_provider_id_created_at_index" ON "ai_doctor_questions" USING btree ("provider_id","created_at");