import { doc, h2, p, ul } from '../../lexical';
import { cover, meta, type SeedPost } from './post';

export const bestTimeToSendSmsCampaigns: SeedPost = {
  path: 'best-time-to-send-sms-campaigns',
  category: 'marketing',
  type: 'article',
  daysAgo: 8,
  cover: cover('best-time-to-send-sms-campaigns', '10:30', '#00897b', '#004d40', {
    th: 'นาฬิกาและปฏิทินสำหรับตั้งเวลาส่ง SMS',
    en: 'A clock and calendar for scheduling SMS',
    'zh-CN': '用于预约发送短信的时钟和日历',
    'zh-TW': '用於預約發送簡訊的時鐘和日曆',
    vi: 'Đồng hồ và lịch để hẹn giờ gửi SMS',
  }),
  content: {
    th: {
      ...meta(
        'ส่ง SMS เวลาไหนดีที่สุด',
        'เลือกเวลาส่งแคมเปญให้ลูกค้าอ่านและคลิกมากที่สุด พร้อมการตั้งเวลาส่งล่วงหน้า',
        'เวลาส่ง sms, ตั้งเวลาส่ง sms',
      ),
      body: doc(
        p('ข้อความเดียวกันอาจได้ผลต่างกันมากเมื่อส่งคนละเวลา'),
        h2('ช่วงเวลาที่แนะนำ'),
        ul('ร้านอาหารและค้าปลีก: 10:30-11:30 น. ก่อนมื้อกลางวัน', 'บริการทางการเงิน: 09:00-10:00 น. ในวันทำการ', 'หลีกเลี่ยงการส่งหลัง 20:00 น.'),
        p('ใช้ฟีเจอร์ **ตั้งเวลาส่ง** เพื่อเตรียมแคมเปญล่วงหน้า ทีมงานพร้อมช่วยเหลือทุกวัน 08:00-24:00 น.'),
      ),
    },
    en: {
      ...meta(
        'When is the best time to send an SMS campaign?',
        'Pick the send time that gets the most reads and clicks, and schedule it in advance.',
        'sms timing, schedule sms',
      ),
      body: doc(
        p('The same message can perform very differently depending on when it is sent.'),
        h2('Recommended windows'),
        ul('Restaurants and retail: 10:30 to 11:30, before lunch', 'Financial services: 09:00 to 10:00 on business days', 'Avoid sending after 20:00'),
        p('Use **scheduled sending** to prepare campaigns in advance. Our team is available every day from 08:00 to 24:00.'),
      ),
    },
    'zh-CN': {
      ...meta('什么时候发送短信营销效果最好？', '选择阅读和点击最多的发送时间，并提前预约发送。', '短信发送时间, 预约短信'),
      body: doc(
        p('同一条短信在不同时间发送，效果可能相差很大。'),
        h2('推荐的发送时段'),
        ul('餐饮和零售：午餐前 10:30 至 11:30', '金融服务：工作日 09:00 至 10:00', '避免在 20:00 之后发送'),
        p('使用**预约发送**功能提前准备营销活动。我们的团队每天 08:00 至 24:00 为您提供帮助。'),
      ),
    },
    'zh-TW': {
      ...meta('什麼時候發送簡訊行銷效果最好？', '選擇閱讀和點擊最多的發送時間，並提前預約發送。', '簡訊發送時間, 預約簡訊'),
      body: doc(
        p('同一則簡訊在不同時間發送，效果可能相差很大。'),
        h2('建議的發送時段'),
        ul('餐飲和零售：午餐前 10:30 至 11:30', '金融服務：工作日 09:00 至 10:00', '避免在 20:00 之後發送'),
        p('使用**預約發送**功能提前準備行銷活動。我們的團隊每天 08:00 至 24:00 為您提供協助。'),
      ),
    },
    vi: {
      ...meta('Khi nào là thời điểm tốt nhất để gửi chiến dịch SMS?', 'Chọn giờ gửi có nhiều lượt đọc và nhấp nhất, và hẹn giờ gửi trước.', 'thời điểm gửi sms, hẹn giờ sms'),
      body: doc(
        p('Cùng một tin nhắn có thể cho kết quả rất khác nhau tùy vào thời điểm gửi.'),
        h2('Khung giờ nên gửi'),
        ul('Nhà hàng và bán lẻ: 10:30 đến 11:30, trước bữa trưa', 'Dịch vụ tài chính: 09:00 đến 10:00 vào ngày làm việc', 'Tránh gửi sau 20:00'),
        p('Dùng tính năng **hẹn giờ gửi** để chuẩn bị chiến dịch trước. Đội ngũ của chúng tôi hỗ trợ mỗi ngày từ 08:00 đến 24:00.'),
      ),
    },
  },
};
