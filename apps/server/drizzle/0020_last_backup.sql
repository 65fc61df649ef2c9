CREATE TABLE "last_backup" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "last_backup_single_row" CHECK ("last_backup"."id" = 1)
);
