import type { api } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { request } from '../../lib/api.ts';
import { useCachedQuery } from '../../lib/cached-query.ts';
import { queryKey } from '../../lib/query-keys.ts';

// The contracts load lazily here, so the keys take the calls' path and auth, checked against their types.
const index: Pick<typeof api.common.index, 'path' | 'auth'> = { path: 'common/index', auth: false };
const noticeView: Pick<typeof api.common.noticeView, 'path' | 'auth'> = {
  path: 'common/noticeView',
  auth: false,
};
const noticeList: Pick<typeof api.common.noticeList, 'path' | 'auth'> = {
  path: 'common/noticeList',
  auth: false,
};

/** The server answers in the reader's language, so the language is part of each content key. */
const useLang = () => useTranslation().i18n.language;

/** `api.common.index`: banners, the notice bar and the popup notice (read by the home route, kept light). */
export function useIndex() {
  const lang = useLang();
  // The contracts (and zod) load with the first call, not with the first screen.
  return useCachedQuery(queryKey(index, { lang }), () =>
    import('@app/contracts').then(({ api }) => request(api.common.index)),
  );
}

/** `api.common.noticeView`: one notice by id, its HTML sanitized by the server. */
export function useNoticeView(id: number) {
  const lang = useLang();
  return useCachedQuery(queryKey(noticeView, { id, lang }), () =>
    import('@app/contracts').then(({ api }) => request(api.common.noticeView, { query: { id } })),
  );
}

/** `api.common.noticeList`: notices and announcements, newest first (the first 100). */
export function useNoticeList() {
  const lang = useLang();
  const query = { page: 1, limit: 100 };
  return useCachedQuery(queryKey(noticeList, { ...query, lang }), () =>
    import('@app/contracts').then(({ api }) => request(api.common.noticeList, { query })),
  );
}
