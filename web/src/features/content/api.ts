import type { api } from '@app/contracts';
import { request } from '../../lib/api.ts';
import { useCachedQuery } from '../../lib/cached-query.ts';
import { queryKey } from '../../lib/query-keys.ts';

// The contracts load lazily here, so the keys take the calls' path and auth, checked against their types.
const index: Pick<typeof api.common.index, 'path' | 'auth'> = { path: 'common/index', auth: false };
const noticeView: Pick<typeof api.common.noticeView, 'path' | 'auth'> = {
  path: 'common/noticeView',
  auth: false,
};

/** `api.common.index`: banners, the notice bar and the popup notice (read by the home route, kept light). */
export function useIndex() {
  // The contracts (and zod) load with the first call, not with the first screen.
  return useCachedQuery(queryKey(index), () =>
    import('@app/contracts').then(({ api }) => request(api.common.index)),
  );
}

/** `api.common.noticeView`: one notice by id, its HTML sanitized by the server. */
export function useNoticeView(id: number) {
  return useCachedQuery(queryKey(noticeView, { id }), () =>
    import('@app/contracts').then(({ api }) => request(api.common.noticeView, { query: { id } })),
  );
}
