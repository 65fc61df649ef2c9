CREATE TABLE "totals_backlog" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_ids" integer[] NOT NULL,
	"days" date[] NOT NULL,
	"steps" integer[] NOT NULL
);
