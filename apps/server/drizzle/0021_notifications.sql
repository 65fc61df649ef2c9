CREATE TABLE "announcements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "announcements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"audience" text NOT NULL,
	"competition_id" integer,
	"team_id" integer,
	"recipients" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"show_until" timestamp with time zone NOT NULL,
	CONSTRAINT "announcements_audience" CHECK ("announcements"."audience" in ('everyone', 'competition', 'team'))
);
--> statement-breakpoint
CREATE TABLE "notification_board_marks" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"total" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_choices" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"enabled" boolean NOT NULL,
	CONSTRAINT "notification_choices_user_id_kind_channel_pk" PRIMARY KEY("user_id","kind","channel"),
	CONSTRAINT "notification_choices_channel" CHECK ("notification_choices"."channel" in ('email', 'push'))
);
--> statement-breakpoint
CREATE TABLE "notification_competition_marks" (
	"competition_id" integer PRIMARY KEY NOT NULL,
	"top" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_occasions" (
	"occasion" text PRIMARY KEY NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notices" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notification_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"occasion" text NOT NULL,
	"params" jsonb NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"email_done_at" timestamp with time zone,
	"pushed_to" bigint[] DEFAULT '{}' NOT NULL,
	"push_done_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"outcome" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_policy" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"defaults" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"no_data_hours" integer DEFAULT 30 NOT NULL,
	"digest_weekday" smallint DEFAULT 1 NOT NULL,
	"digest_hour" smallint DEFAULT 9 NOT NULL,
	"deciding_until" timestamp with time zone,
	"vapid_public_key" text NOT NULL,
	"vapid_private_key" text NOT NULL,
	"unsubscribe_secret" text NOT NULL,
	CONSTRAINT "notification_policy_single_row" CHECK ("notification_policy"."id" = 1),
	CONSTRAINT "notification_policy_no_data_hours" CHECK ("notification_policy"."no_data_hours" between 6 and 240),
	CONSTRAINT "notification_policy_digest_weekday" CHECK ("notification_policy"."digest_weekday" between 1 and 7),
	CONSTRAINT "notification_policy_digest_hour" CHECK ("notification_policy"."digest_hour" between 0 and 23)
);
--> statement-breakpoint
CREATE TABLE "notification_quiet_hours" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"from_minute" smallint NOT NULL,
	"to_minute" smallint NOT NULL,
	CONSTRAINT "notification_quiet_hours_range" CHECK ("notification_quiet_hours"."from_minute" between 0 and 1439 and "notification_quiet_hours"."to_minute" between 0 and 1439)
);
--> statement-breakpoint
CREATE TABLE "web_push_subscriptions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "web_push_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_success_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "mentions" integer[];--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_board_marks" ADD CONSTRAINT "notification_board_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_choices" ADD CONSTRAINT "notification_choices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_competition_marks" ADD CONSTRAINT "notification_competition_marks_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_quiet_hours" ADD CONSTRAINT "notification_quiet_hours_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_push_subscriptions" ADD CONSTRAINT "web_push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_show_until_idx" ON "announcements" USING btree ("show_until");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_outbox_occasion" ON "notification_outbox" USING btree ("user_id","kind","occasion");--> statement-breakpoint
CREATE INDEX "notification_outbox_due_idx" ON "notification_outbox" USING btree ("due_at") WHERE "notification_outbox"."done_at" is null;--> statement-breakpoint
CREATE INDEX "notification_outbox_done_idx" ON "notification_outbox" USING btree ("done_at");--> statement-breakpoint
CREATE UNIQUE INDEX "web_push_subscriptions_endpoint" ON "web_push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "web_push_subscriptions_user_idx" ON "web_push_subscriptions" USING btree ("user_id");