import type { Text } from './types';

/** `slug` is the URL segment of every language (/blog/category/<slug>). */
export type SeedCategory = { key: string; slug: string; name: Text; color: string };

/** "news" stays empty on purpose: the blog's empty-category state must be reachable. */
export const seedCategories: SeedCategory[] = [
  {
    key: 'marketing',
    slug: 'sms-marketing',
    name: { th: 'การตลาดผ่าน SMS', en: 'SMS marketing', 'zh-CN': '短信营销', 'zh-TW': '簡訊行銷', vi: 'Tiếp thị SMS' },
    color: '#1a73e8',
  },
  {
    key: 'otp',
    slug: 'otp-security',
    name: { th: 'OTP และความปลอดภัย', en: 'OTP & security', 'zh-CN': '验证码与安全', 'zh-TW': '驗證碼與安全', vi: 'OTP và bảo mật' },
    color: '#0f9d58',
  },
  {
    key: 'guides',
    slug: 'tips-guides',
    name: { th: 'เคล็ดลับและคู่มือ', en: 'Tips & guides', 'zh-CN': '技巧与指南', 'zh-TW': '技巧與指南', vi: 'Mẹo và hướng dẫn' },
    color: '#f4b400',
  },
  {
    key: 'news',
    slug: 'company-news',
    name: { th: 'ข่าวสารบริษัท', en: 'Company news', 'zh-CN': '公司新闻', 'zh-TW': '公司新聞', vi: 'Tin tức công ty' },
    color: '#db4437',
  },
];
