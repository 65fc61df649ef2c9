DROP INDEX "score_aggregates_board_idx";--> statement-breakpoint
CREATE INDEX "score_aggregates_period_idx" ON "score_aggregates" USING btree ("period","period_start");--> statement-breakpoint
-- Room on each page for the new version of an updated row, so that updates stay on their page
-- (HOT) and write no index entries. Applies to pages written from now on.
ALTER TABLE "day_scores" SET (fillfactor = 85);--> statement-breakpoint
ALTER TABLE "score_aggregates" SET (fillfactor = 70);
