CREATE TABLE "achievement_progress" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"through" date NOT NULL,
	"state" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_goals" (
	"user_id" integer NOT NULL,
	"from_day" date NOT NULL,
	"goal" integer NOT NULL,
	CONSTRAINT "member_goals_user_id_from_day_pk" PRIMARY KEY("user_id","from_day"),
	CONSTRAINT "member_goals_goal_range" CHECK ("member_goals"."goal" between 500 and 100000)
);
--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "goal_min" integer DEFAULT 2000 NOT NULL;--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "goal_max" integer DEFAULT 30000 NOT NULL;--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "default_goal" integer DEFAULT 10000 NOT NULL;--> statement-breakpoint
ALTER TABLE "achievement_progress" ADD CONSTRAINT "achievement_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_goals" ADD CONSTRAINT "member_goals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_achievements_user_earned_idx" ON "member_achievements" USING btree ("user_id","earned_on");--> statement-breakpoint
ALTER TABLE "app_settings" ADD CONSTRAINT "app_settings_goal_range" CHECK ("app_settings"."goal_min" >= 500 and "app_settings"."goal_min" <= "app_settings"."default_goal" and "app_settings"."default_goal" <= "app_settings"."goal_max" and "app_settings"."goal_max" <= 100000);