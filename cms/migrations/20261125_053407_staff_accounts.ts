import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`staff_invitations_roles\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`staff_invitations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`staff_invitations_roles_order_idx\` ON \`staff_invitations_roles\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`staff_invitations_roles_parent_idx\` ON \`staff_invitations_roles\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`staff_invitations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`username\` text NOT NULL,
  	\`name\` text,
  	\`language\` text DEFAULT 'th',
  	\`user_id\` integer,
  	\`invited_by\` text,
  	\`expires_at\` text,
  	\`accepted_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`staff_invitations_user_idx\` ON \`staff_invitations\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`staff_invitations_updated_at_idx\` ON \`staff_invitations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`staff_invitations_created_at_idx\` ON \`staff_invitations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`audit_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`event\` text NOT NULL,
  	\`account\` text,
  	\`user_id\` integer,
  	\`actor\` text,
  	\`ip\` text,
  	\`detail\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`audit_events_event_idx\` ON \`audit_events\` (\`event\`);`)
  await db.run(sql`CREATE INDEX \`audit_events_account_idx\` ON \`audit_events\` (\`account\`);`)
  await db.run(sql`CREATE INDEX \`audit_events_user_idx\` ON \`audit_events\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`audit_events_updated_at_idx\` ON \`audit_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`audit_events_created_at_idx\` ON \`audit_events\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`language\` text DEFAULT 'th';`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`second_factor_enabled_at\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`second_factor_secret\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`second_factor_last_step\` numeric;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`second_factor_failures\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`recovery_code_hashes\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`staff_invitations_id\` integer REFERENCES staff_invitations(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`audit_events_id\` integer REFERENCES audit_events(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_staff_invitations_id_idx\` ON \`payload_locked_documents_rels\` (\`staff_invitations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_events_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_events_id\`);`)
  // Hand-written: every session made before second factors existed ends (an admin signed in with a
  // password alone must sign in again, and enrol). Everyone signs in once more; no content changes.
  await db.run(sql`DELETE FROM \`users_sessions\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`staff_invitations_roles\`;`)
  await db.run(sql`DROP TABLE \`staff_invitations\`;`)
  await db.run(sql`DROP TABLE \`audit_events\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`posts_id\` integer,
  	\`categories_id\` integer,
  	\`packages_id\` integer,
  	\`price_ranges_id\` integer,
  	\`promotions_id\` integer,
  	\`customers_id\` integer,
  	\`popups_id\` integer,
  	\`media_id\` integer,
  	\`contact_submissions_id\` integer,
  	\`lead_deletions_id\` integer,
  	\`redirects_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`packages_id\`) REFERENCES \`packages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`price_ranges_id\`) REFERENCES \`price_ranges\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`promotions_id\`) REFERENCES \`promotions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`popups_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_submissions_id\`) REFERENCES \`contact_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`lead_deletions_id\`) REFERENCES \`lead_deletions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "posts_id", "categories_id", "packages_id", "price_ranges_id", "promotions_id", "customers_id", "popups_id", "media_id", "contact_submissions_id", "lead_deletions_id", "redirects_id", "users_id") SELECT "id", "order", "parent_id", "path", "posts_id", "categories_id", "packages_id", "price_ranges_id", "promotions_id", "customers_id", "popups_id", "media_id", "contact_submissions_id", "lead_deletions_id", "redirects_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_packages_id_idx\` ON \`payload_locked_documents_rels\` (\`packages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_price_ranges_id_idx\` ON \`payload_locked_documents_rels\` (\`price_ranges_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_promotions_id_idx\` ON \`payload_locked_documents_rels\` (\`promotions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customers_id_idx\` ON \`payload_locked_documents_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_popups_id_idx\` ON \`payload_locked_documents_rels\` (\`popups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_submissions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lead_deletions_id_idx\` ON \`payload_locked_documents_rels\` (\`lead_deletions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`language\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`second_factor_enabled_at\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`second_factor_secret\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`second_factor_last_step\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`second_factor_failures\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`recovery_code_hashes\`;`)
}
