CREATE TABLE "directory_entries" (
	"mobile_number" text PRIMARY KEY NOT NULL,
	"palika_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "health_posts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "health_posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"palika_id" uuid NOT NULL,
	"name" text NOT NULL,
	"name_ne" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "palikas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"name_ne" text NOT NULL,
	"district" text NOT NULL,
	"base_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "babies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"pregnancy_id" uuid,
	"birth_date" date NOT NULL,
	"sex" text NOT NULL,
	"birth_weight_grams" integer,
	"birth_height_inches" numeric(5, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "babies_sex_check" CHECK ("babies"."sex" in ('female', 'male', 'other'))
);
--> statement-breakpoint
CREATE TABLE "pregnancies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"last_menstrual_period" date NOT NULL,
	"due_date" date NOT NULL,
	"height_inches" numeric(5, 2),
	"weight_kg" numeric(5, 2),
	"emergency_phone_number" text,
	"outcome" text,
	"ended_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mobile_number" text NOT NULL,
	"password_hash" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"registration_type" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"gender" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"health_post_id" integer NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "providers_mobileNumber_unique" UNIQUE("mobile_number"),
	CONSTRAINT "providers_registration_type_check" CHECK ("providers"."registration_type" in ('MOTHER', 'BABY', 'MOTHER_AND_BABY')),
	CONSTRAINT "providers_gender_check" CHECK ("providers"."gender" in ('female', 'male', 'other'))
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"mobile_number" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"provider_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	"ip" text,
	CONSTRAINT "sessions_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "bs_calendar_years" (
	"year" integer PRIMARY KEY NOT NULL,
	"month_lengths" jsonb NOT NULL,
	"confirmed" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mobile_number" text NOT NULL,
	"password_hash" text NOT NULL,
	"full_name" text NOT NULL,
	"role" text NOT NULL,
	"palika_id" uuid,
	"health_post_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_users_mobileNumber_unique" UNIQUE("mobile_number"),
	CONSTRAINT "staff_users_role_check" CHECK ("staff_users"."role" in ('health_post', 'palika_admin', 'system_admin'))
);
--> statement-breakpoint
ALTER TABLE "directory_entries" ADD CONSTRAINT "directory_entries_palika_id_palikas_id_fk" FOREIGN KEY ("palika_id") REFERENCES "public"."palikas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_posts" ADD CONSTRAINT "health_posts_palika_id_palikas_id_fk" FOREIGN KEY ("palika_id") REFERENCES "public"."palikas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "babies" ADD CONSTRAINT "babies_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "babies" ADD CONSTRAINT "babies_pregnancy_id_pregnancies_id_fk" FOREIGN KEY ("pregnancy_id") REFERENCES "public"."pregnancies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pregnancies" ADD CONSTRAINT "pregnancies_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_health_post_id_health_posts_id_fk" FOREIGN KEY ("health_post_id") REFERENCES "public"."health_posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_palika_id_palikas_id_fk" FOREIGN KEY ("palika_id") REFERENCES "public"."palikas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_health_post_id_health_posts_id_fk" FOREIGN KEY ("health_post_id") REFERENCES "public"."health_posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "babies_provider_id_index" ON "babies" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "pregnancies_provider_id_index" ON "pregnancies" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "providers_health_post_id_index" ON "providers" USING btree ("health_post_id");--> statement-breakpoint
CREATE INDEX "login_failures_mobile_number_created_at_index" ON "login_failures" USING btree ("mobile_number","created_at");--> statement-breakpoint
CREATE INDEX "login_failures_ip_created_at_index" ON "login_failures" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "sessions_provider_id_index" ON "sessions" USING btree ("provider_id");