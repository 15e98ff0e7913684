import type { SeedImage } from '../images';
import { promoSvg } from '../svg';
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

/** The banner shows only figures and the code, which read the same in every language. */
function banner(code: string, figure: string, color: string, alt: Text): SeedImage {
  return { key: `seed-promo-${code.toLowerCase()}`, svg: promoSvg(figure, code, color), alt };
}

/** Three running, one expired and one future promotion. */
export const seedPromotions: SeedPromotion[] = [
  {
    code: 'WELCOME10',
    title: {
      th: 'ลูกค้าใหม่รับเครดิตเพิ่ม 10%',
      en: 'New customers get 10% extra credits',
      'zh-CN': '新客户额外获得 10% 额度',
      'zh-TW': '新客戶額外獲得 10% 點數',
      vi: 'Khách hàng mới nhận thêm 10% tín dụng',
    },
    description: {
      th: 'ใช้โค้ดนี้เมื่อซื้อแพ็กเกจแรก รับเครดิต SMS เพิ่มทันที 10% ใช้ได้ทุกแพ็กเกจ',
      en: 'Use this code on your first package and get 10% more SMS credits instantly. Valid on every package.',
      'zh-CN': '首次购买套餐时使用此优惠码，立即多得 10% 短信额度，所有套餐均可使用。',
      'zh-TW': '首次購買方案時使用此優惠碼，立即多得 10% 簡訊點數，所有方案皆可使用。',
      vi: 'Dùng mã này khi mua gói đầu tiên để nhận ngay thêm 10% tín dụng SMS. Áp dụng cho mọi gói.',
    },
    image: banner('WELCOME10', '+10%', '#1a73e8', {
      th: 'โค้ด WELCOME10 รับเครดิตเพิ่ม 10%',
      en: 'Code WELCOME10: 10% extra credits',
      'zh-CN': '优惠码 WELCOME10：额外 10% 额度',
      'zh-TW': '優惠碼 WELCOME10：額外 10% 點數',
      vi: 'Mã WELCOME10: thêm 10% tín dụng',
    }),
    startInDays: -7,
    endInDays: 60,
  },
  {
    code: 'OTPBOOST',
    title: {
      th: 'ฟรี 500 เครดิตสำหรับ SMS OTP',
      en: '500 free credits for SMS OTP',
      'zh-CN': '短信验证码免费送 500 额度',
      'zh-TW': '簡訊驗證碼免費送 500 點',
      vi: 'Tặng 500 tín dụng cho SMS OTP',
    },
    description: {
      th: 'สำหรับลูกค้าที่เชื่อมต่อ SMS API เพื่อส่ง OTP ครั้งแรก รับเครดิตฟรี 500 เครดิต',
      en: 'Connect the SMS API to send your first OTP and receive 500 free credits.',
      'zh-CN': '首次通过短信 API 发送验证码的客户，可免费获得 500 额度。',
      'zh-TW': '首次透過簡訊 API 傳送驗證碼的客戶，可免費獲得 500 點。',
      vi: 'Kết nối SMS API để gửi mã OTP đầu tiên và nhận miễn phí 500 tín dụng.',
    },
    image: banner('OTPBOOST', '+500', '#0f9d58', {
      th: 'โค้ด OTPBOOST รับฟรี 500 เครดิต',
      en: 'Code OTPBOOST: 500 free credits',
      'zh-CN': '优惠码 OTPBOOST：免费 500 额度',
      'zh-TW': '優惠碼 OTPBOOST：免費 500 點',
      vi: 'Mã OTPBOOST: miễn phí 500 tín dụng',
    }),
    startInDays: -3,
    endInDays: 30,
  },
  {
    code: 'BIZ5',
    title: {
      th: 'ส่วนลด 5% แพ็กเกจบิสิเนสขึ้นไป',
      en: '5% off Business packages and above',
      'zh-CN': '商务套餐及以上立减 5%',
      'zh-TW': '商務方案以上立減 5%',
      vi: 'Giảm 5% từ gói Doanh nghiệp trở lên',
    },
    description: {
      th: 'ลดทันที 5% เมื่อซื้อแพ็กเกจบิสิเนส โปรเฟสชันนัล หรือเอ็นเตอร์ไพรส์',
      en: 'Save 5% instantly on the Business, Professional or Enterprise package.',
      'zh-CN': '购买商务套餐、专业套餐或企业套餐立减 5%。',
      'zh-TW': '購買商務方案、專業方案或企業方案立減 5%。',
      vi: 'Giảm ngay 5% khi mua gói Doanh nghiệp, Chuyên nghiệp hoặc Tập đoàn.',
    },
    image: banner('BIZ5', '−5%', '#7b1fa2', {
      th: 'โค้ด BIZ5 ลด 5%',
      en: 'Code BIZ5: 5% off',
      'zh-CN': '优惠码 BIZ5：立减 5%',
      'zh-TW': '優惠碼 BIZ5：立減 5%',
      vi: 'Mã BIZ5: giảm 5%',
    }),
    startInDays: -1,
    endInDays: 45,
  },
  {
    code: 'NEWYEAR',
    title: {
      th: 'โปรปีใหม่ (หมดเขตแล้ว)',
      en: 'New Year promotion (ended)',
      'zh-CN': '新年优惠（已结束）',
      'zh-TW': '新年優惠（已結束）',
      vi: 'Khuyến mãi năm mới (đã kết thúc)',
    },
    description: {
      th: 'รับเครดิตเพิ่ม 15% ช่วงปีใหม่',
      en: '15% extra credits over the New Year.',
      'zh-CN': '新年期间额外获得 15% 额度。',
      'zh-TW': '新年期間額外獲得 15% 點數。',
      vi: 'Nhận thêm 15% tín dụng dịp năm mới.',
    },
    image: banner('NEWYEAR', '+15%', '#db4437', {
      th: 'โค้ด NEWYEAR รับเครดิตเพิ่ม 15%',
      en: 'Code NEWYEAR: 15% extra credits',
      'zh-CN': '优惠码 NEWYEAR：额外 15% 额度',
      'zh-TW': '優惠碼 NEWYEAR：額外 15% 點數',
      vi: 'Mã NEWYEAR: thêm 15% tín dụng',
    }),
    startInDays: -60,
    endInDays: -30,
  },
  {
    code: 'FLASHSALE',
    title: {
      th: 'แฟลชเซลสุดสัปดาห์',
      en: 'Weekend flash sale',
      'zh-CN': '周末限时特卖',
      'zh-TW': '週末限時特賣',
      vi: 'Giảm giá chớp nhoáng cuối tuần',
    },
    description: {
      th: 'ลด 8% ทุกแพ็กเกจ เฉพาะสุดสัปดาห์นี้',
      en: '8% off every package, this weekend only.',
      'zh-CN': '所有套餐 8% 折扣，仅限本周末。',
      'zh-TW': '所有方案 8% 折扣，僅限本週末。',
      vi: 'Giảm 8% mọi gói, chỉ trong cuối tuần này.',
    },
    image: banner('FLASHSALE', '−8%', '#f4511e', {
      th: 'โค้ด FLASHSALE ลด 8%',
      en: 'Code FLASHSALE: 8% off',
      'zh-CN': '优惠码 FLASHSALE：8% 折扣',
      'zh-TW': '優惠碼 FLASHSALE：8% 折扣',
      vi: 'Mã FLASHSALE: giảm 8%',
    }),
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
