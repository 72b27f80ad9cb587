/** Demo notices and announcements; release times are set relative to the first start. */
export const demoNotices = [
  {
    kind: 'announcement' as const,
    title: 'Welcome to the demo exchange',
    author: 'Operations',
    popup: true,
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
