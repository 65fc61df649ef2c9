CREATE TABLE "saml_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"idp_entity_id" text NOT NULL,
	"idp_sso_url" text NOT NULL,
	"idp_certificates" text[] NOT NULL,
	"metadata_url" text,
	"label" text NOT NULL,
	"trust_email" boolean DEFAULT true NOT NULL,
	"email_attribute" text,
	"groups_attribute" text DEFAULT 'groups' NOT NULL,
	"admin_groups" text[] DEFAULT '{}' NOT NULL,
	"team_groups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"last_test" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saml_settings_single_row" CHECK ("saml_settings"."id" = 1),
	CONSTRAINT "saml_settings_enabled_tested" CHECK (not "saml_settings"."enabled" or "saml_settings"."last_test" is not null)
);
--> statement-breakpoint
CREATE TABLE "saml_sign_ins" (
	"relay_state_hash" text PRIMARY KEY NOT NULL,
	"request_id" text NOT NULL,
	"return_to" text NOT NULL,
	"test_by" integer,
	"profile" jsonb,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "saml_sign_ins_requestId_unique" UNIQUE("request_id")
);
--> statement-breakpoint
ALTER TABLE "saml_sign_ins" ADD CONSTRAINT "saml_sign_ins_test_by_users_id_fk" FOREIGN KEY ("test_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saml_sign_ins_expires_at_idx" ON "saml_sign_ins" USING btree ("expires_at");