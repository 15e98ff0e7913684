import { doc, h2, h3, p, quote, ul } from '../../lexical';
import { cover, meta, type SeedPost } from './post';

export const smsOtpBestPractices: SeedPost = {
  path: 'sms-otp-best-practices',
  category: 'otp',
  type: 'guide',
  daysAgo: 25,
  cover: cover('sms-otp-best-practices', 'OTP', '#0f9d58', '#00695c', {
    th: 'รหัส OTP 6 หลักบนหน้าจอโทรศัพท์',
    en: 'A 6-digit OTP code on a phone screen',
    'zh-CN': '手机屏幕上的 6 位验证码',
    'zh-TW': '手機螢幕上的 6 位驗證碼',
    vi: 'Mã OTP 6 chữ số trên màn hình điện thoại',
  }),
  content: {
    th: {
      ...meta(
        'แนวทางส่ง SMS OTP ให้ปลอดภัยและถึงไว',
        'รหัส OTP 4 หรือ 6 หลัก ใช้ครั้งเดียว กำหนดอายุได้ พร้อมข้อควรระวังสำหรับนักพัฒนา',
        'sms otp, รหัส otp, ยืนยันตัวตน',
      ),
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
      ...meta(
        'SMS OTP best practices: secure and fast',
        'Single-use 4 or 6-digit codes with an expiry you choose, plus tips for developers.',
        'sms otp, one-time password, verification',
      ),
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
        h3('速度就是用户体验'),
        p('我们的验证码短信平均 1 到 3 秒送达，发送失败时退还额度。'),
        quote('验证码短信中除了验证码和服务名称，不要包含任何其他个人信息。'),
      ),
    },
    'zh-TW': {
      ...meta('簡訊驗證碼最佳實務：安全又快速', '4 位或 6 位一次性驗證碼，有效期可自訂，並附開發者建議。', '簡訊驗證碼, OTP'),
      body: doc(
        p('簡訊驗證碼（OTP）是傳送到使用者手機上的一次性密碼，用於確認登入或交易。'),
        h2('關鍵原則'),
        ul('使用 **4 位或 6 位**數字，每組驗證碼只能使用一次', '設定有效期，例如 10 或 20 分鐘', '限制錯誤輸入次數和重新取得驗證碼的頻率'),
        h3('速度就是使用者體驗'),
        p('我們的驗證碼簡訊平均 1 到 3 秒送達，傳送失敗時退還點數。'),
        quote('驗證碼簡訊中除了驗證碼和服務名稱，不要包含任何其他個人資料。'),
      ),
    },
    vi: {
      ...meta('SMS OTP: an toàn và nhanh chóng', 'Mã dùng một lần 4 hoặc 6 chữ số với thời hạn tùy chọn, kèm lời khuyên cho lập trình viên.', 'sms otp, mã xác thực'),
      body: doc(
        p('SMS OTP (mật khẩu dùng một lần) là mã gửi đến điện thoại người dùng để xác nhận đăng nhập hoặc giao dịch.'),
        h2('Nguyên tắc chính'),
        ul('Dùng mã **4 hoặc 6 chữ số** và mỗi mã chỉ dùng một lần', 'Đặt thời hạn, ví dụ 10 hoặc 20 phút', 'Giới hạn số lần nhập sai và số lần yêu cầu mã mới'),
        h3('Tốc độ chính là trải nghiệm người dùng'),
        p('Tin nhắn OTP của chúng tôi đến trung bình trong 1 đến 3 giây, và hoàn lại tín dụng khi gửi thất bại.'),
        quote('Đừng đưa dữ liệu cá nhân nào vào tin nhắn OTP ngoài mã và tên dịch vụ của bạn.'),
      ),
    },
  },
};
