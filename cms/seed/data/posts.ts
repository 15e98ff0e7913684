import type { Locale } from '@/i18n/locales';

import { coverSvg, type SeedImage } from '../images';
import { doc, h2, h3, ol, p, quote, ul, type LexicalDoc } from '../lexical';
import type { Text } from './types';

type PostLocaleContent = { topic: string; metaTitle: string; metaDescription: string; metaKeywords: string; body: LexicalDoc };

export type SeedPost = {
  path: string;
  category: string;
  type: 'article' | 'news' | 'guide' | 'case-study';
  daysAgo: number;
  cover: SeedImage;
  content: { th: PostLocaleContent; en: PostLocaleContent } & Partial<Record<Locale, PostLocaleContent>>;
};

const cover = (key: string, title: string, kicker: string, from: string, to: string, alt: Text): SeedImage => ({
  key: `seed-cover-${key}`,
  svg: coverSvg(title, kicker, from, to),
  alt,
});

const meta = (topic: string, description: string, keywords: string) => ({
  topic,
  metaTitle: topic,
  metaDescription: description,
  metaKeywords: keywords,
});

export const seedPosts: SeedPost[] = [
  {
    path: 'what-is-bulk-sms',
    category: 'marketing',
    type: 'article',
    daysAgo: 40,
    cover: cover('what-is-bulk-sms', 'Bulk SMS 101', 'SMS MARKETING', '#1a73e8', '#0d47a1', {
      th: 'โทรศัพท์มือถือที่ได้รับข้อความ SMS จากแบรนด์',
      en: 'A phone receiving SMS messages from a brand',
    }),
    content: {
      th: {
        ...meta('SMS การตลาดคืออะไร และทำไมธุรกิจไทยยังใช้ได้ผล', 'รู้จัก Bulk SMS ช่องทางที่เข้าถึงลูกค้าได้ทุกเครื่อง พร้อมวิธีเริ่มต้นส่งแคมเปญแรก', 'sms การตลาด, bulk sms, ส่ง sms จำนวนมาก'),
        body: doc(
          p('**SMS การตลาด** คือการส่งข้อความสั้นถึงลูกค้าจำนวนมากในครั้งเดียว ข้อความถึงมือถือทุกรุ่นโดยไม่ต้องติดตั้งแอป และมีอัตราการเปิดอ่านสูงกว่าอีเมลหลายเท่า'),
          h2('ทำไม SMS ยังได้ผลในปัจจุบัน'),
          ul('ถึงผู้รับภายใน 1-3 วินาที ผ่านเครือข่ายมือถือหลักทั้งสามรายในไทย', 'ไม่ต้องพึ่งอินเทอร์เน็ตหรือแอปพลิเคชัน', 'ตั้งเวลาส่งล่วงหน้าได้ และส่งได้สูงสุด 100,000 เบอร์ต่อครั้ง'),
          h2('เริ่มต้นแคมเปญแรก'),
          ol('สมัครและรับเครดิตทดลองใช้ฟรี 10 เครดิต', 'ขอชื่อผู้ส่ง (Sender name) ของแบรนด์', 'อัปโหลดรายชื่อเบอร์โทรศัพท์เป็นไฟล์ Excel หรือ .txt', 'เขียนข้อความ ตรวจจำนวนเครดิต แล้วกดส่งหรือตั้งเวลา'),
          p('ดูราคาแพ็กเกจทั้งหมดได้ที่ [หน้าราคาแพ็กเกจ](/packages) เริ่มต้นเพียง 0.17 บาทต่อข้อความ'),
        ),
      },
      en: {
        ...meta('What is SMS marketing, and why does it still work for Thai businesses?', 'Bulk SMS reaches every phone. Learn what it is and how to send your first campaign.', 'sms marketing, bulk sms, mass text messages'),
        body: doc(
          p('**SMS marketing** means sending a short text message to many customers at once. It reaches every phone without an app, and its open rate is many times higher than e-mail.'),
          h2('Why SMS still works'),
          ul('Delivered in 1 to 3 seconds over direct links to all three Thai mobile networks', 'No internet connection or app needed', 'Schedule sends in advance and reach up to 100,000 numbers per send'),
          h2('Your first campaign'),
          ol('Sign up and receive 10 free trial credits', 'Request a sender name for your brand', 'Upload your recipients as an Excel or .txt file', 'Write the message, check the credits, then send now or schedule it'),
          p('See every package on the [package prices page](/packages), from 0.17 baht per message.'),
        ),
      },
      'zh-CN': {
        ...meta('什么是短信营销？为什么它在泰国依然有效', '群发短信可以触达每一部手机。了解它是什么以及如何发送第一次营销活动。', '短信营销, 群发短信'),
        body: doc(
          p('**短信营销**就是一次性向大量客户发送简短的文字信息。无需安装应用，任何手机都能收到，打开率远高于电子邮件。'),
          h2('为什么短信依然有效'),
          ul('通过与泰国三大移动运营商的直连通道，1 到 3 秒内送达', '无需网络或应用程序', '可以预约发送，每次最多发送 100,000 个号码'),
          p('在[套餐价格页面](/packages)查看所有套餐，每条短信低至 0.17 泰铢。'),
        ),
      },
      'zh-TW': {
        ...meta('什麼是簡訊行銷？為什麼它在泰國依然有效', '大量簡訊可以觸及每一支手機。了解它是什麼以及如何發送第一次行銷活動。', '簡訊行銷, 大量簡訊'),
        body: doc(
          p('**簡訊行銷**就是一次向大量客戶發送簡短的文字訊息。不需安裝應用程式，任何手機都能收到，開啟率遠高於電子郵件。'),
          h2('為什麼簡訊依然有效'),
          ul('透過與泰國三大電信業者的直連通道，1 到 3 秒內送達', '不需網路或應用程式', '可以預約發送，每次最多發送 100,000 個號碼'),
          p('在[方案價格頁面](/packages)查看所有方案，每則簡訊低至 0.17 泰銖。'),
        ),
      },
      vi: {
        ...meta('SMS marketing là gì và vì sao vẫn hiệu quả với doanh nghiệp Thái Lan?', 'SMS hàng loạt tiếp cận mọi điện thoại. Tìm hiểu cách gửi chiến dịch đầu tiên.', 'sms marketing, sms hàng loạt'),
        body: doc(
          p('**SMS marketing** là gửi một tin nhắn ngắn đến nhiều khách hàng cùng lúc. Tin nhắn đến mọi điện thoại mà không cần ứng dụng, với tỷ lệ mở cao hơn e-mail nhiều lần.'),
          h2('Vì sao SMS vẫn hiệu quả'),
          ul('Gửi đến trong 1 đến 3 giây qua kết nối trực tiếp với ba nhà mạng lớn của Thái Lan', 'Không cần internet hay ứng dụng', 'Hẹn giờ gửi và gửi tối đa 100.000 số mỗi lần'),
          p('Xem tất cả các gói tại [trang bảng giá](/packages), chỉ từ 0,17 baht mỗi tin nhắn.'),
        ),
      },
    },
  },
  {
    path: 'sms-otp-best-practices',
    category: 'otp',
    type: 'guide',
    daysAgo: 25,
    cover: cover('sms-otp-best-practices', 'OTP done right', 'SMS OTP', '#0f9d58', '#00695c', {
      th: 'รหัส OTP 6 หลักบนหน้าจอโทรศัพท์',
      en: 'A 6-digit OTP code on a phone screen',
    }),
    content: {
      th: {
        ...meta('แนวทางส่ง SMS OTP ให้ปลอดภัยและถึงไว', 'รหัส OTP 4 หรือ 6 หลัก ใช้ครั้งเดียว กำหนดอายุได้ พร้อมข้อควรระวังสำหรับนักพัฒนา', 'sms otp, รหัส otp, ยืนยันตัวตน'),
        body: doc(
          p('SMS OTP (One-Time Password) คือรหัสผ่านใช้ครั้งเดียวที่ส่งไปยังมือถือของผู้ใช้ เพื่อยืนยันการเข้าสู่ระบบหรือการทำธุรกรรม'),
          h2('หลักการสำคัญ'),
          ul('ใช้รหัส **4 หรือ 6 หลัก** และให้ใช้ได้เพียงครั้งเดียว', 'กำหนดอายุรหัส เช่น 10 หรือ 20 นาที', 'จำกัดจำนวนครั้งที่กรอกผิดและจำนวนครั้งที่ขอรหัสใหม่'),
          h3('ความเร็วคือประสบการณ์ผู้ใช้'),
          p('OTP ของเราถึงผู้รับเฉลี่ย 1-3 วินาที และคืนเครดิตเมื่อส่งไม่สำเร็จ'),
          quote('อย่าใส่ข้อมูลส่วนตัวอื่นในข้อความ OTP นอกจากรหัสและชื่อบริการ'),
        ),
      },
      en: {
        ...meta('SMS OTP best practices: secure and fast', 'Single-use 4 or 6-digit codes with an expiry you choose, plus tips for developers.', 'sms otp, one-time password, verification'),
        body: doc(
          p('An SMS OTP (one-time password) is a single-use code sent to the user’s phone to confirm a sign-in or a transaction.'),
          h2('Key principles'),
          ul('Use **4 or 6 digits** and accept each code only once', 'Set an expiry, for example 10 or 20 minutes', 'Limit wrong attempts and how often a new code can be requested'),
          h3('Speed is user experience'),
          p('Our OTP messages arrive in 1 to 3 seconds on average, and credit is refunded when delivery fails.'),
          quote('Never put personal data in an OTP message besides the code and the name of your service.'),
        ),
      },
      'zh-CN': {
        ...meta('短信验证码最佳实践：安全又快速', '4 位或 6 位一次性验证码，有效期可自定义，并附开发者建议。', '短信验证码, OTP'),
        body: doc(
          p('短信验证码（OTP）是发送到用户手机上的一次性密码，用于确认登录或交易。'),
          h2('关键原则'),
          ul('使用 **4 位或 6 位**数字，每个验证码只能使用一次', '设置有效期，例如 10 或 20 分钟', '限制错误输入次数和重新获取验证码的频率'),
          p('我们的验证码短信平均 1 到 3 秒送达，发送失败时退还额度。'),
        ),
      },
      'zh-TW': {
        ...meta('簡訊驗證碼最佳實務：安全又快速', '4 位或 6 位一次性驗證碼，有效期可自訂，並附開發者建議。', '簡訊驗證碼, OTP'),
        body: doc(
          p('簡訊驗證碼（OTP）是傳送到使用者手機上的一次性密碼，用於確認登入或交易。'),
          h2('關鍵原則'),
          ul('使用 **4 位或 6 位**數字，每組驗證碼只能使用一次', '設定有效期，例如 10 或 20 分鐘', '限制錯誤輸入次數和重新取得驗證碼的頻率'),
          p('我們的驗證碼簡訊平均 1 到 3 秒送達，傳送失敗時退還點數。'),
        ),
      },
      vi: {
        ...meta('SMS OTP: an toàn và nhanh chóng', 'Mã dùng một lần 4 hoặc 6 chữ số với thời hạn tùy chọn, kèm lời khuyên cho lập trình viên.', 'sms otp, mã xác thực'),
        body: doc(
          p('SMS OTP (mật khẩu dùng một lần) là mã gửi đến điện thoại người dùng để xác nhận đăng nhập hoặc giao dịch.'),
          h2('Nguyên tắc chính'),
          ul('Dùng mã **4 hoặc 6 chữ số** và mỗi mã chỉ dùng một lần', 'Đặt thời hạn, ví dụ 10 hoặc 20 phút', 'Giới hạn số lần nhập sai và số lần yêu cầu mã mới'),
          p('Tin nhắn OTP của chúng tôi đến trung bình trong 1 đến 3 giây, và hoàn lại tín dụng khi gửi thất bại.'),
        ),
      },
    },
  },
  {
    path: 'how-to-choose-a-sender-name',
    category: 'guides',
    type: 'guide',
    daysAgo: 18,
    cover: cover('how-to-choose-a-sender-name', 'Your sender name', 'GUIDE', '#f4b400', '#e65100', {
      th: 'ข้อความ SMS ที่แสดงชื่อผู้ส่งของแบรนด์',
      en: 'An SMS showing a brand sender name',
    }),
    content: {
      th: {
        ...meta('วิธีตั้งชื่อผู้ส่ง (Sender name) ให้ผ่านการอนุมัติ', 'กติกาชื่อผู้ส่ง SMS: ตัวอักษร A-Z และตัวเลข 4-11 ตัว ไม่มีช่องว่าง', 'sender name, ชื่อผู้ส่ง sms'),
        body: doc(
          p('ชื่อผู้ส่งคือชื่อที่ผู้รับเห็นแทนเบอร์โทรศัพท์ ชื่อที่ดีทำให้ลูกค้าจำแบรนด์ได้และเชื่อถือข้อความมากขึ้น'),
          h2('กติกาของชื่อผู้ส่ง'),
          ul('ใช้ตัวอักษรภาษาอังกฤษพิมพ์ใหญ่ A-Z และตัวเลข 0-9', 'ยาว 4 ถึง 11 ตัวอักษร ไม่มีช่องว่างหรืออักขระพิเศษ', 'ไม่ใช้ภาษาไทยหรือภาษาอื่น'),
          p('ตัวอย่างที่ดี: *SABAISHOP*, *CLINIC24* ส่วน *Sabai Shop!* ใช้ไม่ได้เพราะมีช่องว่างและอักขระพิเศษ'),
        ),
      },
      en: {
        ...meta('How to choose a sender name that gets approved', 'Sender name rules: A-Z and digits, 4 to 11 characters, no spaces.', 'sender name, sms sender id'),
        body: doc(
          p('The sender name is what recipients see instead of a phone number. A good one makes your brand recognisable and your messages trusted.'),
          h2('Sender name rules'),
          ul('Uppercase letters A-Z and digits 0-9', '4 to 11 characters, no spaces or special characters', 'No Thai or other scripts'),
          p('Good examples: *SABAISHOP*, *CLINIC24*. *Sabai Shop!* is refused because of the space and the special character.'),
        ),
      },
    },
  },
  {
    path: 'sms-credits-explained',
    category: 'guides',
    type: 'article',
    daysAgo: 12,
    cover: cover('sms-credits-explained', 'Credits explained', 'PRICING', '#8e24aa', '#4a148c', {
      th: 'การนับเครดิตของข้อความภาษาไทยและภาษาอังกฤษ',
      en: 'How credits are counted for Thai and English text',
    }),
    content: {
      th: {
        ...meta('1 เครดิตส่งได้กี่ตัวอักษร? เข้าใจการนับเครดิต SMS', 'ภาษาไทย 70 ตัวอักษร ภาษาอังกฤษ 160 ตัวอักษรต่อ 1 เครดิต ข้อความผสมนับแบบภาษาไทย', 'เครดิต sms, นับตัวอักษร sms'),
        body: doc(
          p('ค่าส่ง SMS คิดเป็นเครดิต **1 เครดิต = ภาษาไทย 70 ตัวอักษร หรือภาษาอังกฤษ 160 ตัวอักษร**'),
          h2('ข้อความผสมภาษา'),
          p('ถ้าข้อความมีภาษาไทยแม้เพียงตัวเดียว ระบบจะนับทั้งข้อความแบบภาษาไทย'),
          h2('ตัวอย่าง'),
          ul('ข้อความภาษาอังกฤษ 150 ตัวอักษร ใช้ 1 เครดิตต่อผู้รับ', 'ข้อความภาษาไทย 100 ตัวอักษร ใช้ 2 เครดิตต่อผู้รับ'),
          p('ราคาแพ็กเกจยังไม่รวมภาษีมูลค่าเพิ่ม 7% ลองคำนวณแพ็กเกจที่พอดีกับคุณได้ที่ [หน้าราคาแพ็กเกจ](/packages)'),
        ),
      },
      en: {
        ...meta('How many characters per credit? SMS credits explained', '70 Thai or 160 English characters per credit; mixed text counts as Thai.', 'sms credits, sms character count'),
        body: doc(
          p('Sending is paid in credits: **1 credit = 70 Thai characters or 160 English characters**.'),
          h2('Mixed-language messages'),
          p('If a message contains even one Thai character, the whole message is counted as Thai.'),
          h2('Examples'),
          ul('An English message of 150 characters uses 1 credit per recipient', 'A Thai message of 100 characters uses 2 credits per recipient'),
          p('Package prices exclude 7% VAT. Work out the package that fits you on the [package prices page](/packages).'),
        ),
      },
    },
  },
  {
    path: 'best-time-to-send-sms-campaigns',
    category: 'marketing',
    type: 'article',
    daysAgo: 8,
    cover: cover('best-time-to-send-sms-campaigns', 'Timing matters', 'SMS MARKETING', '#00897b', '#004d40', {
      th: 'นาฬิกาและปฏิทินสำหรับตั้งเวลาส่ง SMS',
      en: 'A clock and calendar for scheduling SMS',
    }),
    content: {
      th: {
        ...meta('ส่ง SMS เวลาไหนดีที่สุด', 'เลือกเวลาส่งแคมเปญให้ลูกค้าอ่านและคลิกมากที่สุด พร้อมการตั้งเวลาส่งล่วงหน้า', 'เวลาส่ง sms, ตั้งเวลาส่ง sms'),
        body: doc(
          p('ข้อความเดียวกันอาจได้ผลต่างกันมากเมื่อส่งคนละเวลา'),
          h2('ช่วงเวลาที่แนะนำ'),
          ul('ร้านอาหารและค้าปลีก: 10:30-11:30 น. ก่อนมื้อกลางวัน', 'บริการทางการเงิน: 09:00-10:00 น. ในวันทำการ', 'หลีกเลี่ยงการส่งหลัง 20:00 น.'),
          p('ใช้ฟีเจอร์ **ตั้งเวลาส่ง** เพื่อเตรียมแคมเปญล่วงหน้า ทีมงานพร้อมช่วยเหลือทุกวัน 08:00-24:00 น.'),
        ),
      },
      en: {
        ...meta('When is the best time to send an SMS campaign?', 'Pick the send time that gets the most reads and clicks, and schedule it in advance.', 'sms timing, schedule sms'),
        body: doc(
          p('The same message can perform very differently depending on when it is sent.'),
          h2('Recommended windows'),
          ul('Restaurants and retail: 10:30 to 11:30, before lunch', 'Financial services: 09:00 to 10:00 on business days', 'Avoid sending after 20:00'),
          p('Use **scheduled sending** to prepare campaigns in advance. Our team is available every day from 08:00 to 24:00.'),
        ),
      },
    },
  },
  {
    path: 'url-tracking-case-study',
    category: 'marketing',
    type: 'case-study',
    daysAgo: 4,
    cover: cover('url-tracking-case-study', '+19% clicks', 'CASE STUDY', '#e53935', '#b71c1c', {
      th: 'กราฟยอดคลิกที่เพิ่มขึ้นจากลิงก์ติดตามผล',
      en: 'A chart of clicks rising with tracked links',
    }),
    content: {
      th: {
        ...meta('กรณีศึกษา: ร้านค้าออนไลน์เพิ่มอัตราคลิก 19% ด้วย URL Tracking', 'วัดผลทุกลิงก์ใน SMS ด้วยลิงก์สั้นที่นับคลิกได้ แล้วปรับแคมเปญจากข้อมูลจริง', 'url tracking, ลิงก์สั้น, วัดผล sms'),
        body: doc(
          p('ร้านค้าออนไลน์แห่งหนึ่งส่งโปรโมชันทาง SMS ทุกเดือน แต่ไม่รู้ว่าลูกค้ากลุ่มไหนคลิกจริง'),
          h2('สิ่งที่ทำ'),
          ol('เปลี่ยนลิงก์ทุกข้อความเป็นลิงก์สั้นแบบติดตามผล', 'แบ่งรายชื่อตามพฤติกรรมการคลิก', 'ส่งข้อเสนอที่ต่างกันให้แต่ละกลุ่ม'),
          h2('ผลลัพธ์'),
          p('ภายในสามเดือน อัตราการคลิกเพิ่มขึ้น **สูงสุด 19%** และต้นทุนต่อยอดขายลดลง'),
        ),
      },
      en: {
        ...meta('Case study: an online shop lifts clicks by 19% with URL tracking', 'Measure every link in your SMS with trackable short links and tune campaigns on real data.', 'url tracking, short links, sms analytics'),
        body: doc(
          p('An online shop sent a monthly SMS promotion but could not tell which customers actually clicked.'),
          h2('What they did'),
          ol('Replaced every link with a tracked short link', 'Segmented recipients by click behaviour', 'Sent a different offer to each segment'),
          h2('Results'),
          p('Within three months the click rate rose by **up to 19%** and the cost per sale went down.'),
        ),
      },
    },
  },
  {
    path: 'otp-delivery-now-under-3-seconds',
    category: 'otp',
    type: 'news',
    daysAgo: 1,
    cover: cover('otp-delivery-now-under-3-seconds', '1-3 s delivery', 'NEWS', '#3949ab', '#1a237e', {
      th: 'สัญลักษณ์ความเร็วของการส่ง OTP',
      en: 'A speed symbol for OTP delivery',
    }),
    content: {
      th: {
        ...meta('ส่ง OTP ถึงผู้รับใน 1-3 วินาที ด้วยเส้นทางตรงสู่เครือข่ายมือถือ', 'อัปเดตระบบส่ง OTP ให้เร็วขึ้นและเสถียรขึ้น พร้อมการรับประกัน uptime 99.99%', 'otp, ความเร็ว sms, uptime'),
        body: doc(
          p('เราเชื่อมต่อโดยตรงกับเครือข่ายมือถือหลักทั้งสามรายในไทย ทำให้ OTP ถึงผู้รับภายใน 1-3 วินาที'),
          ul('รับประกัน uptime 99.99%', 'คืนเครดิตเมื่อส่งไม่สำเร็จ', 'เชื่อมต่อผ่าน SMS API ได้ในไม่กี่นาที'),
          p('อ่านเพิ่มเติมที่ [บริการ SMS OTP](/services/SMS-OTP)'),
        ),
      },
      en: {
        ...meta('OTP now delivered in 1 to 3 seconds over direct network links', 'Our OTP delivery is faster and steadier, backed by a 99.99% uptime guarantee.', 'otp, sms speed, uptime'),
        body: doc(
          p('We connect directly to all three Thai mobile networks, so OTP messages arrive within 1 to 3 seconds.'),
          ul('99.99% uptime guarantee', 'Credit refunded on failed delivery', 'Connect through the SMS API in minutes'),
          p('Read more about the [SMS OTP service](/services/SMS-OTP).'),
        ),
      },
    },
  },
];
