import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_language" AS ENUM('th', 'en');
  CREATE TYPE "public"."enum_staff_invitations_roles" AS ENUM('admin', 'editor', 'support');
  CREATE TYPE "public"."enum_staff_invitations_language" AS ENUM('th', 'en');
  CREATE TYPE "public"."enum_audit_events_event" AS ENUM('sign-in', 'sign-in-failed', 'account-locked', 'password-reset-requested', 'password-reset', 'password-changed', 'invitation-sent', 'second-factor-enrolled', 'second-factor-removed', 'second-factor-reset', 'recovery-code-used', 'recovery-codes-renewed', 'roles-changed', 'user-created', 'user-deleted');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'staff-mail' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'staff-mail' BEFORE 'schedulePublish';
  CREATE TABLE "staff_invitations_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_staff_invitations_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "staff_invitations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"username" varchar NOT NULL,
  	"name" varchar,
  	"language" "enum_staff_invitations_language" DEFAULT 'th',
  	"user_id" integer,
  	"invited_by" varchar,
  	"expires_at" timestamp(3) with time zone,
  	"accepted_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "audit_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event" "enum_audit_events_event" NOT NULL,
  	"account" varchar,
  	"user_id" integer,
  	"actor" varchar,
  	"ip" varchar,
  	"detail" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "language" "enum_users_language" DEFAULT 'th';
  ALTER TABLE "users" ADD COLUMN "second_factor_enabled_at" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "second_factor_secret" varchar;
  ALTER TABLE "users" ADD COLUMN "second_factor_last_step" numeric;
  ALTER TABLE "users" ADD COLUMN "second_factor_failures" numeric DEFAULT 0;
  ALTER TABLE "users" ADD COLUMN "recovery_code_hashes" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "staff_invitations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "audit_events_id" integer;
  ALTER TABLE "staff_invitations_roles" ADD CONSTRAINT "staff_invitations_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."staff_invitations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "staff_invitations_roles_order_idx" ON "staff_invitations_roles" USING btree ("order");
  CREATE INDEX "staff_invitations_roles_parent_idx" ON "staff_invitations_roles" USING btree ("parent_id");
  CREATE INDEX "staff_invitations_user_idx" ON "staff_invitations" USING btree ("user_id");
  CREATE INDEX "staff_invitations_updated_at_idx" ON "staff_invitations" USING btree ("updated_at");
  CREATE INDEX "staff_invitations_created_at_idx" ON "staff_invitations" USING btree ("created_at");
  CREATE INDEX "audit_events_event_idx" ON "audit_events" USING btree ("event");
  CREATE INDEX "audit_events_account_idx" ON "audit_events" USING btree ("account");
  CREATE INDEX "audit_events_user_idx" ON "audit_events" USING btree ("user_id");
  CREATE INDEX "audit_events_updated_at_idx" ON "audit_events" USING btree ("updated_at");
  CREATE INDEX "audit_events_created_at_idx" ON "audit_events" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_staff_invitations_fk" FOREIGN KEY ("staff_invitations_id") REFERENCES "public"."staff_invitations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_audit_events_fk" FOREIGN KEY ("audit_events_id") REFERENCES "public"."audit_events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_staff_invitations_id_idx" ON "payload_locked_documents_rels" USING btree ("staff_invitations_id");
  CREATE INDEX "payload_locked_documents_rels_audit_events_id_idx" ON "payload_locked_documents_rels" USING btree ("audit_events_id");`)
  // Hand-written: every session made before second factors existed ends (an admin signed in with a
  // password alone must sign in again, and enrol). Everyone signs in once more; no content changes.
  await db.execute(sql`DELETE FROM "users_sessions";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "staff_invitations_roles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "staff_invitations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "audit_events" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "staff_invitations_roles" CASCADE;
  DROP TABLE "staff_invitations" CASCADE;
  DROP TABLE "audit_events" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_staff_invitations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_audit_events_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'anonymiseOldLeads', 'expireTags', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'anonymiseOldLeads', 'expireTags', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_staff_invitations_id_idx";
  DROP INDEX "payload_locked_documents_rels_audit_events_id_idx";
  ALTER TABLE "users" DROP COLUMN "language";
  ALTER TABLE "users" DROP COLUMN "second_factor_enabled_at";
  ALTER TABLE "users" DROP COLUMN "second_factor_secret";
  ALTER TABLE "users" DROP COLUMN "second_factor_last_step";
  ALTER TABLE "users" DROP COLUMN "second_factor_failures";
  ALTER TABLE "users" DROP COLUMN "recovery_code_hashes";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "staff_invitations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "audit_events_id";
  DROP TYPE "public"."enum_users_language";
  DROP TYPE "public"."enum_staff_invitations_roles";
  DROP TYPE "public"."enum_staff_invitations_language";
  DROP TYPE "public"."enum_audit_events_event";`)
}
