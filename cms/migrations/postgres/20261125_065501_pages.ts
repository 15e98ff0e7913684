import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_home_why_items_icon" AS ENUM('phone', 'mail', 'line', 'messenger', 'facebook', 'globe', 'check', 'close', 'menu', 'copy', 'arrowUp', 'arrowRight', 'shield', 'clock', 'network', 'refund', 'rocket', 'users', 'chart', 'calendar', 'key', 'mapPin', 'ticket', 'link', 'code', 'gift', 'star', 'send', 'bolt', 'server', 'language', 'badge', 'wifiOff');
  CREATE TYPE "public"."enum_pages_key" AS ENUM('home', 'aboutUs', 'services', 'smsMarketing', 'smsOtp', 'locationBased', 'appointment', 'ticket', 'urlTracking', 'faq', 'packages', 'promotions', 'paymentMethods', 'contactUs');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_version_home_why_items_icon" AS ENUM('phone', 'mail', 'line', 'messenger', 'facebook', 'globe', 'check', 'close', 'menu', 'copy', 'arrowUp', 'arrowRight', 'shield', 'clock', 'network', 'refund', 'rocket', 'users', 'chart', 'calendar', 'key', 'mapPin', 'ticket', 'link', 'code', 'gift', 'star', 'send', 'bolt', 'server', 'language', 'badge', 'wifiOff');
  CREATE TYPE "public"."enum__pages_v_version_key" AS ENUM('home', 'aboutUs', 'services', 'smsMarketing', 'smsOtp', 'locationBased', 'appointment', 'ticket', 'urlTracking', 'faq', 'packages', 'promotions', 'paymentMethods', 'contactUs');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_published_locale" AS ENUM('th', 'en', 'zh-CN', 'zh-TW', 'vi');
  CREATE TYPE "public"."enum_legal_pages_key" AS ENUM('policy', 'terms', 'cookie');
  CREATE TYPE "public"."enum_legal_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__legal_pages_v_version_key" AS ENUM('policy', 'terms', 'cookie');
  CREATE TYPE "public"."enum__legal_pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__legal_pages_v_published_locale" AS ENUM('th', 'en', 'zh-CN', 'zh-TW', 'vi');
  CREATE TYPE "public"."enum_faq_entries_group" AS ENUM('general', 'prices', 'sending', 'payment', 'accounts');
  CREATE TYPE "public"."enum_faq_entries_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__faq_entries_v_version_group" AS ENUM('general', 'prices', 'sending', 'payment', 'accounts');
  CREATE TYPE "public"."enum__faq_entries_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__faq_entries_v_published_locale" AS ENUM('th', 'en', 'zh-CN', 'zh-TW', 'vi');
  CREATE TABLE "pages_home_hero_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_home_hero_points_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_home_why_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_pages_home_why_items_icon" DEFAULT 'check'
  );
  
  CREATE TABLE "pages_home_why_items_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_home_advantages_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_home_advantages_items_locales" (
  	"value" varchar,
  	"label" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_home_steps_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_home_steps_items_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_service_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_service_features_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_service_facts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_service_facts_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_overview_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_overview_figures_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_overview_api_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_overview_api_points_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" "enum_pages_key",
  	"home_hero_starting_price" numeric DEFAULT 0.17,
  	"home_hero_image_media_id" integer,
  	"home_licence_image_media_id" integer,
  	"home_trial_image_media_id" integer,
  	"updated_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "pages_locales" (
  	"title" varchar,
  	"heading" varchar,
  	"lead" varchar,
  	"body" jsonb,
  	"home_hero_eyebrow" varchar,
  	"home_hero_lead" varchar,
  	"home_hero_price_text" varchar,
  	"home_hero_image_alt" varchar,
  	"home_why_title" varchar,
  	"home_why_lead" varchar,
  	"home_services_title" varchar,
  	"home_services_lead" varchar,
  	"home_advantages_title" varchar,
  	"home_steps_title" varchar,
  	"home_licence_badge" varchar,
  	"home_licence_title" varchar,
  	"home_licence_text" varchar,
  	"home_licence_image_alt" varchar,
  	"home_trial_title" varchar,
  	"home_trial_text" varchar,
  	"home_trial_image_alt" varchar,
  	"home_lists_packages_title" varchar,
  	"home_lists_packages_lead" varchar,
  	"home_lists_customers_title" varchar,
  	"home_lists_blog_title" varchar,
  	"service_summary" varchar,
  	"service_features_title" varchar,
  	"service_facts_title" varchar,
  	"overview_api_title" varchar,
  	"overview_api_text" varchar,
  	"cta_title" varchar,
  	"cta_text" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_version_home_hero_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_version_home_hero_points_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_version_home_why_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__pages_v_version_home_why_items_icon" DEFAULT 'check',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_version_home_why_items_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_version_home_advantages_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_version_home_advantages_items_locales" (
  	"value" varchar,
  	"label" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_version_home_steps_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_version_home_steps_items_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_version_service_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_version_service_features_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_version_service_facts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_version_service_facts_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_version_overview_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_version_overview_figures_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_version_overview_api_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_version_overview_api_points_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_key" "enum__pages_v_version_key",
  	"version_home_hero_starting_price" numeric DEFAULT 0.17,
  	"version_home_hero_image_media_id" integer,
  	"version_home_licence_image_media_id" integer,
  	"version_home_trial_image_media_id" integer,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__pages_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_pages_v_locales" (
  	"version_title" varchar,
  	"version_heading" varchar,
  	"version_lead" varchar,
  	"version_body" jsonb,
  	"version_home_hero_eyebrow" varchar,
  	"version_home_hero_lead" varchar,
  	"version_home_hero_price_text" varchar,
  	"version_home_hero_image_alt" varchar,
  	"version_home_why_title" varchar,
  	"version_home_why_lead" varchar,
  	"version_home_services_title" varchar,
  	"version_home_services_lead" varchar,
  	"version_home_advantages_title" varchar,
  	"version_home_steps_title" varchar,
  	"version_home_licence_badge" varchar,
  	"version_home_licence_title" varchar,
  	"version_home_licence_text" varchar,
  	"version_home_licence_image_alt" varchar,
  	"version_home_trial_title" varchar,
  	"version_home_trial_text" varchar,
  	"version_home_trial_image_alt" varchar,
  	"version_home_lists_packages_title" varchar,
  	"version_home_lists_packages_lead" varchar,
  	"version_home_lists_customers_title" varchar,
  	"version_home_lists_blog_title" varchar,
  	"version_service_summary" varchar,
  	"version_service_features_title" varchar,
  	"version_service_facts_title" varchar,
  	"version_overview_api_title" varchar,
  	"version_overview_api_text" varchar,
  	"version_cta_title" varchar,
  	"version_cta_text" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "legal_pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" "enum_legal_pages_key",
  	"last_updated" timestamp(3) with time zone,
  	"updated_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_legal_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "legal_pages_locales" (
  	"title" varchar,
  	"heading" varchar,
  	"lead" varchar,
  	"body" jsonb,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_legal_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_key" "enum__legal_pages_v_version_key",
  	"version_last_updated" timestamp(3) with time zone,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__legal_pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__legal_pages_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_legal_pages_v_locales" (
  	"version_title" varchar,
  	"version_heading" varchar,
  	"version_lead" varchar,
  	"version_body" jsonb,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "faq_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"group" "enum_faq_entries_group" DEFAULT 'general',
  	"order" numeric DEFAULT 100,
  	"anchor" varchar,
  	"updated_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_faq_entries_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "faq_entries_locales" (
  	"question" varchar,
  	"answer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_faq_entries_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_group" "enum__faq_entries_v_version_group" DEFAULT 'general',
  	"version_order" numeric DEFAULT 100,
  	"version_anchor" varchar,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__faq_entries_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__faq_entries_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_faq_entries_v_locales" (
  	"version_question" varchar,
  	"version_answer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "pages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "legal_pages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "faq_entries_id" integer;
  ALTER TABLE "pages_home_hero_points" ADD CONSTRAINT "pages_home_hero_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_home_hero_points_locales" ADD CONSTRAINT "pages_home_hero_points_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_home_hero_points"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_home_why_items" ADD CONSTRAINT "pages_home_why_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_home_why_items_locales" ADD CONSTRAINT "pages_home_why_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_home_why_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_home_advantages_items" ADD CONSTRAINT "pages_home_advantages_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_home_advantages_items_locales" ADD CONSTRAINT "pages_home_advantages_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_home_advantages_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_home_steps_items" ADD CONSTRAINT "pages_home_steps_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_home_steps_items_locales" ADD CONSTRAINT "pages_home_steps_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_home_steps_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_service_features" ADD CONSTRAINT "pages_service_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_service_features_locales" ADD CONSTRAINT "pages_service_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_service_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_service_facts" ADD CONSTRAINT "pages_service_facts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_service_facts_locales" ADD CONSTRAINT "pages_service_facts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_service_facts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_overview_figures" ADD CONSTRAINT "pages_overview_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_overview_figures_locales" ADD CONSTRAINT "pages_overview_figures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_overview_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_overview_api_points" ADD CONSTRAINT "pages_overview_api_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_overview_api_points_locales" ADD CONSTRAINT "pages_overview_api_points_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_overview_api_points"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_home_hero_image_media_id_media_id_fk" FOREIGN KEY ("home_hero_image_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_home_licence_image_media_id_media_id_fk" FOREIGN KEY ("home_licence_image_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_home_trial_image_media_id_media_id_fk" FOREIGN KEY ("home_trial_image_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_home_hero_points" ADD CONSTRAINT "_pages_v_version_home_hero_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_home_hero_points_locales" ADD CONSTRAINT "_pages_v_version_home_hero_points_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_version_home_hero_points"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_home_why_items" ADD CONSTRAINT "_pages_v_version_home_why_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_home_why_items_locales" ADD CONSTRAINT "_pages_v_version_home_why_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_version_home_why_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_home_advantages_items" ADD CONSTRAINT "_pages_v_version_home_advantages_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_home_advantages_items_locales" ADD CONSTRAINT "_pages_v_version_home_advantages_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_version_home_advantages_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_home_steps_items" ADD CONSTRAINT "_pages_v_version_home_steps_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_home_steps_items_locales" ADD CONSTRAINT "_pages_v_version_home_steps_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_version_home_steps_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_service_features" ADD CONSTRAINT "_pages_v_version_service_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_service_features_locales" ADD CONSTRAINT "_pages_v_version_service_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_version_service_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_service_facts" ADD CONSTRAINT "_pages_v_version_service_facts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_service_facts_locales" ADD CONSTRAINT "_pages_v_version_service_facts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_version_service_facts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_overview_figures" ADD CONSTRAINT "_pages_v_version_overview_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_overview_figures_locales" ADD CONSTRAINT "_pages_v_version_overview_figures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_version_overview_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_overview_api_points" ADD CONSTRAINT "_pages_v_version_overview_api_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_overview_api_points_locales" ADD CONSTRAINT "_pages_v_version_overview_api_points_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_version_overview_api_points"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_home_hero_image_media_id_media_id_fk" FOREIGN KEY ("version_home_hero_image_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_home_licence_image_media_id_media_id_fk" FOREIGN KEY ("version_home_licence_image_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_home_trial_image_media_id_media_id_fk" FOREIGN KEY ("version_home_trial_image_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "legal_pages" ADD CONSTRAINT "legal_pages_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "legal_pages_locales" ADD CONSTRAINT "legal_pages_locales_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "legal_pages_locales" ADD CONSTRAINT "legal_pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."legal_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_legal_pages_v" ADD CONSTRAINT "_legal_pages_v_parent_id_legal_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."legal_pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_legal_pages_v" ADD CONSTRAINT "_legal_pages_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_legal_pages_v_locales" ADD CONSTRAINT "_legal_pages_v_locales_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_legal_pages_v_locales" ADD CONSTRAINT "_legal_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_legal_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faq_entries" ADD CONSTRAINT "faq_entries_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faq_entries_locales" ADD CONSTRAINT "faq_entries_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faq_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faq_entries_v" ADD CONSTRAINT "_faq_entries_v_parent_id_faq_entries_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."faq_entries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faq_entries_v" ADD CONSTRAINT "_faq_entries_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faq_entries_v_locales" ADD CONSTRAINT "_faq_entries_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faq_entries_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_home_hero_points_order_idx" ON "pages_home_hero_points" USING btree ("_order");
  CREATE INDEX "pages_home_hero_points_parent_id_idx" ON "pages_home_hero_points" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_home_hero_points_locales_locale_parent_id_unique" ON "pages_home_hero_points_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_home_why_items_order_idx" ON "pages_home_why_items" USING btree ("_order");
  CREATE INDEX "pages_home_why_items_parent_id_idx" ON "pages_home_why_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_home_why_items_locales_locale_parent_id_unique" ON "pages_home_why_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_home_advantages_items_order_idx" ON "pages_home_advantages_items" USING btree ("_order");
  CREATE INDEX "pages_home_advantages_items_parent_id_idx" ON "pages_home_advantages_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_home_advantages_items_locales_locale_parent_id_unique" ON "pages_home_advantages_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_home_steps_items_order_idx" ON "pages_home_steps_items" USING btree ("_order");
  CREATE INDEX "pages_home_steps_items_parent_id_idx" ON "pages_home_steps_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_home_steps_items_locales_locale_parent_id_unique" ON "pages_home_steps_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_service_features_order_idx" ON "pages_service_features" USING btree ("_order");
  CREATE INDEX "pages_service_features_parent_id_idx" ON "pages_service_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_service_features_locales_locale_parent_id_unique" ON "pages_service_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_service_facts_order_idx" ON "pages_service_facts" USING btree ("_order");
  CREATE INDEX "pages_service_facts_parent_id_idx" ON "pages_service_facts" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_service_facts_locales_locale_parent_id_unique" ON "pages_service_facts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_overview_figures_order_idx" ON "pages_overview_figures" USING btree ("_order");
  CREATE INDEX "pages_overview_figures_parent_id_idx" ON "pages_overview_figures" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_overview_figures_locales_locale_parent_id_unique" ON "pages_overview_figures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_overview_api_points_order_idx" ON "pages_overview_api_points" USING btree ("_order");
  CREATE INDEX "pages_overview_api_points_parent_id_idx" ON "pages_overview_api_points" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_overview_api_points_locales_locale_parent_id_unique" ON "pages_overview_api_points_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_key_idx" ON "pages" USING btree ("key");
  CREATE INDEX "pages_home_hero_image_home_hero_image_media_idx" ON "pages" USING btree ("home_hero_image_media_id");
  CREATE INDEX "pages_home_licence_image_home_licence_image_media_idx" ON "pages" USING btree ("home_licence_image_media_id");
  CREATE INDEX "pages_home_trial_image_home_trial_image_media_idx" ON "pages" USING btree ("home_trial_image_media_id");
  CREATE INDEX "pages_updated_by_idx" ON "pages" USING btree ("updated_by_id");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "pages_seo_seo_image_idx" ON "pages_locales" USING btree ("seo_image_id","_locale");
  CREATE UNIQUE INDEX "pages_locales_locale_parent_id_unique" ON "pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_version_home_hero_points_order_idx" ON "_pages_v_version_home_hero_points" USING btree ("_order");
  CREATE INDEX "_pages_v_version_home_hero_points_parent_id_idx" ON "_pages_v_version_home_hero_points" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_version_home_hero_points_locales_locale_parent_id_u" ON "_pages_v_version_home_hero_points_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_version_home_why_items_order_idx" ON "_pages_v_version_home_why_items" USING btree ("_order");
  CREATE INDEX "_pages_v_version_home_why_items_parent_id_idx" ON "_pages_v_version_home_why_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_version_home_why_items_locales_locale_parent_id_uni" ON "_pages_v_version_home_why_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_version_home_advantages_items_order_idx" ON "_pages_v_version_home_advantages_items" USING btree ("_order");
  CREATE INDEX "_pages_v_version_home_advantages_items_parent_id_idx" ON "_pages_v_version_home_advantages_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_version_home_advantages_items_locales_locale_parent" ON "_pages_v_version_home_advantages_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_version_home_steps_items_order_idx" ON "_pages_v_version_home_steps_items" USING btree ("_order");
  CREATE INDEX "_pages_v_version_home_steps_items_parent_id_idx" ON "_pages_v_version_home_steps_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_version_home_steps_items_locales_locale_parent_id_u" ON "_pages_v_version_home_steps_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_version_service_features_order_idx" ON "_pages_v_version_service_features" USING btree ("_order");
  CREATE INDEX "_pages_v_version_service_features_parent_id_idx" ON "_pages_v_version_service_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_version_service_features_locales_locale_parent_id_u" ON "_pages_v_version_service_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_version_service_facts_order_idx" ON "_pages_v_version_service_facts" USING btree ("_order");
  CREATE INDEX "_pages_v_version_service_facts_parent_id_idx" ON "_pages_v_version_service_facts" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_version_service_facts_locales_locale_parent_id_uniq" ON "_pages_v_version_service_facts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_version_overview_figures_order_idx" ON "_pages_v_version_overview_figures" USING btree ("_order");
  CREATE INDEX "_pages_v_version_overview_figures_parent_id_idx" ON "_pages_v_version_overview_figures" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_version_overview_figures_locales_locale_parent_id_u" ON "_pages_v_version_overview_figures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_version_overview_api_points_order_idx" ON "_pages_v_version_overview_api_points" USING btree ("_order");
  CREATE INDEX "_pages_v_version_overview_api_points_parent_id_idx" ON "_pages_v_version_overview_api_points" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_version_overview_api_points_locales_locale_parent_i" ON "_pages_v_version_overview_api_points_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_key_idx" ON "_pages_v" USING btree ("version_key");
  CREATE INDEX "_pages_v_version_home_hero_image_version_home_hero_image_idx" ON "_pages_v" USING btree ("version_home_hero_image_media_id");
  CREATE INDEX "_pages_v_version_home_licence_image_version_home_licence_idx" ON "_pages_v" USING btree ("version_home_licence_image_media_id");
  CREATE INDEX "_pages_v_version_home_trial_image_version_home_trial_ima_idx" ON "_pages_v" USING btree ("version_home_trial_image_media_id");
  CREATE INDEX "_pages_v_version_version_updated_by_idx" ON "_pages_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_snapshot_idx" ON "_pages_v" USING btree ("snapshot");
  CREATE INDEX "_pages_v_published_locale_idx" ON "_pages_v" USING btree ("published_locale");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE INDEX "_pages_v_version_seo_version_seo_image_idx" ON "_pages_v_locales" USING btree ("version_seo_image_id","_locale");
  CREATE UNIQUE INDEX "_pages_v_locales_locale_parent_id_unique" ON "_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "legal_pages_key_idx" ON "legal_pages" USING btree ("key");
  CREATE INDEX "legal_pages_updated_by_idx" ON "legal_pages" USING btree ("updated_by_id");
  CREATE INDEX "legal_pages_updated_at_idx" ON "legal_pages" USING btree ("updated_at");
  CREATE INDEX "legal_pages_created_at_idx" ON "legal_pages" USING btree ("created_at");
  CREATE INDEX "legal_pages__status_idx" ON "legal_pages" USING btree ("_status");
  CREATE INDEX "legal_pages_seo_seo_image_idx" ON "legal_pages_locales" USING btree ("seo_image_id","_locale");
  CREATE UNIQUE INDEX "legal_pages_locales_locale_parent_id_unique" ON "legal_pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_legal_pages_v_parent_idx" ON "_legal_pages_v" USING btree ("parent_id");
  CREATE INDEX "_legal_pages_v_version_version_key_idx" ON "_legal_pages_v" USING btree ("version_key");
  CREATE INDEX "_legal_pages_v_version_version_updated_by_idx" ON "_legal_pages_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_legal_pages_v_version_version_updated_at_idx" ON "_legal_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_legal_pages_v_version_version_created_at_idx" ON "_legal_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_legal_pages_v_version_version__status_idx" ON "_legal_pages_v" USING btree ("version__status");
  CREATE INDEX "_legal_pages_v_created_at_idx" ON "_legal_pages_v" USING btree ("created_at");
  CREATE INDEX "_legal_pages_v_updated_at_idx" ON "_legal_pages_v" USING btree ("updated_at");
  CREATE INDEX "_legal_pages_v_snapshot_idx" ON "_legal_pages_v" USING btree ("snapshot");
  CREATE INDEX "_legal_pages_v_published_locale_idx" ON "_legal_pages_v" USING btree ("published_locale");
  CREATE INDEX "_legal_pages_v_latest_idx" ON "_legal_pages_v" USING btree ("latest");
  CREATE INDEX "_legal_pages_v_autosave_idx" ON "_legal_pages_v" USING btree ("autosave");
  CREATE INDEX "_legal_pages_v_version_seo_version_seo_image_idx" ON "_legal_pages_v_locales" USING btree ("version_seo_image_id","_locale");
  CREATE UNIQUE INDEX "_legal_pages_v_locales_locale_parent_id_unique" ON "_legal_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "faq_entries_order_idx" ON "faq_entries" USING btree ("order");
  CREATE UNIQUE INDEX "faq_entries_anchor_idx" ON "faq_entries" USING btree ("anchor");
  CREATE INDEX "faq_entries_updated_by_idx" ON "faq_entries" USING btree ("updated_by_id");
  CREATE INDEX "faq_entries_updated_at_idx" ON "faq_entries" USING btree ("updated_at");
  CREATE INDEX "faq_entries_created_at_idx" ON "faq_entries" USING btree ("created_at");
  CREATE INDEX "faq_entries__status_idx" ON "faq_entries" USING btree ("_status");
  CREATE UNIQUE INDEX "faq_entries_locales_locale_parent_id_unique" ON "faq_entries_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_faq_entries_v_parent_idx" ON "_faq_entries_v" USING btree ("parent_id");
  CREATE INDEX "_faq_entries_v_version_version_order_idx" ON "_faq_entries_v" USING btree ("version_order");
  CREATE INDEX "_faq_entries_v_version_version_anchor_idx" ON "_faq_entries_v" USING btree ("version_anchor");
  CREATE INDEX "_faq_entries_v_version_version_updated_by_idx" ON "_faq_entries_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_faq_entries_v_version_version_updated_at_idx" ON "_faq_entries_v" USING btree ("version_updated_at");
  CREATE INDEX "_faq_entries_v_version_version_created_at_idx" ON "_faq_entries_v" USING btree ("version_created_at");
  CREATE INDEX "_faq_entries_v_version_version__status_idx" ON "_faq_entries_v" USING btree ("version__status");
  CREATE INDEX "_faq_entries_v_created_at_idx" ON "_faq_entries_v" USING btree ("created_at");
  CREATE INDEX "_faq_entries_v_updated_at_idx" ON "_faq_entries_v" USING btree ("updated_at");
  CREATE INDEX "_faq_entries_v_snapshot_idx" ON "_faq_entries_v" USING btree ("snapshot");
  CREATE INDEX "_faq_entries_v_published_locale_idx" ON "_faq_entries_v" USING btree ("published_locale");
  CREATE INDEX "_faq_entries_v_latest_idx" ON "_faq_entries_v" USING btree ("latest");
  CREATE INDEX "_faq_entries_v_autosave_idx" ON "_faq_entries_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_faq_entries_v_locales_locale_parent_id_unique" ON "_faq_entries_v_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_legal_pages_fk" FOREIGN KEY ("legal_pages_id") REFERENCES "public"."legal_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faq_entries_fk" FOREIGN KEY ("faq_entries_id") REFERENCES "public"."faq_entries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_legal_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("legal_pages_id");
  CREATE INDEX "payload_locked_documents_rels_faq_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("faq_entries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_home_hero_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_home_hero_points_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_home_why_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_home_why_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_home_advantages_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_home_advantages_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_home_steps_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_home_steps_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_service_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_service_features_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_service_facts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_service_facts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_overview_figures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_overview_figures_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_overview_api_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_overview_api_points_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_version_home_hero_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_version_home_hero_points_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_version_home_why_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_version_home_why_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_version_home_advantages_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_version_home_advantages_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_version_home_steps_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_version_home_steps_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_version_service_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_version_service_features_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_version_service_facts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_version_service_facts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_version_overview_figures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_version_overview_figures_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_version_overview_api_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_version_overview_api_points_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "legal_pages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "legal_pages_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_legal_pages_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_legal_pages_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faq_entries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faq_entries_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_faq_entries_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_faq_entries_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_home_hero_points" CASCADE;
  DROP TABLE "pages_home_hero_points_locales" CASCADE;
  DROP TABLE "pages_home_why_items" CASCADE;
  DROP TABLE "pages_home_why_items_locales" CASCADE;
  DROP TABLE "pages_home_advantages_items" CASCADE;
  DROP TABLE "pages_home_advantages_items_locales" CASCADE;
  DROP TABLE "pages_home_steps_items" CASCADE;
  DROP TABLE "pages_home_steps_items_locales" CASCADE;
  DROP TABLE "pages_service_features" CASCADE;
  DROP TABLE "pages_service_features_locales" CASCADE;
  DROP TABLE "pages_service_facts" CASCADE;
  DROP TABLE "pages_service_facts_locales" CASCADE;
  DROP TABLE "pages_overview_figures" CASCADE;
  DROP TABLE "pages_overview_figures_locales" CASCADE;
  DROP TABLE "pages_overview_api_points" CASCADE;
  DROP TABLE "pages_overview_api_points_locales" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "pages_locales" CASCADE;
  DROP TABLE "_pages_v_version_home_hero_points" CASCADE;
  DROP TABLE "_pages_v_version_home_hero_points_locales" CASCADE;
  DROP TABLE "_pages_v_version_home_why_items" CASCADE;
  DROP TABLE "_pages_v_version_home_why_items_locales" CASCADE;
  DROP TABLE "_pages_v_version_home_advantages_items" CASCADE;
  DROP TABLE "_pages_v_version_home_advantages_items_locales" CASCADE;
  DROP TABLE "_pages_v_version_home_steps_items" CASCADE;
  DROP TABLE "_pages_v_version_home_steps_items_locales" CASCADE;
  DROP TABLE "_pages_v_version_service_features" CASCADE;
  DROP TABLE "_pages_v_version_service_features_locales" CASCADE;
  DROP TABLE "_pages_v_version_service_facts" CASCADE;
  DROP TABLE "_pages_v_version_service_facts_locales" CASCADE;
  DROP TABLE "_pages_v_version_overview_figures" CASCADE;
  DROP TABLE "_pages_v_version_overview_figures_locales" CASCADE;
  DROP TABLE "_pages_v_version_overview_api_points" CASCADE;
  DROP TABLE "_pages_v_version_overview_api_points_locales" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "_pages_v_locales" CASCADE;
  DROP TABLE "legal_pages" CASCADE;
  DROP TABLE "legal_pages_locales" CASCADE;
  DROP TABLE "_legal_pages_v" CASCADE;
  DROP TABLE "_legal_pages_v_locales" CASCADE;
  DROP TABLE "faq_entries" CASCADE;
  DROP TABLE "faq_entries_locales" CASCADE;
  DROP TABLE "_faq_entries_v" CASCADE;
  DROP TABLE "_faq_entries_v_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_pages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_legal_pages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_faq_entries_fk";
  
  DROP INDEX "payload_locked_documents_rels_pages_id_idx";
  DROP INDEX "payload_locked_documents_rels_legal_pages_id_idx";
  DROP INDEX "payload_locked_documents_rels_faq_entries_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "pages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "legal_pages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "faq_entries_id";
  DROP TYPE "public"."enum_pages_home_why_items_icon";
  DROP TYPE "public"."enum_pages_key";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_version_home_why_items_icon";
  DROP TYPE "public"."enum__pages_v_version_key";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum__pages_v_published_locale";
  DROP TYPE "public"."enum_legal_pages_key";
  DROP TYPE "public"."enum_legal_pages_status";
  DROP TYPE "public"."enum__legal_pages_v_version_key";
  DROP TYPE "public"."enum__legal_pages_v_version_status";
  DROP TYPE "public"."enum__legal_pages_v_published_locale";
  DROP TYPE "public"."enum_faq_entries_group";
  DROP TYPE "public"."enum_faq_entries_status";
  DROP TYPE "public"."enum__faq_entries_v_version_group";
  DROP TYPE "public"."enum__faq_entries_v_version_status";
  DROP TYPE "public"."enum__faq_entries_v_published_locale";`)
}
