CREATE TABLE "custom_achievements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "custom_achievements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"rule" text NOT NULL,
	"amount" integer NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"target" integer,
	"competition_id" integer,
	"names" jsonb NOT NULL,
	"icon" text NOT NULL,
	"points" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "custom_achievements_rule" CHECK ("custom_achievements"."rule" in ('steps-in-period', 'streak', 'competition-days')),
	CONSTRAINT "custom_achievements_amount" CHECK ("custom_achievements"."amount" between 1 and case when "custom_achievements"."rule" = 'steps-in-period' then 100000000 else 3650 end),
	CONSTRAINT "custom_achievements_period" CHECK (("custom_achievements"."starts_on" is null) = ("custom_achievements"."ends_on" is null) and ("custom_achievements"."ends_on" is null or "custom_achievements"."ends_on" >= "custom_achievements"."starts_on")),
	CONSTRAINT "custom_achievements_fields_of_rule" CHECK (case "custom_achievements"."rule"
            when 'steps-in-period' then "custom_achievements"."starts_on" is not null and "custom_achievements"."target" is null and "custom_achievements"."competition_id" is null
            when 'streak' then "custom_achievements"."competition_id" is null
            else "custom_achievements"."starts_on" is null and "custom_achievements"."target" is null
          end),
	CONSTRAINT "custom_achievements_target" CHECK ("custom_achievements"."target" is null or "custom_achievements"."target" between 1 and 100000),
	CONSTRAINT "custom_achievements_names" CHECK (jsonb_typeof(names -> 'en') = 'string'
    and length(names ->> 'en') between 1 and 60
    and names ->> 'en' = btrim(names ->> 'en') and jsonb_typeof(names -> 'es') = 'string'
    and length(names ->> 'es') between 1 and 60
    and names ->> 'es' = btrim(names ->> 'es') and jsonb_typeof(names -> 'he') = 'string'
    and length(names ->> 'he') between 1 and 60
    and names ->> 'he' = btrim(names ->> 'he')),
	CONSTRAINT "custom_achievements_icon" CHECK ("custom_achievements"."icon" in ('footprints', 'mountain', 'zap', 'flame', 'target', 'calendar-check', 'crown', 'medal', 'trophy', 'star', 'heart', 'sun')),
	CONSTRAINT "custom_achievements_points" CHECK ("custom_achievements"."points" between 10 and 100 and "custom_achievements"."points" % 10 = 0)
);
--> statement-breakpoint
ALTER TABLE "custom_achievements" ADD CONSTRAINT "custom_achievements_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_achievements" ADD CONSTRAINT "custom_achievements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;