import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('th', 'en', 'zh-CN', 'zh-TW', 'vi');
  CREATE TYPE "public"."enum_posts_type" AS ENUM('article', 'news', 'guide', 'case-study');
  CREATE TYPE "public"."enum_posts_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__posts_v_version_type" AS ENUM('article', 'news', 'guide', 'case-study');
  CREATE TYPE "public"."enum__posts_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__posts_v_published_locale" AS ENUM('th', 'en', 'zh-CN', 'zh-TW', 'vi');
  CREATE TYPE "public"."enum_categories_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__categories_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__categories_v_published_locale" AS ENUM('th', 'en', 'zh-CN', 'zh-TW', 'vi');
  CREATE TYPE "public"."enum_packages_service_life_unit" AS ENUM('years', 'months');
  CREATE TYPE "public"."enum_packages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__packages_v_version_service_life_unit" AS ENUM('years', 'months');
  CREATE TYPE "public"."enum__packages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__packages_v_published_locale" AS ENUM('th', 'en', 'zh-CN', 'zh-TW', 'vi');
  CREATE TYPE "public"."enum_price_ranges_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__price_ranges_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__price_ranges_v_published_locale" AS ENUM('th', 'en', 'zh-CN', 'zh-TW', 'vi');
  CREATE TYPE "public"."enum_promotions_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__promotions_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__promotions_v_published_locale" AS ENUM('th', 'en', 'zh-CN', 'zh-TW', 'vi');
  CREATE TYPE "public"."enum_customers_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__customers_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__customers_v_published_locale" AS ENUM('th', 'en', 'zh-CN', 'zh-TW', 'vi');
  CREATE TYPE "public"."enum_popups_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__popups_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__popups_v_published_locale" AS ENUM('th', 'en', 'zh-CN', 'zh-TW', 'vi');
  CREATE TYPE "public"."enum_contact_submissions_locale" AS ENUM('th', 'en', 'zh-CN', 'zh-TW', 'vi');
  CREATE TYPE "public"."enum_contact_submissions_status" AS ENUM('pending', 'sending', 'sent', 'failed');
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor', 'support');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_config_contact_type" AS ENUM('phone', 'email', 'line', 'facebook', 'messenger', 'other');
  CREATE TYPE "public"."enum_config_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__config_v_version_contact_type" AS ENUM('phone', 'email', 'line', 'facebook', 'messenger', 'other');
  CREATE TYPE "public"."enum__config_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__config_v_published_locale" AS ENUM('th', 'en', 'zh-CN', 'zh-TW', 'vi');
  CREATE TABLE "posts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"path" varchar,
  	"type" "enum_posts_type" DEFAULT 'article',
  	"category_id" integer,
  	"published_at" timestamp(3) with time zone,
  	"is_active" boolean DEFAULT true,
  	"updated_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_posts_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "posts_locales" (
  	"topic" varchar,
  	"cover_id" integer,
  	"body" jsonb,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_posts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_path" varchar,
  	"version_type" "enum__posts_v_version_type" DEFAULT 'article',
  	"version_category_id" integer,
  	"version_published_at" timestamp(3) with time zone,
  	"version_is_active" boolean DEFAULT true,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__posts_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__posts_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_posts_v_locales" (
  	"version_topic" varchar,
  	"version_cover_id" integer,
  	"version_body" jsonb,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"color" varchar DEFAULT '#1a73e8',
  	"is_active" boolean DEFAULT true,
  	"updated_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_categories_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "categories_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_categories_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_color" varchar DEFAULT '#1a73e8',
  	"version_is_active" boolean DEFAULT true,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__categories_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__categories_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_categories_v_locales" (
  	"version_name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "packages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"app_package_id" varchar,
  	"price" numeric,
  	"credit" numeric,
  	"price_per_message" numeric,
  	"service_life" numeric DEFAULT 1,
  	"service_life_unit" "enum_packages_service_life_unit" DEFAULT 'years',
  	"total_urls" numeric DEFAULT 0,
  	"free_url_tracking" boolean DEFAULT false,
  	"sort_order" numeric DEFAULT 0,
  	"is_active" boolean DEFAULT true,
  	"is_popular" boolean DEFAULT false,
  	"is_recommend" boolean DEFAULT false,
  	"display_home_page" boolean DEFAULT false,
  	"updated_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_packages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "packages_locales" (
  	"package_name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_packages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_app_package_id" varchar,
  	"version_price" numeric,
  	"version_credit" numeric,
  	"version_price_per_message" numeric,
  	"version_service_life" numeric DEFAULT 1,
  	"version_service_life_unit" "enum__packages_v_version_service_life_unit" DEFAULT 'years',
  	"version_total_urls" numeric DEFAULT 0,
  	"version_free_url_tracking" boolean DEFAULT false,
  	"version_sort_order" numeric DEFAULT 0,
  	"version_is_active" boolean DEFAULT true,
  	"version_is_popular" boolean DEFAULT false,
  	"version_is_recommend" boolean DEFAULT false,
  	"version_display_home_page" boolean DEFAULT false,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__packages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__packages_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_packages_v_locales" (
  	"version_package_name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "price_ranges" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"min_credits" numeric,
  	"max_credits" numeric,
  	"price_per_message" numeric,
  	"is_active" boolean DEFAULT true,
  	"updated_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_price_ranges_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_price_ranges_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_min_credits" numeric,
  	"version_max_credits" numeric,
  	"version_price_per_message" numeric,
  	"version_is_active" boolean DEFAULT true,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__price_ranges_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__price_ranges_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "promotions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar,
  	"image_id" integer,
  	"start_date" timestamp(3) with time zone,
  	"end_date" timestamp(3) with time zone,
  	"is_active" boolean DEFAULT true,
  	"updated_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_promotions_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "promotions_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_promotions_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_code" varchar,
  	"version_image_id" integer,
  	"version_start_date" timestamp(3) with time zone,
  	"version_end_date" timestamp(3) with time zone,
  	"version_is_active" boolean DEFAULT true,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__promotions_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__promotions_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_promotions_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "customers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"logo_id" integer,
  	"sort_order" numeric DEFAULT 0,
  	"updated_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_customers_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_customers_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_logo_id" integer,
  	"version_sort_order" numeric DEFAULT 0,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__customers_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__customers_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "popups" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"image_id" integer,
  	"url_redirect" varchar,
  	"is_active" boolean DEFAULT false,
  	"updated_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_popups_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_popups_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_image_id" integer,
  	"version_url_redirect" varchar,
  	"version_is_active" boolean DEFAULT false,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__popups_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__popups_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"prefix" varchar DEFAULT '',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_hero_url" varchar,
  	"sizes_hero_width" numeric,
  	"sizes_hero_height" numeric,
  	"sizes_hero_mime_type" varchar,
  	"sizes_hero_filesize" numeric,
  	"sizes_hero_filename" varchar
  );
  
  CREATE TABLE "media_locales" (
  	"alt" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "contact_submissions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"service" varchar NOT NULL,
  	"message" varchar NOT NULL,
  	"locale" "enum_contact_submissions_locale",
  	"status" "enum_contact_submissions_status" DEFAULT 'pending' NOT NULL,
  	"attempts" numeric DEFAULT 0,
  	"delivered_at" timestamp(3) with time zone,
  	"last_error" varchar,
  	"next_attempt_at" timestamp(3) with time zone,
  	"claim_token" varchar,
  	"claimed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "users_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"username" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"posts_id" integer,
  	"categories_id" integer,
  	"packages_id" integer,
  	"price_ranges_id" integer,
  	"promotions_id" integer,
  	"customers_id" integer,
  	"popups_id" integer,
  	"media_id" integer,
  	"contact_submissions_id" integer,
  	"redirects_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "config_contact" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_config_contact_type" DEFAULT 'other',
  	"link" varchar,
  	"icon" varchar,
  	"is_active" boolean DEFAULT true
  );
  
  CREATE TABLE "config_contact_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "config_bank_accounts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"account_number" varchar
  );
  
  CREATE TABLE "config_bank_accounts_locales" (
  	"bank" varchar,
  	"account_name" varchar,
  	"branch" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "config" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_name" varchar DEFAULT 'SabaiSMS',
  	"app_domain" varchar DEFAULT 'https://app.sabaisms.example',
  	"free_trial_link" varchar DEFAULT '/Register',
  	"login_link" varchar DEFAULT '/login',
  	"buy_now_link" varchar DEFAULT '/Loading',
  	"phone_number" varchar,
  	"email_submit_form" varchar,
  	"line_contact_label" varchar,
  	"line_contact_link" varchar,
  	"facebook_page_id" varchar,
  	"facebook_chat_enabled" boolean DEFAULT false,
  	"updated_by_id" integer,
  	"_status" "enum_config_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "config_locales" (
  	"company_name" varchar,
  	"address" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_config_v_version_contact" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "enum__config_v_version_contact_type" DEFAULT 'other',
  	"link" varchar,
  	"icon" varchar,
  	"is_active" boolean DEFAULT true,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_config_v_version_contact_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_config_v_version_bank_accounts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"account_number" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_config_v_version_bank_accounts_locales" (
  	"bank" varchar,
  	"account_name" varchar,
  	"branch" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_config_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_site_name" varchar DEFAULT 'SabaiSMS',
  	"version_app_domain" varchar DEFAULT 'https://app.sabaisms.example',
  	"version_free_trial_link" varchar DEFAULT '/Register',
  	"version_login_link" varchar DEFAULT '/login',
  	"version_buy_now_link" varchar DEFAULT '/Loading',
  	"version_phone_number" varchar,
  	"version_email_submit_form" varchar,
  	"version_line_contact_label" varchar,
  	"version_line_contact_link" varchar,
  	"version_facebook_page_id" varchar,
  	"version_facebook_chat_enabled" boolean DEFAULT false,
  	"version_updated_by_id" integer,
  	"version__status" "enum__config_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__config_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_config_v_locales" (
  	"version_company_name" varchar,
  	"version_address" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "posts" ADD CONSTRAINT "posts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_locales" ADD CONSTRAINT "posts_locales_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_locales" ADD CONSTRAINT "posts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_parent_id_posts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_category_id_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_locales" ADD CONSTRAINT "_posts_v_locales_version_cover_id_media_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_locales" ADD CONSTRAINT "_posts_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories" ADD CONSTRAINT "categories_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "categories_locales" ADD CONSTRAINT "categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_categories_v" ADD CONSTRAINT "_categories_v_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_categories_v" ADD CONSTRAINT "_categories_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_categories_v_locales" ADD CONSTRAINT "_categories_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_categories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "packages" ADD CONSTRAINT "packages_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "packages_locales" ADD CONSTRAINT "packages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_packages_v" ADD CONSTRAINT "_packages_v_parent_id_packages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."packages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_packages_v" ADD CONSTRAINT "_packages_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_packages_v_locales" ADD CONSTRAINT "_packages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_packages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "price_ranges" ADD CONSTRAINT "price_ranges_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_price_ranges_v" ADD CONSTRAINT "_price_ranges_v_parent_id_price_ranges_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."price_ranges"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_price_ranges_v" ADD CONSTRAINT "_price_ranges_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "promotions" ADD CONSTRAINT "promotions_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "promotions" ADD CONSTRAINT "promotions_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "promotions_locales" ADD CONSTRAINT "promotions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_promotions_v" ADD CONSTRAINT "_promotions_v_parent_id_promotions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."promotions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_promotions_v" ADD CONSTRAINT "_promotions_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_promotions_v" ADD CONSTRAINT "_promotions_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_promotions_v_locales" ADD CONSTRAINT "_promotions_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_promotions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "customers" ADD CONSTRAINT "customers_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "customers" ADD CONSTRAINT "customers_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_customers_v" ADD CONSTRAINT "_customers_v_parent_id_customers_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_customers_v" ADD CONSTRAINT "_customers_v_version_logo_id_media_id_fk" FOREIGN KEY ("version_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_customers_v" ADD CONSTRAINT "_customers_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "popups" ADD CONSTRAINT "popups_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "popups" ADD CONSTRAINT "popups_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_popups_v" ADD CONSTRAINT "_popups_v_parent_id_popups_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."popups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_popups_v" ADD CONSTRAINT "_popups_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_popups_v" ADD CONSTRAINT "_popups_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_roles" ADD CONSTRAINT "users_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_packages_fk" FOREIGN KEY ("packages_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_price_ranges_fk" FOREIGN KEY ("price_ranges_id") REFERENCES "public"."price_ranges"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_promotions_fk" FOREIGN KEY ("promotions_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_customers_fk" FOREIGN KEY ("customers_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_popups_fk" FOREIGN KEY ("popups_id") REFERENCES "public"."popups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_submissions_fk" FOREIGN KEY ("contact_submissions_id") REFERENCES "public"."contact_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "config_contact" ADD CONSTRAINT "config_contact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."config"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "config_contact_locales" ADD CONSTRAINT "config_contact_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."config_contact"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "config_bank_accounts" ADD CONSTRAINT "config_bank_accounts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."config"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "config_bank_accounts_locales" ADD CONSTRAINT "config_bank_accounts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."config_bank_accounts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "config" ADD CONSTRAINT "config_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "config_locales" ADD CONSTRAINT "config_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."config"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_config_v_version_contact" ADD CONSTRAINT "_config_v_version_contact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_config_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_config_v_version_contact_locales" ADD CONSTRAINT "_config_v_version_contact_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_config_v_version_contact"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_config_v_version_bank_accounts" ADD CONSTRAINT "_config_v_version_bank_accounts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_config_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_config_v_version_bank_accounts_locales" ADD CONSTRAINT "_config_v_version_bank_accounts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_config_v_version_bank_accounts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_config_v" ADD CONSTRAINT "_config_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_config_v_locales" ADD CONSTRAINT "_config_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_config_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "posts_path_idx" ON "posts" USING btree ("path");
  CREATE INDEX "posts_category_idx" ON "posts" USING btree ("category_id");
  CREATE INDEX "posts_published_at_idx" ON "posts" USING btree ("published_at");
  CREATE INDEX "posts_is_active_idx" ON "posts" USING btree ("is_active");
  CREATE INDEX "posts_updated_by_idx" ON "posts" USING btree ("updated_by_id");
  CREATE INDEX "posts_updated_at_idx" ON "posts" USING btree ("updated_at");
  CREATE INDEX "posts_created_at_idx" ON "posts" USING btree ("created_at");
  CREATE INDEX "posts__status_idx" ON "posts" USING btree ("_status");
  CREATE INDEX "posts_cover_idx" ON "posts_locales" USING btree ("cover_id","_locale");
  CREATE UNIQUE INDEX "posts_locales_locale_parent_id_unique" ON "posts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_posts_v_parent_idx" ON "_posts_v" USING btree ("parent_id");
  CREATE INDEX "_posts_v_version_version_path_idx" ON "_posts_v" USING btree ("version_path");
  CREATE INDEX "_posts_v_version_version_category_idx" ON "_posts_v" USING btree ("version_category_id");
  CREATE INDEX "_posts_v_version_version_published_at_idx" ON "_posts_v" USING btree ("version_published_at");
  CREATE INDEX "_posts_v_version_version_is_active_idx" ON "_posts_v" USING btree ("version_is_active");
  CREATE INDEX "_posts_v_version_version_updated_by_idx" ON "_posts_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_posts_v_version_version_updated_at_idx" ON "_posts_v" USING btree ("version_updated_at");
  CREATE INDEX "_posts_v_version_version_created_at_idx" ON "_posts_v" USING btree ("version_created_at");
  CREATE INDEX "_posts_v_version_version__status_idx" ON "_posts_v" USING btree ("version__status");
  CREATE INDEX "_posts_v_created_at_idx" ON "_posts_v" USING btree ("created_at");
  CREATE INDEX "_posts_v_updated_at_idx" ON "_posts_v" USING btree ("updated_at");
  CREATE INDEX "_posts_v_snapshot_idx" ON "_posts_v" USING btree ("snapshot");
  CREATE INDEX "_posts_v_published_locale_idx" ON "_posts_v" USING btree ("published_locale");
  CREATE INDEX "_posts_v_latest_idx" ON "_posts_v" USING btree ("latest");
  CREATE INDEX "_posts_v_autosave_idx" ON "_posts_v" USING btree ("autosave");
  CREATE INDEX "_posts_v_version_version_cover_idx" ON "_posts_v_locales" USING btree ("version_cover_id","_locale");
  CREATE UNIQUE INDEX "_posts_v_locales_locale_parent_id_unique" ON "_posts_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "categories_is_active_idx" ON "categories" USING btree ("is_active");
  CREATE INDEX "categories_updated_by_idx" ON "categories" USING btree ("updated_by_id");
  CREATE INDEX "categories_updated_at_idx" ON "categories" USING btree ("updated_at");
  CREATE INDEX "categories_created_at_idx" ON "categories" USING btree ("created_at");
  CREATE INDEX "categories__status_idx" ON "categories" USING btree ("_status");
  CREATE UNIQUE INDEX "categories_locales_locale_parent_id_unique" ON "categories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_categories_v_parent_idx" ON "_categories_v" USING btree ("parent_id");
  CREATE INDEX "_categories_v_version_version_is_active_idx" ON "_categories_v" USING btree ("version_is_active");
  CREATE INDEX "_categories_v_version_version_updated_by_idx" ON "_categories_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_categories_v_version_version_updated_at_idx" ON "_categories_v" USING btree ("version_updated_at");
  CREATE INDEX "_categories_v_version_version_created_at_idx" ON "_categories_v" USING btree ("version_created_at");
  CREATE INDEX "_categories_v_version_version__status_idx" ON "_categories_v" USING btree ("version__status");
  CREATE INDEX "_categories_v_created_at_idx" ON "_categories_v" USING btree ("created_at");
  CREATE INDEX "_categories_v_updated_at_idx" ON "_categories_v" USING btree ("updated_at");
  CREATE INDEX "_categories_v_snapshot_idx" ON "_categories_v" USING btree ("snapshot");
  CREATE INDEX "_categories_v_published_locale_idx" ON "_categories_v" USING btree ("published_locale");
  CREATE INDEX "_categories_v_latest_idx" ON "_categories_v" USING btree ("latest");
  CREATE INDEX "_categories_v_autosave_idx" ON "_categories_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_categories_v_locales_locale_parent_id_unique" ON "_categories_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "packages_app_package_id_idx" ON "packages" USING btree ("app_package_id");
  CREATE INDEX "packages_is_active_idx" ON "packages" USING btree ("is_active");
  CREATE INDEX "packages_updated_by_idx" ON "packages" USING btree ("updated_by_id");
  CREATE INDEX "packages_updated_at_idx" ON "packages" USING btree ("updated_at");
  CREATE INDEX "packages_created_at_idx" ON "packages" USING btree ("created_at");
  CREATE INDEX "packages__status_idx" ON "packages" USING btree ("_status");
  CREATE UNIQUE INDEX "packages_locales_locale_parent_id_unique" ON "packages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_packages_v_parent_idx" ON "_packages_v" USING btree ("parent_id");
  CREATE INDEX "_packages_v_version_version_app_package_id_idx" ON "_packages_v" USING btree ("version_app_package_id");
  CREATE INDEX "_packages_v_version_version_is_active_idx" ON "_packages_v" USING btree ("version_is_active");
  CREATE INDEX "_packages_v_version_version_updated_by_idx" ON "_packages_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_packages_v_version_version_updated_at_idx" ON "_packages_v" USING btree ("version_updated_at");
  CREATE INDEX "_packages_v_version_version_created_at_idx" ON "_packages_v" USING btree ("version_created_at");
  CREATE INDEX "_packages_v_version_version__status_idx" ON "_packages_v" USING btree ("version__status");
  CREATE INDEX "_packages_v_created_at_idx" ON "_packages_v" USING btree ("created_at");
  CREATE INDEX "_packages_v_updated_at_idx" ON "_packages_v" USING btree ("updated_at");
  CREATE INDEX "_packages_v_snapshot_idx" ON "_packages_v" USING btree ("snapshot");
  CREATE INDEX "_packages_v_published_locale_idx" ON "_packages_v" USING btree ("published_locale");
  CREATE INDEX "_packages_v_latest_idx" ON "_packages_v" USING btree ("latest");
  CREATE INDEX "_packages_v_autosave_idx" ON "_packages_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_packages_v_locales_locale_parent_id_unique" ON "_packages_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "price_ranges_is_active_idx" ON "price_ranges" USING btree ("is_active");
  CREATE INDEX "price_ranges_updated_by_idx" ON "price_ranges" USING btree ("updated_by_id");
  CREATE INDEX "price_ranges_updated_at_idx" ON "price_ranges" USING btree ("updated_at");
  CREATE INDEX "price_ranges_created_at_idx" ON "price_ranges" USING btree ("created_at");
  CREATE INDEX "price_ranges__status_idx" ON "price_ranges" USING btree ("_status");
  CREATE INDEX "_price_ranges_v_parent_idx" ON "_price_ranges_v" USING btree ("parent_id");
  CREATE INDEX "_price_ranges_v_version_version_is_active_idx" ON "_price_ranges_v" USING btree ("version_is_active");
  CREATE INDEX "_price_ranges_v_version_version_updated_by_idx" ON "_price_ranges_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_price_ranges_v_version_version_updated_at_idx" ON "_price_ranges_v" USING btree ("version_updated_at");
  CREATE INDEX "_price_ranges_v_version_version_created_at_idx" ON "_price_ranges_v" USING btree ("version_created_at");
  CREATE INDEX "_price_ranges_v_version_version__status_idx" ON "_price_ranges_v" USING btree ("version__status");
  CREATE INDEX "_price_ranges_v_created_at_idx" ON "_price_ranges_v" USING btree ("created_at");
  CREATE INDEX "_price_ranges_v_updated_at_idx" ON "_price_ranges_v" USING btree ("updated_at");
  CREATE INDEX "_price_ranges_v_snapshot_idx" ON "_price_ranges_v" USING btree ("snapshot");
  CREATE INDEX "_price_ranges_v_published_locale_idx" ON "_price_ranges_v" USING btree ("published_locale");
  CREATE INDEX "_price_ranges_v_latest_idx" ON "_price_ranges_v" USING btree ("latest");
  CREATE INDEX "_price_ranges_v_autosave_idx" ON "_price_ranges_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "promotions_code_idx" ON "promotions" USING btree ("code");
  CREATE INDEX "promotions_image_idx" ON "promotions" USING btree ("image_id");
  CREATE INDEX "promotions_start_date_idx" ON "promotions" USING btree ("start_date");
  CREATE INDEX "promotions_end_date_idx" ON "promotions" USING btree ("end_date");
  CREATE INDEX "promotions_is_active_idx" ON "promotions" USING btree ("is_active");
  CREATE INDEX "promotions_updated_by_idx" ON "promotions" USING btree ("updated_by_id");
  CREATE INDEX "promotions_updated_at_idx" ON "promotions" USING btree ("updated_at");
  CREATE INDEX "promotions_created_at_idx" ON "promotions" USING btree ("created_at");
  CREATE INDEX "promotions__status_idx" ON "promotions" USING btree ("_status");
  CREATE UNIQUE INDEX "promotions_locales_locale_parent_id_unique" ON "promotions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_promotions_v_parent_idx" ON "_promotions_v" USING btree ("parent_id");
  CREATE INDEX "_promotions_v_version_version_code_idx" ON "_promotions_v" USING btree ("version_code");
  CREATE INDEX "_promotions_v_version_version_image_idx" ON "_promotions_v" USING btree ("version_image_id");
  CREATE INDEX "_promotions_v_version_version_start_date_idx" ON "_promotions_v" USING btree ("version_start_date");
  CREATE INDEX "_promotions_v_version_version_end_date_idx" ON "_promotions_v" USING btree ("version_end_date");
  CREATE INDEX "_promotions_v_version_version_is_active_idx" ON "_promotions_v" USING btree ("version_is_active");
  CREATE INDEX "_promotions_v_version_version_updated_by_idx" ON "_promotions_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_promotions_v_version_version_updated_at_idx" ON "_promotions_v" USING btree ("version_updated_at");
  CREATE INDEX "_promotions_v_version_version_created_at_idx" ON "_promotions_v" USING btree ("version_created_at");
  CREATE INDEX "_promotions_v_version_version__status_idx" ON "_promotions_v" USING btree ("version__status");
  CREATE INDEX "_promotions_v_created_at_idx" ON "_promotions_v" USING btree ("created_at");
  CREATE INDEX "_promotions_v_updated_at_idx" ON "_promotions_v" USING btree ("updated_at");
  CREATE INDEX "_promotions_v_snapshot_idx" ON "_promotions_v" USING btree ("snapshot");
  CREATE INDEX "_promotions_v_published_locale_idx" ON "_promotions_v" USING btree ("published_locale");
  CREATE INDEX "_promotions_v_latest_idx" ON "_promotions_v" USING btree ("latest");
  CREATE INDEX "_promotions_v_autosave_idx" ON "_promotions_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_promotions_v_locales_locale_parent_id_unique" ON "_promotions_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "customers_name_idx" ON "customers" USING btree ("name");
  CREATE INDEX "customers_logo_idx" ON "customers" USING btree ("logo_id");
  CREATE INDEX "customers_updated_by_idx" ON "customers" USING btree ("updated_by_id");
  CREATE INDEX "customers_updated_at_idx" ON "customers" USING btree ("updated_at");
  CREATE INDEX "customers_created_at_idx" ON "customers" USING btree ("created_at");
  CREATE INDEX "customers__status_idx" ON "customers" USING btree ("_status");
  CREATE INDEX "_customers_v_parent_idx" ON "_customers_v" USING btree ("parent_id");
  CREATE INDEX "_customers_v_version_version_name_idx" ON "_customers_v" USING btree ("version_name");
  CREATE INDEX "_customers_v_version_version_logo_idx" ON "_customers_v" USING btree ("version_logo_id");
  CREATE INDEX "_customers_v_version_version_updated_by_idx" ON "_customers_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_customers_v_version_version_updated_at_idx" ON "_customers_v" USING btree ("version_updated_at");
  CREATE INDEX "_customers_v_version_version_created_at_idx" ON "_customers_v" USING btree ("version_created_at");
  CREATE INDEX "_customers_v_version_version__status_idx" ON "_customers_v" USING btree ("version__status");
  CREATE INDEX "_customers_v_created_at_idx" ON "_customers_v" USING btree ("created_at");
  CREATE INDEX "_customers_v_updated_at_idx" ON "_customers_v" USING btree ("updated_at");
  CREATE INDEX "_customers_v_snapshot_idx" ON "_customers_v" USING btree ("snapshot");
  CREATE INDEX "_customers_v_published_locale_idx" ON "_customers_v" USING btree ("published_locale");
  CREATE INDEX "_customers_v_latest_idx" ON "_customers_v" USING btree ("latest");
  CREATE INDEX "_customers_v_autosave_idx" ON "_customers_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "popups_name_idx" ON "popups" USING btree ("name");
  CREATE INDEX "popups_image_idx" ON "popups" USING btree ("image_id");
  CREATE INDEX "popups_is_active_idx" ON "popups" USING btree ("is_active");
  CREATE INDEX "popups_updated_by_idx" ON "popups" USING btree ("updated_by_id");
  CREATE INDEX "popups_updated_at_idx" ON "popups" USING btree ("updated_at");
  CREATE INDEX "popups_created_at_idx" ON "popups" USING btree ("created_at");
  CREATE INDEX "popups__status_idx" ON "popups" USING btree ("_status");
  CREATE INDEX "_popups_v_parent_idx" ON "_popups_v" USING btree ("parent_id");
  CREATE INDEX "_popups_v_version_version_name_idx" ON "_popups_v" USING btree ("version_name");
  CREATE INDEX "_popups_v_version_version_image_idx" ON "_popups_v" USING btree ("version_image_id");
  CREATE INDEX "_popups_v_version_version_is_active_idx" ON "_popups_v" USING btree ("version_is_active");
  CREATE INDEX "_popups_v_version_version_updated_by_idx" ON "_popups_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_popups_v_version_version_updated_at_idx" ON "_popups_v" USING btree ("version_updated_at");
  CREATE INDEX "_popups_v_version_version_created_at_idx" ON "_popups_v" USING btree ("version_created_at");
  CREATE INDEX "_popups_v_version_version__status_idx" ON "_popups_v" USING btree ("version__status");
  CREATE INDEX "_popups_v_created_at_idx" ON "_popups_v" USING btree ("created_at");
  CREATE INDEX "_popups_v_updated_at_idx" ON "_popups_v" USING btree ("updated_at");
  CREATE INDEX "_popups_v_snapshot_idx" ON "_popups_v" USING btree ("snapshot");
  CREATE INDEX "_popups_v_published_locale_idx" ON "_popups_v" USING btree ("published_locale");
  CREATE INDEX "_popups_v_latest_idx" ON "_popups_v" USING btree ("latest");
  CREATE INDEX "_popups_v_autosave_idx" ON "_popups_v" USING btree ("autosave");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_hero_sizes_hero_filename_idx" ON "media" USING btree ("sizes_hero_filename");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "contact_submissions_status_idx" ON "contact_submissions" USING btree ("status");
  CREATE INDEX "contact_submissions_next_attempt_at_idx" ON "contact_submissions" USING btree ("next_attempt_at");
  CREATE INDEX "contact_submissions_updated_at_idx" ON "contact_submissions" USING btree ("updated_at");
  CREATE INDEX "contact_submissions_created_at_idx" ON "contact_submissions" USING btree ("created_at");
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE INDEX "users_roles_order_idx" ON "users_roles" USING btree ("order");
  CREATE INDEX "users_roles_parent_idx" ON "users_roles" USING btree ("parent_id");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "users_username_idx" ON "users" USING btree ("username");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_posts_id_idx" ON "payload_locked_documents_rels" USING btree ("posts_id");
  CREATE INDEX "payload_locked_documents_rels_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("categories_id");
  CREATE INDEX "payload_locked_documents_rels_packages_id_idx" ON "payload_locked_documents_rels" USING btree ("packages_id");
  CREATE INDEX "payload_locked_documents_rels_price_ranges_id_idx" ON "payload_locked_documents_rels" USING btree ("price_ranges_id");
  CREATE INDEX "payload_locked_documents_rels_promotions_id_idx" ON "payload_locked_documents_rels" USING btree ("promotions_id");
  CREATE INDEX "payload_locked_documents_rels_customers_id_idx" ON "payload_locked_documents_rels" USING btree ("customers_id");
  CREATE INDEX "payload_locked_documents_rels_popups_id_idx" ON "payload_locked_documents_rels" USING btree ("popups_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_contact_submissions_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_submissions_id");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "config_contact_order_idx" ON "config_contact" USING btree ("_order");
  CREATE INDEX "config_contact_parent_id_idx" ON "config_contact" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "config_contact_locales_locale_parent_id_unique" ON "config_contact_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "config_bank_accounts_order_idx" ON "config_bank_accounts" USING btree ("_order");
  CREATE INDEX "config_bank_accounts_parent_id_idx" ON "config_bank_accounts" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "config_bank_accounts_locales_locale_parent_id_unique" ON "config_bank_accounts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "config_updated_by_idx" ON "config" USING btree ("updated_by_id");
  CREATE INDEX "config__status_idx" ON "config" USING btree ("_status");
  CREATE UNIQUE INDEX "config_locales_locale_parent_id_unique" ON "config_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_config_v_version_contact_order_idx" ON "_config_v_version_contact" USING btree ("_order");
  CREATE INDEX "_config_v_version_contact_parent_id_idx" ON "_config_v_version_contact" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_config_v_version_contact_locales_locale_parent_id_unique" ON "_config_v_version_contact_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_config_v_version_bank_accounts_order_idx" ON "_config_v_version_bank_accounts" USING btree ("_order");
  CREATE INDEX "_config_v_version_bank_accounts_parent_id_idx" ON "_config_v_version_bank_accounts" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_config_v_version_bank_accounts_locales_locale_parent_id_uni" ON "_config_v_version_bank_accounts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_config_v_version_version_updated_by_idx" ON "_config_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_config_v_version_version__status_idx" ON "_config_v" USING btree ("version__status");
  CREATE INDEX "_config_v_created_at_idx" ON "_config_v" USING btree ("created_at");
  CREATE INDEX "_config_v_updated_at_idx" ON "_config_v" USING btree ("updated_at");
  CREATE INDEX "_config_v_snapshot_idx" ON "_config_v" USING btree ("snapshot");
  CREATE INDEX "_config_v_published_locale_idx" ON "_config_v" USING btree ("published_locale");
  CREATE INDEX "_config_v_latest_idx" ON "_config_v" USING btree ("latest");
  CREATE INDEX "_config_v_autosave_idx" ON "_config_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_config_v_locales_locale_parent_id_unique" ON "_config_v_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "posts" CASCADE;
  DROP TABLE "posts_locales" CASCADE;
  DROP TABLE "_posts_v" CASCADE;
  DROP TABLE "_posts_v_locales" CASCADE;
  DROP TABLE "categories" CASCADE;
  DROP TABLE "categories_locales" CASCADE;
  DROP TABLE "_categories_v" CASCADE;
  DROP TABLE "_categories_v_locales" CASCADE;
  DROP TABLE "packages" CASCADE;
  DROP TABLE "packages_locales" CASCADE;
  DROP TABLE "_packages_v" CASCADE;
  DROP TABLE "_packages_v_locales" CASCADE;
  DROP TABLE "price_ranges" CASCADE;
  DROP TABLE "_price_ranges_v" CASCADE;
  DROP TABLE "promotions" CASCADE;
  DROP TABLE "promotions_locales" CASCADE;
  DROP TABLE "_promotions_v" CASCADE;
  DROP TABLE "_promotions_v_locales" CASCADE;
  DROP TABLE "customers" CASCADE;
  DROP TABLE "_customers_v" CASCADE;
  DROP TABLE "popups" CASCADE;
  DROP TABLE "_popups_v" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "media_locales" CASCADE;
  DROP TABLE "contact_submissions" CASCADE;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "users_roles" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "config_contact" CASCADE;
  DROP TABLE "config_contact_locales" CASCADE;
  DROP TABLE "config_bank_accounts" CASCADE;
  DROP TABLE "config_bank_accounts_locales" CASCADE;
  DROP TABLE "config" CASCADE;
  DROP TABLE "config_locales" CASCADE;
  DROP TABLE "_config_v_version_contact" CASCADE;
  DROP TABLE "_config_v_version_contact_locales" CASCADE;
  DROP TABLE "_config_v_version_bank_accounts" CASCADE;
  DROP TABLE "_config_v_version_bank_accounts_locales" CASCADE;
  DROP TABLE "_config_v" CASCADE;
  DROP TABLE "_config_v_locales" CASCADE;
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum_posts_type";
  DROP TYPE "public"."enum_posts_status";
  DROP TYPE "public"."enum__posts_v_version_type";
  DROP TYPE "public"."enum__posts_v_version_status";
  DROP TYPE "public"."enum__posts_v_published_locale";
  DROP TYPE "public"."enum_categories_status";
  DROP TYPE "public"."enum__categories_v_version_status";
  DROP TYPE "public"."enum__categories_v_published_locale";
  DROP TYPE "public"."enum_packages_service_life_unit";
  DROP TYPE "public"."enum_packages_status";
  DROP TYPE "public"."enum__packages_v_version_service_life_unit";
  DROP TYPE "public"."enum__packages_v_version_status";
  DROP TYPE "public"."enum__packages_v_published_locale";
  DROP TYPE "public"."enum_price_ranges_status";
  DROP TYPE "public"."enum__price_ranges_v_version_status";
  DROP TYPE "public"."enum__price_ranges_v_published_locale";
  DROP TYPE "public"."enum_promotions_status";
  DROP TYPE "public"."enum__promotions_v_version_status";
  DROP TYPE "public"."enum__promotions_v_published_locale";
  DROP TYPE "public"."enum_customers_status";
  DROP TYPE "public"."enum__customers_v_version_status";
  DROP TYPE "public"."enum__customers_v_published_locale";
  DROP TYPE "public"."enum_popups_status";
  DROP TYPE "public"."enum__popups_v_version_status";
  DROP TYPE "public"."enum__popups_v_published_locale";
  DROP TYPE "public"."enum_contact_submissions_locale";
  DROP TYPE "public"."enum_contact_submissions_status";
  DROP TYPE "public"."enum_users_roles";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_config_contact_type";
  DROP TYPE "public"."enum_config_status";
  DROP TYPE "public"."enum__config_v_version_contact_type";
  DROP TYPE "public"."enum__config_v_version_status";
  DROP TYPE "public"."enum__config_v_published_locale";`)
}
