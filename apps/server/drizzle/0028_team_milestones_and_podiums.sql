CREATE TABLE "team_milestones" (
	"team_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"reached_on" date NOT NULL,
	CONSTRAINT "team_milestones_team_id_amount_pk" PRIMARY KEY("team_id","amount")
);
--> statement-breakpoint
CREATE TABLE "team_progress" (
	"team_id" integer PRIMARY KEY NOT NULL,
	"through" date NOT NULL,
	"steps" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "team_milestones" ADD CONSTRAINT "team_milestones_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_progress" ADD CONSTRAINT "team_progress_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "competition_results_podium_idx" ON "competition_results" USING btree ("user_id") WHERE "competition_results"."rank" <= 3;