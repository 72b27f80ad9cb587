import type { NoticeTranslations } from '../modules/content/content.schema.ts';

const p = (a: string, b: string) => `<p>${a}</p><p>${b}</p>`;

/** The welcome popup in every language; the other demo notices stay English-only (the fallback). */
const welcome: NoticeTranslations = {
  'zh-Hans': {
    title: '欢迎来到演示交易所',
    content: p(
      '这是一个演示环境。价格为模拟价格，每个账户都会获得演示资金。',
      '定时订单的结果只来自记录的价格序列：每个订单都显示其行权价和收盘价。',
    ),
  },
  'zh-Hant': {
    title: '歡迎來到示範交易所',
    content: p(
      '這是一個示範環境。價格為模擬價格，每個帳戶都會獲得示範資金。',
      '定時訂單的結果只來自記錄的價格序列：每個訂單都顯示其行權價和收盤價。',
    ),
  },
  ru: {
    title: 'Добро пожаловать на демо-биржу',
    content: p(
      'Это демонстрационная среда. Цены смоделированы, каждый счёт получает демо-средства.',
      'Результаты срочных ордеров берутся только из записанного ряда цен: у каждого ордера видны цена исполнения и цена закрытия.',
    ),
  },
  ja: {
    title: 'デモ取引所へようこそ',
    content: p(
      'これはデモ環境です。価格はシミュレーションで、すべてのアカウントにデモ資金が付与されます。',
      'タイム注文の結果は記録された価格系列のみから決まります。各注文に約定価格と終値が表示されます。',
    ),
  },
  ko: {
    title: '데모 거래소에 오신 것을 환영합니다',
    content: p(
      '데모 환경입니다. 가격은 시뮬레이션이며 모든 계정에 데모 자금이 지급됩니다.',
      '시간 주문의 결과는 기록된 가격 시계열로만 결정되며, 모든 주문에 행사가와 종가가 표시됩니다.',
    ),
  },
  th: {
    title: 'ยินดีต้อนรับสู่กระดานเทรดสาธิต',
    content: p(
      'นี่คือสภาพแวดล้อมสาธิต ราคาเป็นการจำลอง และทุกบัญชีได้รับเงินสาธิต',
      'ผลของคำสั่งแบบจับเวลามาจากชุดราคาที่บันทึกไว้เท่านั้น ทุกคำสั่งแสดงราคาเปิดและราคาปิด',
    ),
  },
  vi: {
    title: 'Chào mừng đến sàn giao dịch demo',
    content: p(
      'Đây là môi trường demo. Giá được mô phỏng và mỗi tài khoản nhận tiền demo.',
      'Kết quả lệnh hẹn giờ chỉ đến từ chuỗi giá đã ghi: mỗi lệnh hiển thị giá vào và giá đóng.',
    ),
  },
  de: {
    title: 'Willkommen an der Demo-Börse',
    content: p(
      'Dies ist eine Demo-Umgebung. Die Kurse sind simuliert, jedes Konto erhält Demo-Guthaben.',
      'Ergebnisse von Zeitorders stammen nur aus der aufgezeichneten Kursreihe: Jede Order zeigt Einstiegs- und Schlusskurs.',
    ),
  },
  fr: {
    title: 'Bienvenue sur la plateforme de démonstration',
    content: p(
      'Ceci est un environnement de démonstration. Les prix sont simulés et chaque compte reçoit des fonds de démonstration.',
      "Le résultat des ordres à durée vient uniquement de la série de prix enregistrée : chaque ordre affiche son prix d'entrée et son prix de clôture.",
    ),
  },
  it: {
    title: "Benvenuto nell'exchange dimostrativo",
    content: p(
      'Questo è un ambiente dimostrativo. I prezzi sono simulati e ogni conto riceve fondi demo.',
      'I risultati degli ordini a tempo derivano solo dalla serie di prezzi registrata: ogni ordine mostra prezzo di ingresso e di chiusura.',
    ),
  },
  es: {
    title: 'Bienvenido al exchange de demostración',
    content: p(
      'Este es un entorno de demostración. Los precios son simulados y cada cuenta recibe fondos de demostración.',
      'El resultado de las órdenes con plazo proviene solo de la serie de precios registrada: cada orden muestra su precio de entrada y de cierre.',
    ),
  },
  pt: {
    title: 'Bem-vindo à corretora de demonstração',
    content: p(
      'Este é um ambiente de demonstração. Os preços são simulados e cada conta recebe fundos de demonstração.',
      'O resultado das ordens com prazo vem apenas da série de preços registrada: cada ordem mostra o preço de entrada e de fechamento.',
    ),
  },
};

/** Demo notices and announcements; release times are set relative to the first start. */
export const demoNotices = [
  {
    kind: 'announcement' as const,
    title: 'Welcome to the demo exchange',
    author: 'Operations',
    popup: true,
    translations: welcome,
    content:
      '<p>This is a demonstration environment. Prices are simulated and every account receives demo funds.</p>' +
      '<p>Results of timed orders come only from the recorded price series: every order shows its strike and close price.</p>',
  },
  {
    kind: 'notice' as const,
    title: 'New trading pairs: AVAX, LINK and DOT',
    author: 'Markets team',
    popup: false,
    content:
      '<p>Timed orders on AVAX/USDT, LINK/USDT and DOT/USDT are now open with 30 s to 5 min periods.</p>',
  },
  {
    kind: 'notice' as const,
    title: 'Earn: 7-day USDT product restocked',
    author: 'Earn team',
    popup: false,
    content: '<p>The 7-day fixed-income product is open again. Interest is paid daily in USDT.</p>',
  },
  {
    kind: 'announcement' as const,
    title: 'Scheduled maintenance on Sunday 02:00 UTC',
    author: 'Operations',
    popup: false,
    content:
      '<p>Deposits may be delayed for up to 30 minutes during maintenance. Trading is not affected.</p>',
  },
  {
    kind: 'notice' as const,
    title: 'Security tip: never share your fund password',
    author: 'Security team',
    popup: false,
    content:
      '<p>Our staff will never ask for your password or fund password. Contact customer service if in doubt.</p>',
  },
];
