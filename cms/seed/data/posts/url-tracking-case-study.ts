import { doc, h2, ol, p } from '../../lexical';
import { cover, meta, type SeedPost } from './post';

export const urlTrackingCaseStudy: SeedPost = {
  path: 'url-tracking-case-study',
  category: 'marketing',
  type: 'case-study',
  daysAgo: 4,
  cover: cover('url-tracking-case-study', '+19%', '#e53935', '#b71c1c', {
    th: 'กราฟยอดคลิกที่เพิ่มขึ้นจากลิงก์ติดตามผล',
    en: 'A chart of clicks rising with tracked links',
    'zh-CN': '追踪链接带来点击量上升的图表',
    'zh-TW': '追蹤連結帶來點擊量上升的圖表',
    vi: 'Biểu đồ lượt nhấp tăng nhờ liên kết theo dõi',
  }),
  content: {
    th: {
      ...meta(
        'กรณีศึกษา: ร้านค้าออนไลน์เพิ่มอัตราคลิก 19% ด้วย URL Tracking',
        'วัดผลทุกลิงก์ใน SMS ด้วยลิงก์สั้นที่นับคลิกได้ แล้วปรับแคมเปญจากข้อมูลจริง',
        'url tracking, ลิงก์สั้น, วัดผล sms',
      ),
      body: doc(
        p('ร้านค้าออนไลน์แห่งหนึ่งส่งโปรโมชันทาง SMS ทุกเดือน แต่ไม่รู้ว่าลูกค้ากลุ่มไหนคลิกจริง'),
        h2('สิ่งที่ทำ'),
        ol('เปลี่ยนลิงก์ทุกข้อความเป็นลิงก์สั้นแบบติดตามผล', 'แบ่งรายชื่อตามพฤติกรรมการคลิก', 'ส่งข้อเสนอที่ต่างกันให้แต่ละกลุ่ม'),
        h2('ผลลัพธ์'),
        p('ภายในสามเดือน อัตราการคลิกเพิ่มขึ้น **สูงสุด 19%** และต้นทุนต่อยอดขายลดลง'),
      ),
    },
    en: {
      ...meta(
        'Case study: an online shop lifts clicks by 19% with URL tracking',
        'Measure every link in your SMS with trackable short links and tune campaigns on real data.',
        'url tracking, short links, sms analytics',
      ),
      body: doc(
        p('An online shop sent a monthly SMS promotion but could not tell which customers actually clicked.'),
        h2('What they did'),
        ol('Replaced every link with a tracked short link', 'Segmented recipients by click behaviour', 'Sent a different offer to each segment'),
        h2('Results'),
        p('Within three months the click rate rose by **up to 19%** and the cost per sale went down.'),
      ),
    },
    'zh-CN': {
      ...meta('案例研究：一家网店借助链接追踪把点击率提升 19%', '用可统计点击的短链接衡量短信中的每个链接，并根据真实数据优化营销活动。', '链接追踪, 短链接, 短信数据分析'),
      body: doc(
        p('一家网店每月通过短信发送促销信息，却不知道究竟哪些客户点击了链接。'),
        h2('他们的做法'),
        ol('把每条短信中的链接换成可追踪的短链接', '按点击行为对收件人分组', '为每个分组发送不同的优惠'),
        h2('结果'),
        p('三个月内，点击率**最高提升 19%**，每笔销售的成本也随之下降。'),
      ),
    },
    'zh-TW': {
      ...meta('案例研究：一家網店藉由連結追蹤把點擊率提升 19%', '用可統計點擊的短網址衡量簡訊中的每個連結，並根據真實數據優化行銷活動。', '連結追蹤, 短網址, 簡訊數據分析'),
      body: doc(
        p('一家網店每月透過簡訊發送促銷訊息，卻不知道究竟哪些客戶點擊了連結。'),
        h2('他們的做法'),
        ol('把每則簡訊中的連結換成可追蹤的短網址', '依點擊行為將收件人分組', '為每個分組發送不同的優惠'),
        h2('結果'),
        p('三個月內，點擊率**最高提升 19%**，每筆銷售的成本也隨之下降。'),
      ),
    },
    vi: {
      ...meta('Nghiên cứu điển hình: cửa hàng trực tuyến tăng 19% lượt nhấp nhờ theo dõi URL', 'Đo lường mọi liên kết trong SMS bằng liên kết rút gọn có đếm lượt nhấp và tối ưu chiến dịch theo dữ liệu thật.', 'theo dõi url, liên kết rút gọn, phân tích sms'),
      body: doc(
        p('Một cửa hàng trực tuyến gửi khuyến mãi qua SMS mỗi tháng nhưng không biết khách hàng nào thực sự nhấp vào.'),
        h2('Những gì họ đã làm'),
        ol('Thay mọi liên kết bằng liên kết rút gọn có theo dõi', 'Chia người nhận theo hành vi nhấp', 'Gửi ưu đãi khác nhau cho từng nhóm'),
        h2('Kết quả'),
        p('Trong ba tháng, tỷ lệ nhấp tăng **tới 19%** và chi phí cho mỗi đơn hàng giảm xuống.'),
      ),
    },
  },
};
