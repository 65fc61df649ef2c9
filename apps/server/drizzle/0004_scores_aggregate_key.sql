DROP INDEX "score_aggregates_user_idx";--> statement-breakpoint
ALTER TABLE "score_aggregates" DROP CONSTRAINT "score_aggregates_period_period_start_user_id_pk";--> statement-breakpoint
ALTER TABLE "score_aggregates" ADD CONSTRAINT "score_aggregates_pk" PRIMARY KEY("user_id","period","period_start");