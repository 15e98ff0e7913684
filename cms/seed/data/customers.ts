import type { SeedImage } from '../images';
import { logoSvg, popupSvg } from '../svg';

export type SeedCustomer = { name: string; logo: SeedImage; sortOrder: number };

const customer = (name: string, color: string, sortOrder: number): SeedCustomer => ({
  name,
  sortOrder,
  logo: {
    key: `seed-logo-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
    svg: logoSvg(name, color),
    alt: {
      th: `โลโก้ ${name}`,
      en: `${name} logo`,
      'zh-CN': `${name} 标志`,
      'zh-TW': `${name} 標誌`,
      vi: `Logo ${name}`,
    },
  },
});

export const seedCustomers: SeedCustomer[] = [
  customer('Siam Fresh Mart', '#2e7d32', 10),
  customer('Chao Phraya Clinic', '#00838f', 20),
  customer('Lanna Logistics', '#ef6c00', 30),
  customer('Krungthep Academy', '#3949ab', 40),
  customer('Andaman Resorts', '#0277bd', 50),
  customer('Isan Agritech', '#6d4c41', 60),
];

/**
 * One language-neutral image (figures and the code only) for every locale: the popup's words
 * are real text in the visitor's language (its alt text here, its heading in messages), which
 * the renderer could not draw anyway (its fonts have no Thai or Chinese).
 */
export const seedPopup = {
  name: 'Welcome offer popup',
  urlRedirect: '/promotions',
  image: {
    key: 'seed-popup-welcome',
    svg: popupSvg('+10%', 'WELCOME10', '#1a73e8'),
    alt: {
      th: 'ลูกค้าใหม่รับเครดิตเพิ่ม 10% ด้วยโค้ด WELCOME10',
      en: 'New customers get 10% extra credits with code WELCOME10',
      'zh-CN': '新客户使用优惠码 WELCOME10 额外获得 10% 额度',
      'zh-TW': '新客戶使用優惠碼 WELCOME10 額外獲得 10% 點數',
      vi: 'Khách hàng mới nhận thêm 10% tín dụng với mã WELCOME10',
    },
  } satisfies SeedImage,
};
