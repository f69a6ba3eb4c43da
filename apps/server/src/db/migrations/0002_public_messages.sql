CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"full_name" text NOT NULL,
	"address" text NOT NULL,
	"mobile_number" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "health_post_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"health_post_id" integer NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"mobile_number" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"provider_id" uuid,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "health_post_messages_kind_check" CHECK ("health_post_messages"."kind" in ('siren', 'help')),
	CONSTRAINT "health_post_messages_recipient_check" CHECK ("health_post_messages"."recipient" in ('Mayor', 'Health-Office'))
);
--> statement-breakpoint
ALTER TABLE "health_post_messages" ADD CONSTRAINT "health_post_messages_health_post_id_health_posts_id_fk" FOREIGN KEY ("health_post_id") REFERENCES "public"."health_posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_post_messages" ADD CONSTRAINT "health_post_messages_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_index" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "health_post_messages_health_post_id_created_at_index" ON "health_post_messages" USING btree ("health_post_id","created_at");