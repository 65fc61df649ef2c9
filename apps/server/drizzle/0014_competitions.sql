CREATE TABLE "competition_participants" (
	"competition_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competition_participants_competition_id_user_id_pk" PRIMARY KEY("competition_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "competition_results" (
	"competition_id" integer NOT NULL,
	"position" integer NOT NULL,
	"user_id" integer NOT NULL,
	"username" text NOT NULL,
	"avatar_url" text,
	"rank" integer NOT NULL,
	"score" double precision NOT NULL,
	"steps" bigint NOT NULL,
	"days_on_target" integer NOT NULL,
	"streak" integer NOT NULL,
	"team_id" integer,
	CONSTRAINT "competition_results_competition_id_position_pk" PRIMARY KEY("competition_id","position")
);
--> statement-breakpoint
CREATE TABLE "competition_team_results" (
	"competition_id" integer NOT NULL,
	"position" integer NOT NULL,
	"team_id" integer NOT NULL,
	"team_name" text NOT NULL,
	"rank" integer NOT NULL,
	"score" double precision NOT NULL,
	"members" integer NOT NULL,
	CONSTRAINT "competition_team_results_competition_id_position_pk" PRIMARY KEY("competition_id","position")
);
--> statement-breakpoint
CREATE TABLE "competitions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "competitions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"grace_hours" integer NOT NULL,
	"participation" text NOT NULL,
	"individual_scoring" text NOT NULL,
	"target" integer NOT NULL,
	"team_scoring" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finalized_at" timestamp with time zone,
	CONSTRAINT "competitions_dates_in_order" CHECK ("competitions"."end_date" >= "competitions"."start_date"),
	CONSTRAINT "competitions_grace_hours_range" CHECK ("competitions"."grace_hours" between 0 and 720),
	CONSTRAINT "competitions_participation" CHECK ("competitions"."participation" in ('everyone', 'opt-in')),
	CONSTRAINT "competitions_individual_scoring" CHECK ("competitions"."individual_scoring" in ('steps', 'steps+bonus', 'daysOnTarget', 'streak')),
	CONSTRAINT "competitions_team_scoring" CHECK ("competitions"."team_scoring" in ('sum', 'average')),
	CONSTRAINT "competitions_target_range" CHECK ("competitions"."target" between 1 and 100000)
);
--> statement-breakpoint
CREATE TABLE "team_memberships" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "competition_participants" ADD CONSTRAINT "competition_participants_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_participants" ADD CONSTRAINT "competition_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_results" ADD CONSTRAINT "competition_results_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_team_results" ADD CONSTRAINT "competition_team_results_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_memberships" ADD CONSTRAINT "team_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_memberships" ADD CONSTRAINT "team_memberships_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "competition_participants_user_id_idx" ON "competition_participants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "competition_results_user_idx" ON "competition_results" USING btree ("competition_id","user_id");--> statement-breakpoint
CREATE INDEX "competitions_unfinalized_idx" ON "competitions" USING btree ("end_date") WHERE "competitions"."finalized_at" is null;--> statement-breakpoint
CREATE INDEX "team_memberships_user_id_idx" ON "team_memberships" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "team_memberships_team_id_idx" ON "team_memberships" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_memberships_one_open_per_member" ON "team_memberships" USING btree ("user_id") WHERE "team_memberships"."ended_at" is null;--> statement-breakpoint
-- Every change of a member's team, however it is made, closes their open stay and opens the next.
CREATE FUNCTION record_team_membership() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF tg_op = 'UPDATE' THEN
    IF new.team_id IS NOT DISTINCT FROM old.team_id THEN
      RETURN new;
    END IF;
    UPDATE team_memberships SET ended_at = now() WHERE user_id = new.id AND ended_at IS NULL;
  END IF;
  IF new.team_id IS NOT NULL THEN
    INSERT INTO team_memberships (user_id, team_id, started_at) VALUES (new.id, new.team_id, now());
  END IF;
  RETURN new;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_team_membership AFTER INSERT OR UPDATE OF team_id ON users
  FOR EACH ROW EXECUTE FUNCTION record_team_membership();--> statement-breakpoint
-- Members already in a team have been in it for as long as anyone can tell.
INSERT INTO team_memberships (user_id, team_id, started_at)
  SELECT id, team_id, '-infinity' FROM users WHERE team_id IS NOT NULL;
