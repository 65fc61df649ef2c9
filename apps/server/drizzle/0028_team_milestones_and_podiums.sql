CREATE TABLE "team_milestones" (
	"team_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"reached_on" date NOT NULL,
	CONSTRAINT "team_milestones_team_id_amount_pk" PRIMARY KEY("team_id","amount")
);
--> statement-breakpoint
ALTER TABLE "team_milestones" ADD CONSTRAINT "team_milestones_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;