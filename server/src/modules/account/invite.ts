/** The invite link opens register with the code, which the SPA keeps for a day and prefills. */
export function inviteLink(origin: string, code: string): string {
  return `${origin.replace(/\/$/, '')}/#/app/pages/user/register?invite=${encodeURIComponent(code)}`;
}

export async function qrDataUrl(text: string): Promise<string> {
  const { default: QRCode } = await import('qrcode'); // loaded at the first code, not at start-up
  const svg = await QRCode.toString(text, { type: 'svg', margin: 1, width: 240 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
