import * as migration_20261123_010259_initial from './20261123_010259_initial';
import * as migration_20261123_020251_category_slugs from './20261123_020251_category_slugs';
import * as migration_20261125_034717_leads_sales_attribution from './20261125_034717_leads_sales_attribution';
import * as migration_20261125_055308_expire_tags_task from './20261125_055308_expire_tags_task';
import * as migration_20261125_065500_staff_accounts from './20261125_065500_staff_accounts';
import * as migration_20261125_065501_pages from './20261125_065501_pages';
import * as migration_20261125_065502_page_texts from './20261125_065502_page_texts';
import * as migration_20261128_074410_locale_parent_indexes from './20261128_074410_locale_parent_indexes';

export const migrations = [
  {
    up: migration_20261123_010259_initial.up,
    down: migration_20261123_010259_initial.down,
    name: '20261123_010259_initial',
  },
  {
    up: migration_20261123_020251_category_slugs.up,
    down: migration_20261123_020251_category_slugs.down,
    name: '20261123_020251_category_slugs',
  },
  {
    up: migration_20261125_034717_leads_sales_attribution.up,
    down: migration_20261125_034717_leads_sales_attribution.down,
    name: '20261125_034717_leads_sales_attribution',
  },
  {
    up: migration_20261125_055308_expire_tags_task.up,
    down: migration_20261125_055308_expire_tags_task.down,
    name: '20261125_055308_expire_tags_task',
  },
  {
    up: migration_20261125_065500_staff_accounts.up,
    down: migration_20261125_065500_staff_accounts.down,
    name: '20261125_065500_staff_accounts',
  },
  {
    up: migration_20261125_065501_pages.up,
    down: migration_20261125_065501_pages.down,
    name: '20261125_065501_pages',
  },
  {
    up: migration_20261125_065502_page_texts.up,
    down: migration_20261125_065502_page_texts.down,
    name: '20261125_065502_page_texts',
  },
  {
    up: migration_20261128_074410_locale_parent_indexes.up,
    down: migration_20261128_074410_locale_parent_indexes.down,
    name: '20261128_074410_locale_parent_indexes',
  },
];
