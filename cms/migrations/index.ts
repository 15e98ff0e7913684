import * as migration_20261121_204247_initial from './20261121_204247_initial';
import * as migration_20261122_213945_drafts_versions_jobs from './20261122_213945_drafts_versions_jobs';
import * as migration_20261123_004216_category_slugs from './20261123_004216_category_slugs';
import * as migration_20261123_010226_media_object_key from './20261123_010226_media_object_key';
import * as migration_20261125_032557_leads_sales_attribution from './20261125_032557_leads_sales_attribution';
import * as migration_20261125_053407_staff_accounts from './20261125_053407_staff_accounts';
import * as migration_20261125_064701_pages from './20261125_064701_pages';
import * as migration_20261125_064702_page_texts from './20261125_064702_page_texts';
import * as migration_20261128_074340_locale_parent_indexes from './20261128_074340_locale_parent_indexes';

export const migrations = [
  {
    up: migration_20261121_204247_initial.up,
    down: migration_20261121_204247_initial.down,
    name: '20261121_204247_initial',
  },
  {
    up: migration_20261122_213945_drafts_versions_jobs.up,
    down: migration_20261122_213945_drafts_versions_jobs.down,
    name: '20261122_213945_drafts_versions_jobs',
  },
  {
    up: migration_20261123_004216_category_slugs.up,
    down: migration_20261123_004216_category_slugs.down,
    name: '20261123_004216_category_slugs',
  },
  {
    up: migration_20261123_010226_media_object_key.up,
    down: migration_20261123_010226_media_object_key.down,
    name: '20261123_010226_media_object_key',
  },
  {
    up: migration_20261125_032557_leads_sales_attribution.up,
    down: migration_20261125_032557_leads_sales_attribution.down,
    name: '20261125_032557_leads_sales_attribution',
  },
  {
    up: migration_20261125_053407_staff_accounts.up,
    down: migration_20261125_053407_staff_accounts.down,
    name: '20261125_053407_staff_accounts',
  },
  {
    up: migration_20261125_064701_pages.up,
    down: migration_20261125_064701_pages.down,
    name: '20261125_064701_pages',
  },
  {
    up: migration_20261125_064702_page_texts.up,
    down: migration_20261125_064702_page_texts.down,
    name: '20261125_064702_page_texts',
  },
  {
    up: migration_20261128_074340_locale_parent_indexes.up,
    down: migration_20261128_074340_locale_parent_indexes.down,
    name: '20261128_074340_locale_parent_indexes',
  },
];
