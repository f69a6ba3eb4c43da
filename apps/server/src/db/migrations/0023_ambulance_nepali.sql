ALTER TABLE "ambulances" ADD COLUMN "driver_name_ne" text;--> statement-breakpoint
ALTER TABLE "ambulances" ADD COLUMN "ambulance_number_ne" text;