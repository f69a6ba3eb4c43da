-- The DHIS2 token is kept sealed (AES-256-GCM, modules/hmis/token-crypto.ts; docs/decisions/033-dhis2-token-at-rest.md).
-- SQL holds no key, so a token stored in the clear before cannot be sealed here: it is dropped, the address kept, and
-- the palika admin enters the token again (the connection reads "no token set" and nothing is sent until then).
ALTER TABLE "dhis2_connections" ADD COLUMN "token_sealed" text;--> statement-breakpoint
ALTER TABLE "dhis2_connections" ADD COLUMN "token_end" text;--> statement-breakpoint
ALTER TABLE "dhis2_connections" DROP COLUMN "token";
