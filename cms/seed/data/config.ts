import type { Config1 as ConfigGlobal } from '@/cms/payload-types';

import type { Text } from './types';

type ContactType = NonNullable<ConfigGlobal['contact']>[number]['type'];

const companyName: Text = {
  th: 'บริษัท สบาย เอสเอ็มเอส จำกัด',
  en: 'SabaiSMS Co., Ltd.',
  'zh-CN': 'SabaiSMS 有限公司',
  'zh-TW': 'SabaiSMS 有限公司',
  vi: 'Công ty TNHH SabaiSMS',
};

/** Site settings of a realistic (fictional) provider that read the same in every language. */
export const seedSettings = {
  siteName: 'SabaiSMS',
  appDomain: 'https://app.sabaisms.example',
  freeTrialLink: '/Register',
  loginLink: '/login',
  buyNowLink: '/Loading',
  phoneNumber: '0212345678',
  emailSubmitForm: 'sales@sabaisms.example',
  lineContact: { label: '@sabaisms', link: 'https://line.me/R/ti/p/@sabaisms' },
  facebookPageId: '104857600000001',
  facebookChatEnabled: false,
};

/** The settings with texts: one value per language (array rows share their links and icons). */
export const seedCompany = {
  companyName,
  address: {
    th: '99/9 อาคารสบายทาวเวอร์ ชั้น 12 ถนนสีลม แขวงสุริยวงศ์ เขตบางรัก กรุงเทพมหานคร 10500',
    en: '99/9 Sabai Tower, 12th floor, Silom Road, Suriyawong, Bang Rak, Bangkok 10500',
    'zh-CN': '曼谷市挽叻区素利亚旺街道是隆路 99/9 号沙拜大厦 12 楼，邮编 10500',
    'zh-TW': '曼谷市挽叻區素利亞旺街道是隆路 99/9 號沙拜大樓 12 樓，郵遞區號 10500',
    vi: '99/9 Tòa nhà Sabai, tầng 12, đường Silom, phường Suriyawong, quận Bang Rak, Bangkok 10500',
  } satisfies Text,
  contact: [
    {
      type: 'phone',
      label: {
        th: 'โทรหาฝ่ายขาย (ต่อ 2)',
        en: 'Call sales (ext. 2)',
        'zh-CN': '致电销售部（分机 2）',
        'zh-TW': '致電業務部（分機 2）',
        vi: 'Gọi bộ phận bán hàng (máy lẻ 2)',
      },
      link: 'tel:+66212345678',
      icon: 'phone',
    },
    {
      type: 'email',
      label: {
        th: 'อีเมลฝ่ายขาย',
        en: 'E-mail sales',
        'zh-CN': '发邮件给销售部',
        'zh-TW': '寄信給業務部',
        vi: 'Gửi email bộ phận bán hàng',
      },
      link: 'mailto:sales@sabaisms.example',
      icon: 'email',
    },
    {
      type: 'line',
      label: { th: 'แชทผ่าน LINE', en: 'Chat on LINE', 'zh-CN': '通过 LINE 聊天', 'zh-TW': '透過 LINE 聊天', vi: 'Trò chuyện qua LINE' },
      link: 'https://line.me/R/ti/p/@sabaisms',
      icon: 'line',
    },
    {
      type: 'facebook',
      label: { th: 'เฟซบุ๊ก', en: 'Facebook', 'zh-CN': '脸书主页', 'zh-TW': '臉書粉絲專頁', vi: 'Trang Facebook' },
      link: 'https://www.facebook.com/sabaisms.example',
      icon: 'facebook',
    },
  ] satisfies { type: ContactType; label: Text; link: string; icon: string }[],
  bankAccounts: [
    {
      bank: {
        th: 'ธนาคารกสิกรไทย',
        en: 'Kasikornbank',
        'zh-CN': '开泰银行',
        'zh-TW': '開泰銀行',
        vi: 'Ngân hàng Kasikorn',
      },
      accountNumber: '123-4-56789-0',
      accountName: companyName,
      branch: { th: 'สาขาสีลม', en: 'Silom branch', 'zh-CN': '是隆分行', 'zh-TW': '是隆分行', vi: 'Chi nhánh Silom' },
    },
    {
      bank: {
        th: 'ธนาคารไทยพาณิชย์',
        en: 'Siam Commercial Bank',
        'zh-CN': '泰国汇商银行',
        'zh-TW': '泰國匯商銀行',
        vi: 'Ngân hàng Thương mại Siam',
      },
      accountNumber: '987-6-54321-0',
      accountName: companyName,
      branch: {
        th: 'สาขาสามย่าน',
        en: 'Sam Yan branch',
        'zh-CN': '三燕分行',
        'zh-TW': '三燕分行',
        vi: 'Chi nhánh Sam Yan',
      },
    },
  ] satisfies { bank: Text; accountNumber: string; accountName: Text; branch: Text }[],
};
