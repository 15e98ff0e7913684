import { doc, h2, ol, p, ul } from '../../lexical';
import { cover, meta, type SeedPost } from './post';

export const whatIsBulkSms: SeedPost = {
  path: 'what-is-bulk-sms',
  category: 'marketing',
  type: 'article',
  daysAgo: 40,
  cover: cover('what-is-bulk-sms', 'SMS', '#1a73e8', '#0d47a1', {
    th: 'โทรศัพท์มือถือที่ได้รับข้อความ SMS จากแบรนด์',
    en: 'A phone receiving SMS messages from a brand',
    'zh-CN': '一部正在接收品牌短信的手机',
    'zh-TW': '一支正在接收品牌簡訊的手機',
    vi: 'Điện thoại nhận tin nhắn SMS từ một thương hiệu',
  }),
  content: {
    th: {
      ...meta(
        'SMS การตลาดคืออะไร และทำไมธุรกิจไทยยังใช้ได้ผล',
        'รู้จัก Bulk SMS ช่องทางที่เข้าถึงลูกค้าได้ทุกเครื่อง พร้อมวิธีเริ่มต้นส่งแคมเปญแรก',
        'sms การตลาด, bulk sms, ส่ง sms จำนวนมาก',
      ),
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
      ...meta(
        'What is SMS marketing, and why does it still work for Thai businesses?',
        'Bulk SMS reaches every phone. Learn what it is and how to send your first campaign.',
        'sms marketing, bulk sms, mass text messages',
      ),
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
        h2('开始第一次营销活动'),
        ol('注册并获得 10 个免费试用额度', '为品牌申请发送者名称', '以 Excel 或 .txt 文件上传收件人号码', '撰写短信，确认所需额度，然后立即发送或预约发送'),
        p('在[套餐价格页面](/packages)查看所有套餐，每条短信低至 0.17 泰铢。'),
      ),
    },
    'zh-TW': {
      ...meta('什麼是簡訊行銷？為什麼它在泰國依然有效', '大量簡訊可以觸及每一支手機。了解它是什麼以及如何發送第一次行銷活動。', '簡訊行銷, 大量簡訊'),
      body: doc(
        p('**簡訊行銷**就是一次向大量客戶發送簡短的文字訊息。不需安裝應用程式，任何手機都能收到，開啟率遠高於電子郵件。'),
        h2('為什麼簡訊依然有效'),
        ul('透過與泰國三大電信業者的直連通道，1 到 3 秒內送達', '不需網路或應用程式', '可以預約發送，每次最多發送 100,000 個號碼'),
        h2('開始第一次行銷活動'),
        ol('註冊並獲得 10 點免費試用點數', '為品牌申請發送者名稱', '以 Excel 或 .txt 檔案上傳收件人號碼', '撰寫簡訊，確認所需點數，然後立即發送或預約發送'),
        p('在[方案價格頁面](/packages)查看所有方案，每則簡訊低至 0.17 泰銖。'),
      ),
    },
    vi: {
      ...meta('SMS marketing là gì và vì sao vẫn hiệu quả với doanh nghiệp Thái Lan?', 'SMS hàng loạt tiếp cận mọi điện thoại. Tìm hiểu cách gửi chiến dịch đầu tiên.', 'sms marketing, sms hàng loạt'),
      body: doc(
        p('**SMS marketing** là gửi một tin nhắn ngắn đến nhiều khách hàng cùng lúc. Tin nhắn đến mọi điện thoại mà không cần ứng dụng, với tỷ lệ mở cao hơn e-mail nhiều lần.'),
        h2('Vì sao SMS vẫn hiệu quả'),
        ul('Gửi đến trong 1 đến 3 giây qua kết nối trực tiếp với ba nhà mạng lớn của Thái Lan', 'Không cần internet hay ứng dụng', 'Hẹn giờ gửi và gửi tối đa 100.000 số mỗi lần'),
        h2('Chiến dịch đầu tiên của bạn'),
        ol('Đăng ký và nhận 10 tín dụng dùng thử miễn phí', 'Đăng ký tên người gửi cho thương hiệu', 'Tải danh sách số điện thoại lên dưới dạng tệp Excel hoặc .txt', 'Soạn tin, kiểm tra số tín dụng rồi gửi ngay hoặc hẹn giờ'),
        p('Xem tất cả các gói tại [trang bảng giá](/packages), chỉ từ 0,17 baht mỗi tin nhắn.'),
      ),
    },
  },
};
