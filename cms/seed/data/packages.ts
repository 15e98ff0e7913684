import type { Text } from './types';

export type SeedPackage = {
  appPackageId: string;
  packageName: Text;
  price: number;
  credit: number;
  pricePerMessage: number;
  serviceLife: number;
  serviceLifeUnit: 'years' | 'months';
  totalUrls: number;
  freeUrlTracking: boolean;
  isPopular: boolean;
  isRecommend: boolean;
  displayHomePage: boolean;
  sortOrder: number;
};

const all = (th: string, en: string, cn: string, tw: string, vi: string): Text => ({
  th,
  en,
  'zh-CN': cn,
  'zh-TW': tw,
  vi,
});

/** From 499 baht; the biggest package reaches the advertised 0.17 baht per message. */
export const seedPackages: SeedPackage[] = [
  {
    appPackageId: 'SMS-STARTER',
    packageName: all('สตาร์ทเตอร์', 'Starter', '入门套餐', '入門方案', 'Khởi đầu'),
    price: 499,
    credit: 2500,
    pricePerMessage: 0.2,
    serviceLife: 6,
    serviceLifeUnit: 'months',
    totalUrls: 0,
    freeUrlTracking: false,
    isPopular: false,
    isRecommend: false,
    displayHomePage: true,
    sortOrder: 10,
  },
  {
    appPackageId: 'SMS-BASIC',
    packageName: all('เบสิก', 'Basic', '基础套餐', '基礎方案', 'Cơ bản'),
    price: 990,
    credit: 5400,
    pricePerMessage: 0.183,
    serviceLife: 1,
    serviceLifeUnit: 'years',
    totalUrls: 500,
    freeUrlTracking: false,
    isPopular: true,
    isRecommend: false,
    displayHomePage: true,
    sortOrder: 20,
  },
  {
    appPackageId: 'SMS-STANDARD',
    packageName: all('สแตนดาร์ด', 'Standard', '标准套餐', '標準方案', 'Tiêu chuẩn'),
    price: 2990,
    credit: 16700,
    pricePerMessage: 0.179,
    serviceLife: 1,
    serviceLifeUnit: 'years',
    totalUrls: 2000,
    freeUrlTracking: true,
    isPopular: false,
    isRecommend: true,
    displayHomePage: true,
    sortOrder: 30,
  },
  {
    appPackageId: 'SMS-BUSINESS',
    packageName: all('บิสิเนส', 'Business', '商务套餐', '商務方案', 'Doanh nghiệp'),
    price: 5990,
    credit: 34000,
    pricePerMessage: 0.176,
    serviceLife: 1,
    serviceLifeUnit: 'years',
    totalUrls: 5000,
    freeUrlTracking: true,
    isPopular: true,
    isRecommend: false,
    displayHomePage: false,
    sortOrder: 40,
  },
  {
    appPackageId: 'SMS-PRO',
    packageName: all('โปรเฟสชันนัล', 'Professional', '专业套餐', '專業方案', 'Chuyên nghiệp'),
    price: 14990,
    credit: 86000,
    pricePerMessage: 0.174,
    serviceLife: 2,
    serviceLifeUnit: 'years',
    totalUrls: 15000,
    freeUrlTracking: true,
    isPopular: false,
    isRecommend: false,
    displayHomePage: false,
    sortOrder: 50,
  },
  {
    appPackageId: 'SMS-ENTERPRISE',
    packageName: all('เอ็นเตอร์ไพรส์', 'Enterprise', '企业套餐', '企業方案', 'Tập đoàn'),
    price: 29990,
    credit: 176400,
    pricePerMessage: 0.17,
    serviceLife: 2,
    serviceLifeUnit: 'years',
    totalUrls: 40000,
    freeUrlTracking: true,
    isPopular: false,
    isRecommend: true,
    displayHomePage: false,
    sortOrder: 60,
  },
];

/**
 * Custom package calculator: 1,000 to 1,000,000 credits, cheaper per message as the amount grows.
 * Below 1,000 and above 1,000,000 is deliberately uncovered ("contact the administrator").
 */
export const seedPriceRanges = [
  { minCredits: 1000, maxCredits: 9999, pricePerMessage: 0.25 },
  { minCredits: 10000, maxCredits: 49999, pricePerMessage: 0.22 },
  { minCredits: 50000, maxCredits: 99999, pricePerMessage: 0.2 },
  { minCredits: 100000, maxCredits: 499999, pricePerMessage: 0.18 },
  { minCredits: 500000, maxCredits: 1000000, pricePerMessage: 0.17 },
];
