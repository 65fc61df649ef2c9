CREATE TABLE "day_scores" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"steps" integer DEFAULT 0 NOT NULL,
	"bonus" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "day_scores_user_id_day_pk" PRIMARY KEY("user_id","day"),
	CONSTRAINT "day_scores_steps_range" CHECK ("day_scores"."steps" between 0 and 100000),
	CONSTRAINT "day_scores_total_sum" CHECK ("day_scores"."total" = "day_scores"."steps" + "day_scores"."bonus")
);
--> statement-breakpoint
CREATE TABLE "score_aggregates" (
	"period" text NOT NULL,
	"period_start" date NOT NULL,
	"user_id" integer NOT NULL,
	"steps" bigint DEFAULT 0 NOT NULL,
	"bonus" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "score_aggregates_period_period_start_user_id_pk" PRIMARY KEY("period","period_start","user_id"),
	CONSTRAINT "score_aggregates_period" CHECK ("score_aggregates"."period" in ('all', 'week', 'month'))
);
--> statement-breakpoint
ALTER TABLE "day_scores" ADD CONSTRAINT "day_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_aggregates" ADD CONSTRAINT "score_aggregates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "day_scores_day_idx" ON "day_scores" USING btree ("day");--> statement-breakpoint
CREATE INDEX "score_aggregates_board_idx" ON "score_aggregates" USING btree ("period","period_start","total" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "score_aggregates_user_idx" ON "score_aggregates" USING btree ("user_id");