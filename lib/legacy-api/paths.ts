/** Paths of the legacy read API (spec §7), served by the app and read by the remote source. */
export const legacyPaths = {
  config: '/configApi/v1/getConfig',
  categoryList: '/blogApi/v1/getCategoryList',
  blogList: '/blogApi/v1/getBlogList',
  blogDetails: '/blogApi/v1/getBlogDetails',
  customers: '/customerApi/v1/ourCustomers',
  packageList: '/packageApi/v1/getPackageList',
  popup: '/popupApi/v1/getPopUp',
  promotionList: '/promotionsApi/v1/getPromotionsList',
} as const;
