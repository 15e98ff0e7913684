import * as migration_20261123_010259_initial from './20261123_010259_initial';
import * as migration_20261123_020251_category_slugs from './20261123_020251_category_slugs';
import * as migration_20261125_034717_leads_sales_attribution from './20261125_034717_leads_sales_attribution';
import * as migration_20261125_053151_pages from './20261125_053151_pages';
import * as migration_20261125_053152_page_texts from './20261125_053152_page_texts';

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
    up: migration_20261125_053151_pages.up,
    down: migration_20261125_053151_pages.down,
    name: '20261125_053151_pages',
  },
  {
    up: migration_20261125_053152_page_texts.up,
    down: migration_20261125_053152_page_texts.down,
    name: '20261125_053152_page_texts',
  },
];
