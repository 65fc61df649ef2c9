-- Processes still running the previous release on a shared PostgreSQL must not write scores
-- between the copy below and the drop of the old table.
LOCK TABLE "day_scores", "score_aggregates" IN EXCLUSIVE MODE;--> statement-breakpoint
CREATE TABLE "score_totals" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"steps" bigint DEFAULT 0 NOT NULL,
	"bonus" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"week_start" date NOT NULL,
	"week_steps" bigint DEFAULT 0 NOT NULL,
	"week_bonus" bigint DEFAULT 0 NOT NULL,
	"week_total" bigint DEFAULT 0 NOT NULL,
	"month_start" date NOT NULL,
	"month_steps" bigint DEFAULT 0 NOT NULL,
	"month_bonus" bigint DEFAULT 0 NOT NULL,
	"month_total" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Every update changes only unindexed columns: room on each page keeps it there (a HOT update).
ALTER TABLE "score_totals" SET (fillfactor = 50);--> statement-breakpoint
-- Each member's all-time sums, and their latest week and month with anything in them.
INSERT INTO "score_totals"
SELECT a.user_id, a.steps, a.bonus, a.total,
       coalesce(w.period_start, date '1970-01-01'), coalesce(w.steps, 0), coalesce(w.bonus, 0), coalesce(w.total, 0),
       coalesce(m.period_start, date '1970-01-01'), coalesce(m.steps, 0), coalesce(m.bonus, 0), coalesce(m.total, 0)
FROM "score_aggregates" a
LEFT JOIN LATERAL (
	SELECT period_start, steps, bonus, total FROM "score_aggregates" x
	WHERE x.user_id = a.user_id AND x.period = 'week' AND (x.steps <> 0 OR x.bonus <> 0)
	ORDER BY period_start DESC LIMIT 1
) w ON true
LEFT JOIN LATERAL (
	SELECT period_start, steps, bonus, total FROM "score_aggregates" x
	WHERE x.user_id = a.user_id AND x.period = 'month' AND (x.steps <> 0 OR x.bonus <> 0)
	ORDER BY period_start DESC LIMIT 1
) m ON true
WHERE a.period = 'all';--> statement-breakpoint
DROP TABLE "score_aggregates" CASCADE;--> statement-breakpoint
ALTER TABLE "day_scores" ADD COLUMN "replaced_steps" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "score_totals" ADD CONSTRAINT "score_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
