CREATE TABLE "contest_invitations" (
	"competition_id" integer NOT NULL,
	"invitee_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "contest_invitations_competition_id_invitee_id_pk" PRIMARY KEY("competition_id","invitee_id"),
	CONSTRAINT "contest_invitations_status" CHECK ("contest_invitations"."status" in ('pending', 'accepted', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "member_contests_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "max_member_contests" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "started_by" integer;--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "format" text;--> statement-breakpoint
ALTER TABLE "contest_invitations" ADD CONSTRAINT "contest_invitations_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_invitations" ADD CONSTRAINT "contest_invitations_invitee_id_users_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contest_invitations_invitee_idx" ON "contest_invitations" USING btree ("invitee_id");--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "competitions_started_by_idx" ON "competitions" USING btree ("started_by","end_date") WHERE "competitions"."started_by" is not null;--> statement-breakpoint
ALTER TABLE "app_settings" ADD CONSTRAINT "app_settings_max_member_contests_range" CHECK ("app_settings"."max_member_contests" between 1 and 20);--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_format" CHECK ("competitions"."format" is null or "competitions"."format" in ('duel', 'weekendWarrior', 'workweekHustle', 'goalDay'));--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_member_contest_opt_in" CHECK ("competitions"."format" is null or "competitions"."participation" = 'opt-in');