import { doc, h2, p, ul } from '../../lexical';
import { cover, meta, type SeedPost } from './post';

export const smsCreditsExplained: SeedPost = {
  path: 'sms-credits-explained',
  category: 'guides',
  type: 'article',
  daysAgo: 12,
  cover: cover('sms-credits-explained', '70 / 160', '#8e24aa', '#4a148c', {
    th: 'การนับเครดิตของข้อความภาษาไทยและภาษาอังกฤษ',
    en: 'How credits are counted for Thai and English text',
    'zh-CN': '泰文和英文短信的额度计算方式',
    'zh-TW': '泰文和英文簡訊的點數計算方式',
    vi: 'Cách tính tín dụng cho tin nhắn tiếng Thái và tiếng Anh',
  }),
  content: {
    th: {
      ...meta(
        '1 เครดิตส่งได้กี่ตัวอักษร? เข้าใจการนับเครดิต SMS',
        'ภาษาไทย 70 ตัวอักษร ภาษาอังกฤษ 160 ตัวอักษรต่อ 1 เครดิต ข้อความผสมนับแบบภาษาไทย',
        'เครดิต sms, นับตัวอักษร sms',
      ),
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
      ...meta(
        'How many characters per credit? SMS credits explained',
        '70 Thai or 160 English characters per credit; mixed text counts as Thai.',
        'sms credits, sms character count',
      ),
      body: doc(
        p('Sending is paid in credits: **1 credit = 70 Thai characters or 160 English characters**.'),
        h2('Mixed-language messages'),
        p('If a message contains even one Thai character, the whole message is counted as Thai.'),
        h2('Examples'),
        ul('An English message of 150 characters uses 1 credit per recipient', 'A Thai message of 100 characters uses 2 credits per recipient'),
        p('Package prices exclude 7% VAT. Work out the package that fits you on the [package prices page](/packages).'),
      ),
    },
    'zh-CN': {
      ...meta('1 个额度能发多少个字符？短信额度计算说明', '每个额度可发 70 个泰文字符或 160 个英文字符；混合文字按泰文计算。', '短信额度, 短信字数'),
      body: doc(
        p('发送短信按额度计费：**1 个额度 = 70 个泰文字符或 160 个英文字符**。'),
        h2('混合语言的短信'),
        p('只要短信中含有一个泰文字符，整条短信就按泰文计算。'),
        h2('示例'),
        ul('150 个字符的英文短信，每位收件人使用 1 个额度', '100 个字符的泰文短信，每位收件人使用 2 个额度'),
        p('套餐价格不含 7% 增值税。可在[套餐价格页面](/packages)算出最适合您的套餐。'),
      ),
    },
    'zh-TW': {
      ...meta('1 點能發多少個字元？簡訊點數計算說明', '每點可發 70 個泰文字元或 160 個英文字元；混合文字按泰文計算。', '簡訊點數, 簡訊字數'),
      body: doc(
        p('發送簡訊按點數計費：**1 點 = 70 個泰文字元或 160 個英文字元**。'),
        h2('混合語言的簡訊'),
        p('只要簡訊中含有一個泰文字元，整則簡訊就按泰文計算。'),
        h2('範例'),
        ul('150 個字元的英文簡訊，每位收件人使用 1 點', '100 個字元的泰文簡訊，每位收件人使用 2 點'),
        p('方案價格不含 7% 營業稅。可在[方案價格頁面](/packages)算出最適合您的方案。'),
      ),
    },
    vi: {
      ...meta('Mỗi tín dụng gửi được bao nhiêu ký tự? Giải thích tín dụng SMS', '70 ký tự tiếng Thái hoặc 160 ký tự tiếng Anh cho mỗi tín dụng; văn bản trộn lẫn tính như tiếng Thái.', 'tín dụng sms, đếm ký tự sms'),
      body: doc(
        p('Phí gửi được tính bằng tín dụng: **1 tín dụng = 70 ký tự tiếng Thái hoặc 160 ký tự tiếng Anh**.'),
        h2('Tin nhắn nhiều ngôn ngữ'),
        p('Chỉ cần tin nhắn có một ký tự tiếng Thái, cả tin nhắn sẽ được tính như tiếng Thái.'),
        h2('Ví dụ'),
        ul('Tin nhắn tiếng Anh 150 ký tự dùng 1 tín dụng cho mỗi người nhận', 'Tin nhắn tiếng Thái 100 ký tự dùng 2 tín dụng cho mỗi người nhận'),
        p('Giá gói chưa gồm VAT 7%. Hãy tính gói phù hợp với bạn tại [trang bảng giá](/packages).'),
      ),
    },
  },
};
