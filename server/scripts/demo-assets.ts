// Writes the demo customer-service QR codes into public/static: `pnpm --filter @app/server demo-assets`.
import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';
import { adminConfigSchema } from '../src/modules/settings/admin-config.ts';

const { customer_service } = adminConfigSchema.parse({});
const targets = [
  ...customer_service.channels.filter((c) => c.qrcode && c.link).map((c) => [c.qrcode, c.link] as const),
  [customer_service.qrcode, customer_service.channels[0]?.link] as const,
];
for (const [path, link] of targets) {
  if (!path || !link) continue;
  const svg = await QRCode.toString(link, { type: 'svg', margin: 1, width: 240 });
  writeFileSync(new URL(`../public${path}`, import.meta.url), svg);
  console.log(`wrote public${path} for ${link}`);
}
