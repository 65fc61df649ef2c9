-- Of the mailed invitations still waiting for one address, the newest stays; the others are revoked.
UPDATE "invitations" SET "revoked_at" = now()
WHERE "email" IS NOT NULL AND "revoked_at" IS NULL AND "uses" = 0
  AND "id" <> (SELECT max("id") FROM "invitations" newer
               WHERE newer."email" = "invitations"."email" AND newer."revoked_at" IS NULL AND newer."uses" = 0);--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_one_waiting_per_email" ON "invitations" USING btree ("email") WHERE "invitations"."revoked_at" is null and "invitations"."uses" = 0 and "invitations"."email" is not null;
