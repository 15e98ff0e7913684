import { doc, h2, p, ul } from '../../lexical';
import { cover, meta, type SeedPost } from './post';

export const howToChooseASenderName: SeedPost = {
  path: 'how-to-choose-a-sender-name',
  category: 'guides',
  type: 'guide',
  daysAgo: 18,
  cover: cover('how-to-choose-a-sender-name', 'A–Z', '#f4b400', '#e65100', {
    th: 'ข้อความ SMS ที่แสดงชื่อผู้ส่งของแบรนด์',
    en: 'An SMS showing a brand sender name',
    'zh-CN': '显示品牌发送者名称的短信',
    'zh-TW': '顯示品牌發送者名稱的簡訊',
    vi: 'Tin nhắn SMS hiển thị tên người gửi của thương hiệu',
  }),
  content: {
    th: {
      ...meta(
        'วิธีตั้งชื่อผู้ส่ง (Sender name) ให้ผ่านการอนุมัติ',
        'กติกาชื่อผู้ส่ง SMS: ตัวอักษร A-Z และตัวเลข 4-11 ตัว ไม่มีช่องว่าง',
        'sender name, ชื่อผู้ส่ง sms',
      ),
      body: doc(
        p('ชื่อผู้ส่งคือชื่อที่ผู้รับเห็นแทนเบอร์โทรศัพท์ ชื่อที่ดีทำให้ลูกค้าจำแบรนด์ได้และเชื่อถือข้อความมากขึ้น'),
        h2('กติกาของชื่อผู้ส่ง'),
        ul('ใช้ตัวอักษรภาษาอังกฤษพิมพ์ใหญ่ A-Z และตัวเลข 0-9', 'ยาว 4 ถึง 11 ตัวอักษร ไม่มีช่องว่างหรืออักขระพิเศษ', 'ไม่ใช้ภาษาไทยหรือภาษาอื่น'),
        p('ตัวอย่างที่ดี: *SABAISHOP*, *CLINIC24* ส่วน *Sabai Shop!* ใช้ไม่ได้เพราะมีช่องว่างและอักขระพิเศษ'),
      ),
    },
    en: {
      ...meta(
        'How to choose a sender name that gets approved',
        'Sender name rules: A-Z and digits, 4 to 11 characters, no spaces.',
        'sender name, sms sender id',
      ),
      body: doc(
        p('The sender name is what recipients see instead of a phone number. A good one makes your brand recognisable and your messages trusted.'),
        h2('Sender name rules'),
        ul('Uppercase letters A-Z and digits 0-9', '4 to 11 characters, no spaces or special characters', 'No Thai or other scripts'),
        p('Good examples: *SABAISHOP*, *CLINIC24*. *Sabai Shop!* is refused because of the space and the special character.'),
      ),
    },
    'zh-CN': {
      ...meta('如何设置能通过审核的发送者名称', '发送者名称规则：大写字母 A-Z 和数字，4 到 11 个字符，不含空格。', '发送者名称, 短信签名'),
      body: doc(
        p('发送者名称是收件人看到的名称，用来代替电话号码。好的名称能让客户记住您的品牌，也更信任您的短信。'),
        h2('发送者名称规则'),
        ul('使用大写英文字母 A-Z 和数字 0-9', '长度为 4 到 11 个字符，不含空格或特殊字符', '不可使用泰文或其他文字'),
        p('好的例子：*SABAISHOP*、*CLINIC24*。*Sabai Shop!* 不能使用，因为其中有空格和特殊字符。'),
      ),
    },
    'zh-TW': {
      ...meta('如何設定能通過審核的發送者名稱', '發送者名稱規則：大寫字母 A-Z 和數字，4 到 11 個字元，不含空格。', '發送者名稱, 簡訊簽名'),
      body: doc(
        p('發送者名稱是收件人看到的名稱，用來取代電話號碼。好的名稱能讓客戶記住您的品牌，也更信任您的簡訊。'),
        h2('發送者名稱規則'),
        ul('使用大寫英文字母 A-Z 和數字 0-9', '長度為 4 到 11 個字元，不含空格或特殊字元', '不可使用泰文或其他文字'),
        p('好的例子：*SABAISHOP*、*CLINIC24*。*Sabai Shop!* 不能使用，因為其中有空格和特殊字元。'),
      ),
    },
    vi: {
      ...meta('Cách đặt tên người gửi để được duyệt', 'Quy tắc tên người gửi: chữ A-Z và chữ số, 4 đến 11 ký tự, không khoảng trắng.', 'tên người gửi, sender name sms'),
      body: doc(
        p('Tên người gửi là tên người nhận nhìn thấy thay cho số điện thoại. Một cái tên tốt giúp khách hàng nhớ thương hiệu và tin tưởng tin nhắn của bạn hơn.'),
        h2('Quy tắc tên người gửi'),
        ul('Chữ in hoa A-Z và chữ số 0-9', 'Từ 4 đến 11 ký tự, không có khoảng trắng hay ký tự đặc biệt', 'Không dùng chữ Thái hay chữ viết khác'),
        p('Ví dụ tốt: *SABAISHOP*, *CLINIC24*. *Sabai Shop!* bị từ chối vì có khoảng trắng và ký tự đặc biệt.'),
      ),
    },
  },
};
