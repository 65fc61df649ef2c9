CREATE TABLE "released_sensor_ids" (
	"sensor_user_id" text PRIMARY KEY NOT NULL,
	"released_on" date NOT NULL,
	"released_by" integer,
	"released_by_counted_from" date
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sensor_counts_from" date;--> statement-breakpoint
ALTER TABLE "released_sensor_ids" ADD CONSTRAINT "released_sensor_ids_released_by_users_id_fk" FOREIGN KEY ("released_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;