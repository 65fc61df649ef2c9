CREATE TABLE "scim_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" integer,
	"display_name" text NOT NULL,
	"external_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scim_groups_team_id_unique" UNIQUE("team_id")
);
--> statement-breakpoint
ALTER TABLE "scim_groups" ADD CONSTRAINT "scim_groups_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scim_groups_display_name_unique" ON "scim_groups" USING btree (lower("display_name"));--> statement-breakpoint
CREATE INDEX "scim_groups_external_id_idx" ON "scim_groups" USING btree ("external_id");