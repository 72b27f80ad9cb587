import { act, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n.ts';
import { CustomerService } from './customer-service.tsx';

const channel = (key: string, qrcode: string | null) => ({
  key,
  name: key.toUpperCase(),
  link: `https://example.com/${key}`,
  open: 'external' as const,
  qrcode,
});

describe('CustomerService', () => {
  beforeAll(() => initI18n('en-US'));

  it('says so when the administrator configured nothing (the message loads with its own chunk)', async () => {
    await act(async () => {
      render(<CustomerService service={{ channels: [], qrcode: null }} />);
    });
    expect(
      await screen.findByText('The administrator does not configure the customer service information'),
    ).toBeTruthy();
  });

  it('shows each channel, and names the one without a QR code', () => {
    const { container } = render(
      <CustomerService
        service={{ channels: [channel('tg', '/qr.svg'), channel('wa', null)], qrcode: '/all.svg' }}
      />,
    );
    expect(container.querySelectorAll('[data-channel]')).toHaveLength(3);
    expect(screen.getByText('The administrator does not configure the QR code of WA')).toBeTruthy();
    expect(container.querySelector('[data-channel="tg"] img')?.getAttribute('src')).toBe('/qr.svg');
  });
});
