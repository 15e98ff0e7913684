import { promoSvg, type SeedImage } from '../images';
import type { Text } from './types';

const DAY = 24 * 60 * 60 * 1000;

export type SeedPromotion = {
  code: string;
  title: Text;
  description: Text;
  image: SeedImage;
  /** Days relative to the seed run. */
  startInDays: number;
  endInDays: number;
};

function banner(code: string, headline: string, color: string, alt: Text): SeedImage {
  return { key: `seed-promo-${code.toLowerCase()}`, svg: promoSvg(headline, code, color), alt };
}

/** Three running, one expired and one future promotion. */
export const seedPromotions: SeedPromotion[] = [
  {
    code: 'WELCOME10',
    title: { th: 'ลูกค้าใหม่รับเครดิตเพิ่ม 10%', en: 'New customers get 10% extra credits' },
    description: {
      th: 'ใช้โค้ดนี้เมื่อซื้อแพ็กเกจแรก รับเครดิต SMS เพิ่มทันที 10% ใช้ได้ทุกแพ็กเกจ',
      en: 'Use this code on your first package and get 10% more SMS credits instantly. Valid on every package.',
    },
    image: banner('WELCOME10', '+10% credits', '#1a73e8', { th: 'โค้ด WELCOME10 รับเครดิตเพิ่ม 10%', en: 'Code WELCOME10: 10% extra credits' }),
    startInDays: -7,
    endInDays: 60,
  },
  {
    code: 'OTPBOOST',
    title: { th: 'ฟรี 500 เครดิตสำหรับ SMS OTP', en: '500 free credits for SMS OTP' },
    description: {
      th: 'สำหรับลูกค้าที่เชื่อมต่อ SMS API เพื่อส่ง OTP ครั้งแรก รับเครดิตฟรี 500 เครดิต',
      en: 'Connect the SMS API to send your first OTP and receive 500 free credits.',
    },
    image: banner('OTPBOOST', '500 free OTP', '#0f9d58', { th: 'โค้ด OTPBOOST รับฟรี 500 เครดิต', en: 'Code OTPBOOST: 500 free credits' }),
    startInDays: -3,
    endInDays: 30,
  },
  {
    code: 'BIZ5',
    title: { th: 'ส่วนลด 5% แพ็กเกจ Business ขึ้นไป', en: '5% off Business packages and above' },
    description: {
      th: 'ลดทันที 5% เมื่อซื้อแพ็กเกจ Business, Professional หรือ Enterprise',
      en: 'Save 5% instantly on the Business, Professional or Enterprise package.',
    },
    image: banner('BIZ5', '5% off Business', '#7b1fa2', { th: 'โค้ด BIZ5 ลด 5%', en: 'Code BIZ5: 5% off' }),
    startInDays: -1,
    endInDays: 45,
  },
  {
    code: 'NEWYEAR',
    title: { th: 'โปรปีใหม่ (หมดเขตแล้ว)', en: 'New Year promotion (ended)' },
    description: { th: 'รับเครดิตเพิ่ม 15% ช่วงปีใหม่', en: '15% extra credits over the New Year.' },
    image: banner('NEWYEAR', 'Happy New Year', '#db4437', { th: 'โค้ด NEWYEAR', en: 'Code NEWYEAR' }),
    startInDays: -60,
    endInDays: -30,
  },
  {
    code: 'FLASHSALE',
    title: { th: 'แฟลชเซลสุดสัปดาห์', en: 'Weekend flash sale' },
    description: { th: 'ลด 8% ทุกแพ็กเกจ เฉพาะสุดสัปดาห์นี้', en: '8% off every package, this weekend only.' },
    image: banner('FLASHSALE', 'Flash sale', '#f4511e', { th: 'โค้ด FLASHSALE ลด 8%', en: 'Code FLASHSALE: 8% off' }),
    startInDays: 10,
    endInDays: 20,
  },
];

export function promotionDates(promotion: SeedPromotion, now: Date): { startDate: string; endDate: string } {
  return {
    startDate: new Date(now.getTime() + promotion.startInDays * DAY).toISOString(),
    endDate: new Date(now.getTime() + promotion.endInDays * DAY).toISOString(),
  };
}
