import { doc, p, ul } from '../../lexical';
import { cover, meta, type SeedPost } from './post';

export const otpDeliveryNowUnder3Seconds: SeedPost = {
  path: 'otp-delivery-now-under-3-seconds',
  category: 'otp',
  type: 'news',
  daysAgo: 1,
  cover: cover('otp-delivery-now-under-3-seconds', '1–3 s', '#3949ab', '#1a237e', {
    th: 'สัญลักษณ์ความเร็วของการส่ง OTP',
    en: 'A speed symbol for OTP delivery',
    'zh-CN': '代表验证码送达速度的图标',
    'zh-TW': '代表驗證碼送達速度的圖示',
    vi: 'Biểu tượng tốc độ gửi OTP',
  }),
  content: {
    th: {
      ...meta(
        'ส่ง OTP ถึงผู้รับใน 1-3 วินาที ด้วยเส้นทางตรงสู่เครือข่ายมือถือ',
        'อัปเดตระบบส่ง OTP ให้เร็วขึ้นและเสถียรขึ้น พร้อมรับประกันระบบพร้อมใช้งาน 99.99%',
        'otp, ความเร็ว sms, ระบบพร้อมใช้งาน',
      ),
      body: doc(
        p('เราเชื่อมต่อโดยตรงกับเครือข่ายมือถือหลักทั้งสามรายในไทย ทำให้ OTP ถึงผู้รับภายใน 1-3 วินาที'),
        ul('รับประกันระบบพร้อมใช้งาน 99.99%', 'คืนเครดิตเมื่อส่งไม่สำเร็จ', 'เชื่อมต่อผ่าน SMS API ได้ในไม่กี่นาที'),
        p('อ่านเพิ่มเติมที่ [บริการ SMS OTP](/services/SMS-OTP)'),
      ),
    },
    en: {
      ...meta(
        'OTP now delivered in 1 to 3 seconds over direct network links',
        'Our OTP delivery is faster and steadier, backed by a 99.99% uptime guarantee.',
        'otp, sms speed, uptime',
      ),
      body: doc(
        p('We connect directly to all three Thai mobile networks, so OTP messages arrive within 1 to 3 seconds.'),
        ul('99.99% uptime guarantee', 'Credit refunded on failed delivery', 'Connect through the SMS API in minutes'),
        p('Read more about the [SMS OTP service](/services/SMS-OTP).'),
      ),
    },
    'zh-CN': {
      ...meta('验证码现经直连通道 1 到 3 秒送达', '验证码发送更快更稳定，并有 99.99% 可用性保证。', '验证码, 短信速度, 可用性'),
      body: doc(
        p('我们与泰国三大移动运营商直接连接，验证码短信可在 1 到 3 秒内送达。'),
        ul('99.99% 可用性保证', '发送失败退还额度', '几分钟即可通过短信 API 完成对接'),
        p('了解更多：[短信验证码服务](/services/SMS-OTP)。'),
      ),
    },
    'zh-TW': {
      ...meta('驗證碼現經直連通道 1 到 3 秒送達', '驗證碼發送更快更穩定，並有 99.99% 可用性保證。', '驗證碼, 簡訊速度, 可用性'),
      body: doc(
        p('我們與泰國三大電信業者直接連線，驗證碼簡訊可在 1 到 3 秒內送達。'),
        ul('99.99% 可用性保證', '傳送失敗退還點數', '幾分鐘即可透過簡訊 API 完成串接'),
        p('了解更多：[簡訊驗證碼服務](/services/SMS-OTP)。'),
      ),
    },
    vi: {
      ...meta('OTP nay đến trong 1 đến 3 giây qua kết nối mạng trực tiếp', 'Gửi OTP nhanh và ổn định hơn, với cam kết thời gian hoạt động 99,99%.', 'otp, tốc độ sms, thời gian hoạt động'),
      body: doc(
        p('Chúng tôi kết nối trực tiếp với cả ba nhà mạng di động của Thái Lan, nên tin nhắn OTP đến trong vòng 1 đến 3 giây.'),
        ul('Cam kết thời gian hoạt động 99,99%', 'Hoàn tín dụng khi gửi thất bại', 'Kết nối qua SMS API chỉ trong vài phút'),
        p('Xem thêm về [dịch vụ SMS OTP](/services/SMS-OTP).'),
      ),
    },
  },
};
