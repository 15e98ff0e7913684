/** Site settings of a realistic (fictional) provider. */
export const seedConfig = {
  siteName: 'SabaiSMS',
  companyName: { th: 'บริษัท สบาย เอสเอ็มเอส จำกัด', en: 'SabaiSMS Co., Ltd.' },
  address: {
    th: '99/9 อาคารสบายทาวเวอร์ ชั้น 12 ถนนสีลม แขวงสุริยวงศ์ เขตบางรัก กรุงเทพมหานคร 10500',
    en: '99/9 Sabai Tower, 12th floor, Silom Road, Suriyawong, Bang Rak, Bangkok 10500',
  },
  appDomain: 'https://app.sabaisms.example',
  freeTrialLink: '/Register',
  loginLink: '/login',
  buyNowLink: '/Loading',
  phoneNumber: '0212345678',
  emailSubmitForm: 'sales@sabaisms.example',
  lineContact: { label: '@sabaisms', link: 'https://line.me/R/ti/p/@sabaisms' },
  contact: [
    { type: 'phone', label: { th: 'โทรหาฝ่ายขาย (ต่อ 2)', en: 'Call sales (ext. 2)' }, link: 'tel:+66212345678', icon: 'phone' },
    { type: 'email', label: { th: 'อีเมลฝ่ายขาย', en: 'E-mail sales' }, link: 'mailto:sales@sabaisms.example', icon: 'email' },
    { type: 'line', label: { th: 'แชทผ่าน LINE', en: 'Chat on LINE' }, link: 'https://line.me/R/ti/p/@sabaisms', icon: 'line' },
    { type: 'facebook', label: { th: 'เฟซบุ๊ก', en: 'Facebook' }, link: 'https://www.facebook.com/sabaisms.example', icon: 'facebook' },
  ],
  facebookPageId: '104857600000001',
  facebookChatEnabled: false,
  bankAccounts: [
    {
      bank: { th: 'ธนาคารกสิกรไทย', en: 'Kasikornbank' },
      accountNumber: '123-4-56789-0',
      accountName: { th: 'บริษัท สบาย เอสเอ็มเอส จำกัด', en: 'SabaiSMS Co., Ltd.' },
      branch: { th: 'สาขาสีลม', en: 'Silom branch' },
    },
    {
      bank: { th: 'ธนาคารไทยพาณิชย์', en: 'Siam Commercial Bank' },
      accountNumber: '987-6-54321-0',
      accountName: { th: 'บริษัท สบาย เอสเอ็มเอส จำกัด', en: 'SabaiSMS Co., Ltd.' },
      branch: { th: 'สาขาสามย่าน', en: 'Sam Yan branch' },
    },
  ],
} as const;
