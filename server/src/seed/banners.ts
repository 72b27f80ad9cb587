import type { bannerTones } from '@app/contracts';
import type { BannerTranslations } from '../modules/content/content.schema.ts';

/** Demo banners: text on a coloured background, written in every language the app speaks. */
export const demoBanners: Array<{
  title: string;
  subtitle: string;
  tone: (typeof bannerTones)[number];
  link: string;
  translations: BannerTranslations;
}> = [
  {
    title: 'Trade BTC in 30 seconds',
    subtitle: 'Timed orders settled on the recorded price',
    tone: 'blue',
    link: '#/app/pages/tabbar/trade/index',
    translations: {
      'zh-Hans': { title: '30 秒交易 BTC', subtitle: '定时订单按记录的价格结算' },
      'zh-Hant': { title: '30 秒交易 BTC', subtitle: '定時訂單按記錄的價格結算' },
      ru: { title: 'Торгуйте BTC за 30 секунд', subtitle: 'Срочные ордера по записанной цене' },
      ja: { title: '30秒でBTCを取引', subtitle: '記録された価格で決済されるタイム注文' },
      ko: { title: '30초 만에 BTC 거래', subtitle: '기록된 가격으로 정산되는 시간 주문' },
      th: { title: 'เทรด BTC ใน 30 วินาที', subtitle: 'คำสั่งแบบจับเวลา ชำระตามราคาที่บันทึกไว้' },
      vi: { title: 'Giao dịch BTC trong 30 giây', subtitle: 'Lệnh hẹn giờ thanh toán theo giá đã ghi' },
      de: { title: 'BTC in 30 Sekunden handeln', subtitle: 'Zeitorders zum aufgezeichneten Kurs' },
      fr: { title: 'Tradez le BTC en 30 secondes', subtitle: 'Ordres à durée réglés au prix enregistré' },
      it: {
        title: 'Fai trading di BTC in 30 secondi',
        subtitle: 'Ordini a tempo regolati al prezzo registrato',
      },
      es: {
        title: 'Opera BTC en 30 segundos',
        subtitle: 'Órdenes con plazo liquidadas al precio registrado',
      },
      pt: {
        title: 'Negocie BTC em 30 segundos',
        subtitle: 'Ordens com prazo liquidadas no preço registrado',
      },
    },
  },
  {
    title: 'Earn up to 1.2% a day in USDT',
    subtitle: 'Fixed-income products, interest paid daily',
    tone: 'green',
    link: '#/app/pages/user/earn/index',
    translations: {
      'zh-Hans': { title: 'USDT 日收益最高 1.2%', subtitle: '固定收益产品，每日付息' },
      'zh-Hant': { title: 'USDT 日收益最高 1.2%', subtitle: '固定收益產品，每日付息' },
      ru: {
        title: 'До 1,2% в день в USDT',
        subtitle: 'Продукты с фиксированным доходом, проценты ежедневно',
      },
      ja: { title: 'USDTで1日最大1.2%', subtitle: '固定収益商品、利息は毎日支払い' },
      ko: { title: 'USDT로 하루 최대 1.2%', subtitle: '고정 수익 상품, 매일 이자 지급' },
      th: { title: 'รับสูงสุด 1.2% ต่อวันใน USDT', subtitle: 'ผลิตภัณฑ์รายได้คงที่ จ่ายดอกเบี้ยทุกวัน' },
      vi: {
        title: 'Nhận tới 1,2% mỗi ngày bằng USDT',
        subtitle: 'Sản phẩm thu nhập cố định, trả lãi hằng ngày',
      },
      de: { title: 'Bis zu 1,2 % am Tag in USDT', subtitle: 'Festverzinste Produkte, täglich Zinsen' },
      fr: {
        title: "Jusqu'à 1,2 % par jour en USDT",
        subtitle: 'Produits à revenu fixe, intérêts quotidiens',
      },
      it: {
        title: "Fino all'1,2% al giorno in USDT",
        subtitle: 'Prodotti a reddito fisso, interessi giornalieri',
      },
      es: { title: 'Gana hasta 1,2 % al día en USDT', subtitle: 'Productos de renta fija, interés diario' },
      pt: { title: 'Ganhe até 1,2% ao dia em USDT', subtitle: 'Produtos de renda fixa, juros diários' },
    },
  },
  {
    title: 'Invite friends, earn together',
    subtitle: 'Share your code, link or QR code',
    tone: 'violet',
    link: '#/app/pages/user/share',
    translations: {
      'zh-Hans': { title: '邀请好友，一起赚', subtitle: '分享您的邀请码、链接或二维码' },
      'zh-Hant': { title: '邀請好友，一起賺', subtitle: '分享您的邀請碼、連結或二維碼' },
      ru: { title: 'Приглашайте друзей', subtitle: 'Поделитесь кодом, ссылкой или QR-кодом' },
      ja: { title: '友達を招待して一緒に稼ごう', subtitle: 'コード、リンク、QRコードを共有' },
      ko: { title: '친구를 초대하고 함께 벌기', subtitle: '코드, 링크 또는 QR 코드를 공유하세요' },
      th: { title: 'ชวนเพื่อน รับรายได้ด้วยกัน', subtitle: 'แชร์รหัส ลิงก์ หรือ QR โค้ดของคุณ' },
      vi: { title: 'Mời bạn bè, cùng kiếm tiền', subtitle: 'Chia sẻ mã, liên kết hoặc mã QR' },
      de: { title: 'Freunde einladen, gemeinsam verdienen', subtitle: 'Code, Link oder QR-Code teilen' },
      fr: { title: 'Invitez vos amis, gagnez ensemble', subtitle: 'Partagez votre code, lien ou QR code' },
      it: { title: 'Invita amici, guadagnate insieme', subtitle: 'Condividi codice, link o codice QR' },
      es: { title: 'Invita amigos, ganad juntos', subtitle: 'Comparte tu código, enlace o QR' },
      pt: { title: 'Convide amigos, ganhem juntos', subtitle: 'Compartilhe seu código, link ou QR code' },
    },
  },
  {
    title: 'USDT ⇄ CNY in one tap',
    subtitle: 'A live rate, the fee shown before you confirm',
    tone: 'amber',
    link: '#/app/pages/user/exchange/index',
    translations: {
      'zh-Hans': { title: 'USDT ⇄ CNY 一键兑换', subtitle: '实时汇率，确认前显示手续费' },
      'zh-Hant': { title: 'USDT ⇄ CNY 一鍵兌換', subtitle: '即時匯率，確認前顯示手續費' },
      ru: { title: 'USDT ⇄ CNY в одно касание', subtitle: 'Текущий курс, комиссия видна до подтверждения' },
      ja: { title: 'USDT ⇄ CNY をワンタップで', subtitle: 'リアルタイムのレート、手数料は確定前に表示' },
      ko: { title: '원탭으로 USDT ⇄ CNY', subtitle: '실시간 환율, 확인 전에 수수료 표시' },
      th: { title: 'USDT ⇄ CNY ในแตะเดียว', subtitle: 'อัตราสด แสดงค่าธรรมเนียมก่อนยืนยัน' },
      vi: { title: 'USDT ⇄ CNY chỉ một chạm', subtitle: 'Tỷ giá trực tiếp, phí hiện trước khi xác nhận' },
      de: { title: 'USDT ⇄ CNY mit einem Tipp', subtitle: 'Aktueller Kurs, Gebühr vor dem Bestätigen' },
      fr: { title: 'USDT ⇄ CNY en un geste', subtitle: 'Taux en direct, frais affichés avant de confirmer' },
      it: {
        title: 'USDT ⇄ CNY con un tocco',
        subtitle: 'Tasso in tempo reale, commissione prima di confermare',
      },
      es: { title: 'USDT ⇄ CNY con un toque', subtitle: 'Tasa en vivo, comisión visible antes de confirmar' },
      pt: { title: 'USDT ⇄ CNY com um toque', subtitle: 'Taxa ao vivo, tarifa exibida antes de confirmar' },
    },
  },
];
