CREATE TABLE "staff_client_requests" (
	"staff_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"request" text NOT NULL,
	"body_hash" text NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_client_requests_staff_id_client_id_pk" PRIMARY KEY("staff_id","client_id")
);
--> statement-breakpoint
ALTER TABLE "staff_client_requests" ADD CONSTRAINT "staff_client_requests_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_client_requests_created_at_index" ON "staff_client_requests" USING btree ("created_at");