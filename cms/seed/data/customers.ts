import { logoSvg, popupSvg, type SeedImage } from '../images';

export type SeedCustomer = { name: string; logo: SeedImage; sortOrder: number };

const customer = (name: string, color: string, sortOrder: number): SeedCustomer => ({
  name,
  sortOrder,
  logo: {
    key: `seed-logo-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
    svg: logoSvg(name, color),
    alt: { th: `โลโก้ ${name}`, en: `${name} logo` },
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

export const seedPopup = {
  name: 'Welcome offer popup',
  urlRedirect: '/promotions',
  image: {
    key: 'seed-popup-welcome',
    svg: popupSvg('+10% credits', 'Code WELCOME10', '#1a73e8'),
    alt: {
      th: 'ลูกค้าใหม่รับเครดิตเพิ่ม 10% ด้วยโค้ด WELCOME10',
      en: 'New customers get 10% extra credits with code WELCOME10',
    },
  } satisfies SeedImage,
};
