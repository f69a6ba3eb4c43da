-- The mother's antenatal check-ups move from the 4-visit protocol to the national eHMIS's 8 contacts
-- (docs/decisions/031-anc-eight-contacts.md). A visit already given keeps counting: each old item becomes the
-- contact of its own window, by the completed week she was seen (given_on - LMP):
--   anc-early (up to 12 weeks)     -> anc-contact-1 (up to 12 weeks)
--   anc-1     (4th month, 13-17)   -> anc-contact-2 (13-16)
--   anc-2     (6th month, 22-26)   -> anc-contact-3 (20-24)
--   anc-3     (8th month, 31-35)   -> anc-contact-6 (34) from 34 weeks on, else anc-contact-5 (32)
--   anc-4     (9th month, 36-40)   -> anc-contact-8 (38-40) from 38 weeks on, else anc-contact-7 (36)
-- The old items map to disjoint contacts, so no two records of a pregnancy become one. Superseded rows are
-- renamed too, so a correction's history names the same item.
UPDATE "item_records" AS r SET "item_key" = CASE r."item_key"
  WHEN 'anc-early' THEN 'anc-contact-1'
  WHEN 'anc-1' THEN 'anc-contact-2'
  WHEN 'anc-2' THEN 'anc-contact-3'
  WHEN 'anc-3' THEN CASE WHEN r."given_on" - p."last_menstrual_period" >= 34 * 7 THEN 'anc-contact-6' ELSE 'anc-contact-5' END
  WHEN 'anc-4' THEN CASE WHEN r."given_on" - p."last_menstrual_period" >= 38 * 7 THEN 'anc-contact-8' ELSE 'anc-contact-7' END
  END
FROM "pregnancies" AS p
WHERE p."id" = r."pregnancy_id" AND r."item_key" IN ('anc-early', 'anc-1', 'anc-2', 'anc-3', 'anc-4');
--> statement-breakpoint
-- The early check-up was the only antenatal check-up an administrator could change (it was unconfirmed); the
-- national contacts are not changed locally, so its local change has nothing left to apply to.
DELETE FROM "schedule_item_overrides" WHERE "item_key" = 'anc-early';
