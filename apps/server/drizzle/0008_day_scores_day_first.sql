DROP INDEX "day_scores_day_idx";--> statement-breakpoint
ALTER TABLE "day_scores" DROP CONSTRAINT "day_scores_user_id_day_pk";--> statement-breakpoint
ALTER TABLE "day_scores" ADD CONSTRAINT "day_scores_day_user_id_pk" PRIMARY KEY("day","user_id");--> statement-breakpoint
CREATE INDEX "day_scores_user_day_idx" ON "day_scores" USING btree ("user_id","day");