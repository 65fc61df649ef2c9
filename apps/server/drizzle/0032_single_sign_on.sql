CREATE TABLE "oidc_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret" text,
	"scopes" text NOT NULL,
	"label" text NOT NULL,
	"trust_email" boolean DEFAULT false NOT NULL,
	"groups_claim" text DEFAULT 'groups' NOT NULL,
	"admin_groups" text[] DEFAULT '{}' NOT NULL,
	"team_groups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"last_test" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oidc_settings_single_row" CHECK ("oidc_settings"."id" = 1),
	CONSTRAINT "oidc_settings_enabled_tested" CHECK (not "oidc_settings"."enabled" or "oidc_settings"."last_test" is not null)
);
--> statement-breakpoint
CREATE TABLE "sso_sign_ins" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"return_to" text NOT NULL,
	"test_by" integer,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_identities" (
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sign_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_identities_issuer_subject_pk" PRIMARY KEY("issuer","subject")
);
--> statement-breakpoint
ALTER TABLE "app_settings" DROP CONSTRAINT "app_settings_join_policy_known";--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "sso_sign_ins" ADD CONSTRAINT "sso_sign_ins_test_by_users_id_fk" FOREIGN KEY ("test_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_identities" ADD CONSTRAINT "user_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sso_sign_ins_expires_at_idx" ON "sso_sign_ins" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "user_identities_user_id_idx" ON "user_identities" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "app_settings" ADD CONSTRAINT "app_settings_join_policy_known" CHECK ("app_settings"."join_policy" in ('open', 'domains', 'invite', 'sso'));