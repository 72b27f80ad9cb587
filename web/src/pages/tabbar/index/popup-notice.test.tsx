import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../app/paths.ts';
import { appHistory, HashRouter } from '../../../lib/location.tsx';
import { type Navigator, setNavigator } from '../../../lib/navigation.ts';
import { usePopupNotice } from './popup-notice.tsx';

const notice = { id: 7, version: 1 } as Parameters<typeof usePopupNotice>[0];

function Home({ shown }: { shown: typeof notice | null }) {
  usePopupNotice(shown);
  return null;
}

afterEach(() => vi.restoreAllMocks());

describe('the popup notice', () => {
  it('opens over Home, and waits while another page is on screen until Home is back', async () => {
    const overlay = vi.fn();
    setNavigator({ overlay } as unknown as Navigator);
    appHistory().replace(paths.languageDialog);
    const view = render(
      <HashRouter>
        <Home shown={null} />
      </HashRouter>,
    );
    // The notice arrives while the language page is shown: Home, kept mounted below, must not open it.
    view.rerender(
      <HashRouter>
        <Home shown={notice} />
      </HashRouter>,
    );
    expect(overlay).not.toHaveBeenCalled();
    await act(async () => appHistory().push(paths.home));
    expect(overlay).toHaveBeenCalledWith(`${paths.noticeDialog}?id=7`);
  });
});
