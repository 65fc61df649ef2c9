CREATE TABLE "competition_prize_results" (
	"competition_id" integer NOT NULL,
	"prize" text NOT NULL,
	"position" integer NOT NULL,
	"user_id" integer NOT NULL,
	"username" text NOT NULL,
	"avatar_url" text,
	"rank" integer NOT NULL,
	"score" double precision NOT NULL,
	CONSTRAINT "competition_prize_results_competition_id_prize_position_pk" PRIMARY KEY("competition_id","prize","position"),
	CONSTRAINT "competition_prize_results_rank" CHECK ("competition_prize_results"."rank" between 1 and 3)
);
--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "prizes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "competition_prize_results" ADD CONSTRAINT "competition_prize_results_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "competition_prize_results_user_idx" ON "competition_prize_results" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_prizes" CHECK ("competitions"."prizes" <@ array['steps', 'steps+bonus', 'daysOnTarget', 'streak', 'goalPercent', 'improved']::text[]
        and cardinality("competitions"."prizes") <= 3 and not ("competitions"."individual_scoring" = any("competitions"."prizes"))
        and ("competitions"."format" is null or cardinality("competitions"."prizes") = 0));