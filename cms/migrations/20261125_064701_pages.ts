import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_home_hero_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_home_hero_points_order_idx\` ON \`pages_home_hero_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_home_hero_points_parent_id_idx\` ON \`pages_home_hero_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_home_hero_points_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_home_hero_points\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_home_hero_points_locales_locale_parent_id_unique\` ON \`pages_home_hero_points_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_home_why_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'check',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_home_why_items_order_idx\` ON \`pages_home_why_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_home_why_items_parent_id_idx\` ON \`pages_home_why_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_home_why_items_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_home_why_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_home_why_items_locales_locale_parent_id_unique\` ON \`pages_home_why_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_home_advantages_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_home_advantages_items_order_idx\` ON \`pages_home_advantages_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_home_advantages_items_parent_id_idx\` ON \`pages_home_advantages_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_home_advantages_items_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_home_advantages_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_home_advantages_items_locales_locale_parent_id_unique\` ON \`pages_home_advantages_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_home_steps_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_home_steps_items_order_idx\` ON \`pages_home_steps_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_home_steps_items_parent_id_idx\` ON \`pages_home_steps_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_home_steps_items_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_home_steps_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_home_steps_items_locales_locale_parent_id_unique\` ON \`pages_home_steps_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_service_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_service_features_order_idx\` ON \`pages_service_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_service_features_parent_id_idx\` ON \`pages_service_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_service_features_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_service_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_service_features_locales_locale_parent_id_unique\` ON \`pages_service_features_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_service_facts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_service_facts_order_idx\` ON \`pages_service_facts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_service_facts_parent_id_idx\` ON \`pages_service_facts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_service_facts_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_service_facts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_service_facts_locales_locale_parent_id_unique\` ON \`pages_service_facts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_overview_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_overview_figures_order_idx\` ON \`pages_overview_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_overview_figures_parent_id_idx\` ON \`pages_overview_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_overview_figures_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_overview_figures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_overview_figures_locales_locale_parent_id_unique\` ON \`pages_overview_figures_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_overview_api_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_overview_api_points_order_idx\` ON \`pages_overview_api_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_overview_api_points_parent_id_idx\` ON \`pages_overview_api_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_overview_api_points_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_overview_api_points\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_overview_api_points_locales_locale_parent_id_unique\` ON \`pages_overview_api_points_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`home_hero_starting_price\` numeric DEFAULT 0.17,
  	\`home_hero_image_media_id\` integer,
  	\`home_licence_image_media_id\` integer,
  	\`home_trial_image_media_id\` integer,
  	\`updated_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`home_hero_image_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`home_licence_image_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`home_trial_image_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_key_idx\` ON \`pages\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`pages_home_hero_image_home_hero_image_media_idx\` ON \`pages\` (\`home_hero_image_media_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_home_licence_image_home_licence_image_media_idx\` ON \`pages\` (\`home_licence_image_media_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_home_trial_image_home_trial_image_media_idx\` ON \`pages\` (\`home_trial_image_media_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_by_idx\` ON \`pages\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`pages_locales\` (
  	\`title\` text,
  	\`heading\` text,
  	\`lead\` text,
  	\`body\` text,
  	\`home_hero_eyebrow\` text,
  	\`home_hero_lead\` text,
  	\`home_hero_price_text\` text,
  	\`home_hero_image_alt\` text,
  	\`home_why_title\` text,
  	\`home_why_lead\` text,
  	\`home_services_title\` text,
  	\`home_services_lead\` text,
  	\`home_advantages_title\` text,
  	\`home_steps_title\` text,
  	\`home_licence_badge\` text,
  	\`home_licence_title\` text,
  	\`home_licence_text\` text,
  	\`home_licence_image_alt\` text,
  	\`home_trial_title\` text,
  	\`home_trial_text\` text,
  	\`home_trial_image_alt\` text,
  	\`home_lists_packages_title\` text,
  	\`home_lists_packages_lead\` text,
  	\`home_lists_customers_title\` text,
  	\`home_lists_blog_title\` text,
  	\`service_summary\` text,
  	\`service_features_title\` text,
  	\`service_facts_title\` text,
  	\`overview_api_title\` text,
  	\`overview_api_text\` text,
  	\`cta_title\` text,
  	\`cta_text\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`seo_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_seo_seo_image_idx\` ON \`pages_locales\` (\`seo_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_locales_locale_parent_id_unique\` ON \`pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_home_hero_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_version_home_hero_points_order_idx\` ON \`_pages_v_version_home_hero_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_home_hero_points_parent_id_idx\` ON \`_pages_v_version_home_hero_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_home_hero_points_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_version_home_hero_points\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_version_home_hero_points_locales_locale_parent_id_u\` ON \`_pages_v_version_home_hero_points_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_home_why_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'check',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_version_home_why_items_order_idx\` ON \`_pages_v_version_home_why_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_home_why_items_parent_id_idx\` ON \`_pages_v_version_home_why_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_home_why_items_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_version_home_why_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_version_home_why_items_locales_locale_parent_id_uni\` ON \`_pages_v_version_home_why_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_home_advantages_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_version_home_advantages_items_order_idx\` ON \`_pages_v_version_home_advantages_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_home_advantages_items_parent_id_idx\` ON \`_pages_v_version_home_advantages_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_home_advantages_items_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_version_home_advantages_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_version_home_advantages_items_locales_locale_parent\` ON \`_pages_v_version_home_advantages_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_home_steps_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_version_home_steps_items_order_idx\` ON \`_pages_v_version_home_steps_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_home_steps_items_parent_id_idx\` ON \`_pages_v_version_home_steps_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_home_steps_items_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_version_home_steps_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_version_home_steps_items_locales_locale_parent_id_u\` ON \`_pages_v_version_home_steps_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_service_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_version_service_features_order_idx\` ON \`_pages_v_version_service_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_service_features_parent_id_idx\` ON \`_pages_v_version_service_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_service_features_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_version_service_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_version_service_features_locales_locale_parent_id_u\` ON \`_pages_v_version_service_features_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_service_facts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_version_service_facts_order_idx\` ON \`_pages_v_version_service_facts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_service_facts_parent_id_idx\` ON \`_pages_v_version_service_facts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_service_facts_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_version_service_facts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_version_service_facts_locales_locale_parent_id_uniq\` ON \`_pages_v_version_service_facts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_overview_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_version_overview_figures_order_idx\` ON \`_pages_v_version_overview_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_overview_figures_parent_id_idx\` ON \`_pages_v_version_overview_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_overview_figures_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_version_overview_figures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_version_overview_figures_locales_locale_parent_id_u\` ON \`_pages_v_version_overview_figures_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_overview_api_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_version_overview_api_points_order_idx\` ON \`_pages_v_version_overview_api_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_overview_api_points_parent_id_idx\` ON \`_pages_v_version_overview_api_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_overview_api_points_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_version_overview_api_points\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_version_overview_api_points_locales_locale_parent_i\` ON \`_pages_v_version_overview_api_points_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_key\` text,
  	\`version_home_hero_starting_price\` numeric DEFAULT 0.17,
  	\`version_home_hero_image_media_id\` integer,
  	\`version_home_licence_image_media_id\` integer,
  	\`version_home_trial_image_media_id\` integer,
  	\`version_updated_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_home_hero_image_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_home_licence_image_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_home_trial_image_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_key_idx\` ON \`_pages_v\` (\`version_key\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_home_hero_image_version_home_hero_image_idx\` ON \`_pages_v\` (\`version_home_hero_image_media_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_home_licence_image_version_home_licence_idx\` ON \`_pages_v\` (\`version_home_licence_image_media_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_home_trial_image_version_home_trial_ima_idx\` ON \`_pages_v\` (\`version_home_trial_image_media_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_by_idx\` ON \`_pages_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_snapshot_idx\` ON \`_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_published_locale_idx\` ON \`_pages_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_autosave_idx\` ON \`_pages_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_locales\` (
  	\`version_title\` text,
  	\`version_heading\` text,
  	\`version_lead\` text,
  	\`version_body\` text,
  	\`version_home_hero_eyebrow\` text,
  	\`version_home_hero_lead\` text,
  	\`version_home_hero_price_text\` text,
  	\`version_home_hero_image_alt\` text,
  	\`version_home_why_title\` text,
  	\`version_home_why_lead\` text,
  	\`version_home_services_title\` text,
  	\`version_home_services_lead\` text,
  	\`version_home_advantages_title\` text,
  	\`version_home_steps_title\` text,
  	\`version_home_licence_badge\` text,
  	\`version_home_licence_title\` text,
  	\`version_home_licence_text\` text,
  	\`version_home_licence_image_alt\` text,
  	\`version_home_trial_title\` text,
  	\`version_home_trial_text\` text,
  	\`version_home_trial_image_alt\` text,
  	\`version_home_lists_packages_title\` text,
  	\`version_home_lists_packages_lead\` text,
  	\`version_home_lists_customers_title\` text,
  	\`version_home_lists_blog_title\` text,
  	\`version_service_summary\` text,
  	\`version_service_features_title\` text,
  	\`version_service_facts_title\` text,
  	\`version_overview_api_title\` text,
  	\`version_overview_api_text\` text,
  	\`version_cta_title\` text,
  	\`version_cta_text\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`version_seo_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_version_seo_version_seo_image_idx\` ON \`_pages_v_locales\` (\`version_seo_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_locales_locale_parent_id_unique\` ON \`_pages_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`legal_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`last_updated\` text,
  	\`updated_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`legal_pages_key_idx\` ON \`legal_pages\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`legal_pages_updated_by_idx\` ON \`legal_pages\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`legal_pages_updated_at_idx\` ON \`legal_pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`legal_pages_created_at_idx\` ON \`legal_pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`legal_pages__status_idx\` ON \`legal_pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`legal_pages_locales\` (
  	\`title\` text,
  	\`heading\` text,
  	\`lead\` text,
  	\`body\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`seo_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`legal_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`legal_pages_seo_seo_image_idx\` ON \`legal_pages_locales\` (\`seo_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`legal_pages_locales_locale_parent_id_unique\` ON \`legal_pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_legal_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_key\` text,
  	\`version_last_updated\` text,
  	\`version_updated_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`legal_pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_parent_idx\` ON \`_legal_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_version_version_key_idx\` ON \`_legal_pages_v\` (\`version_key\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_version_version_updated_by_idx\` ON \`_legal_pages_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_version_version_updated_at_idx\` ON \`_legal_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_version_version_created_at_idx\` ON \`_legal_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_version_version__status_idx\` ON \`_legal_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_created_at_idx\` ON \`_legal_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_updated_at_idx\` ON \`_legal_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_snapshot_idx\` ON \`_legal_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_published_locale_idx\` ON \`_legal_pages_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_latest_idx\` ON \`_legal_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_autosave_idx\` ON \`_legal_pages_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_legal_pages_v_locales\` (
  	\`version_title\` text,
  	\`version_heading\` text,
  	\`version_lead\` text,
  	\`version_body\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`version_seo_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_legal_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_version_seo_version_seo_image_idx\` ON \`_legal_pages_v_locales\` (\`version_seo_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_legal_pages_v_locales_locale_parent_id_unique\` ON \`_legal_pages_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`faq_entries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`group\` text DEFAULT 'general',
  	\`order\` numeric DEFAULT 100,
  	\`anchor\` text,
  	\`updated_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`faq_entries_order_idx\` ON \`faq_entries\` (\`order\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`faq_entries_anchor_idx\` ON \`faq_entries\` (\`anchor\`);`)
  await db.run(sql`CREATE INDEX \`faq_entries_updated_by_idx\` ON \`faq_entries\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`faq_entries_updated_at_idx\` ON \`faq_entries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faq_entries_created_at_idx\` ON \`faq_entries\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`faq_entries__status_idx\` ON \`faq_entries\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`faq_entries_locales\` (
  	\`question\` text,
  	\`answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faq_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`faq_entries_locales_locale_parent_id_unique\` ON \`faq_entries_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_faq_entries_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_group\` text DEFAULT 'general',
  	\`version_order\` numeric DEFAULT 100,
  	\`version_anchor\` text,
  	\`version_updated_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`faq_entries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_faq_entries_v_parent_idx\` ON \`_faq_entries_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faq_entries_v_version_version_order_idx\` ON \`_faq_entries_v\` (\`version_order\`);`)
  await db.run(sql`CREATE INDEX \`_faq_entries_v_version_version_anchor_idx\` ON \`_faq_entries_v\` (\`version_anchor\`);`)
  await db.run(sql`CREATE INDEX \`_faq_entries_v_version_version_updated_by_idx\` ON \`_faq_entries_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_faq_entries_v_version_version_updated_at_idx\` ON \`_faq_entries_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_faq_entries_v_version_version_created_at_idx\` ON \`_faq_entries_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_faq_entries_v_version_version__status_idx\` ON \`_faq_entries_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_faq_entries_v_created_at_idx\` ON \`_faq_entries_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_faq_entries_v_updated_at_idx\` ON \`_faq_entries_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_faq_entries_v_snapshot_idx\` ON \`_faq_entries_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_faq_entries_v_published_locale_idx\` ON \`_faq_entries_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_faq_entries_v_latest_idx\` ON \`_faq_entries_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_faq_entries_v_autosave_idx\` ON \`_faq_entries_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_faq_entries_v_locales\` (
  	\`version_question\` text,
  	\`version_answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faq_entries_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_faq_entries_v_locales_locale_parent_id_unique\` ON \`_faq_entries_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`pages_id\` integer REFERENCES pages(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`legal_pages_id\` integer REFERENCES legal_pages(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`faq_entries_id\` integer REFERENCES faq_entries(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_legal_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`legal_pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faq_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`faq_entries_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_home_hero_points\`;`)
  await db.run(sql`DROP TABLE \`pages_home_hero_points_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_home_why_items\`;`)
  await db.run(sql`DROP TABLE \`pages_home_why_items_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_home_advantages_items\`;`)
  await db.run(sql`DROP TABLE \`pages_home_advantages_items_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_home_steps_items\`;`)
  await db.run(sql`DROP TABLE \`pages_home_steps_items_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_service_features\`;`)
  await db.run(sql`DROP TABLE \`pages_service_features_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_service_facts\`;`)
  await db.run(sql`DROP TABLE \`pages_service_facts_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_overview_figures\`;`)
  await db.run(sql`DROP TABLE \`pages_overview_figures_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_overview_api_points\`;`)
  await db.run(sql`DROP TABLE \`pages_overview_api_points_locales\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_home_hero_points\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_home_hero_points_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_home_why_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_home_why_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_home_advantages_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_home_advantages_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_home_steps_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_home_steps_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_service_features\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_service_features_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_service_facts\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_service_facts_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_overview_figures\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_overview_figures_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_overview_api_points\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_overview_api_points_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_locales\`;`)
  await db.run(sql`DROP TABLE \`legal_pages\`;`)
  await db.run(sql`DROP TABLE \`legal_pages_locales\`;`)
  await db.run(sql`DROP TABLE \`_legal_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_legal_pages_v_locales\`;`)
  await db.run(sql`DROP TABLE \`faq_entries\`;`)
  await db.run(sql`DROP TABLE \`faq_entries_locales\`;`)
  await db.run(sql`DROP TABLE \`_faq_entries_v\`;`)
  await db.run(sql`DROP TABLE \`_faq_entries_v_locales\`;`)
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
  	\`staff_invitations_id\` integer,
  	\`audit_events_id\` integer,
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
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`staff_invitations_id\`) REFERENCES \`staff_invitations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_events_id\`) REFERENCES \`audit_events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "posts_id", "categories_id", "packages_id", "price_ranges_id", "promotions_id", "customers_id", "popups_id", "media_id", "contact_submissions_id", "lead_deletions_id", "redirects_id", "users_id", "staff_invitations_id", "audit_events_id") SELECT "id", "order", "parent_id", "path", "posts_id", "categories_id", "packages_id", "price_ranges_id", "promotions_id", "customers_id", "popups_id", "media_id", "contact_submissions_id", "lead_deletions_id", "redirects_id", "users_id", "staff_invitations_id", "audit_events_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_staff_invitations_id_idx\` ON \`payload_locked_documents_rels\` (\`staff_invitations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_events_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_events_id\`);`)
}
