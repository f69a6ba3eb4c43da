ALTER TABLE "item_records" ADD COLUMN "visit_id" uuid;--> statement-breakpoint
ALTER TABLE "item_records" ADD CONSTRAINT "item_records_visit_id_antenatal_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."antenatal_visits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_records_visit_id_index" ON "item_records" USING btree ("visit_id");--> statement-breakpoint
-- The contacts visits gave before the column: their audit rows name the visit.
UPDATE item_records i SET visit_id = (a.details->>'visitId')::uuid
  FROM audit_log a
  WHERE a.entity = 'item_record' AND a.action = 'create' AND a.entity_id = i.id::text AND a.details ? 'visitId'
    AND EXISTS (SELECT 1 FROM antenatal_visits v WHERE v.id = (a.details->>'visitId')::uuid);
