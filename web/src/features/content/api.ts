import { request } from '../../lib/api.ts';
import { useCachedQuery } from '../../lib/cached-query.ts';

/** `api.common.index`: banners, the notice bar and the popup notice (read by the home route, kept light). */
export function useIndex() {
  // The contracts (and zod) load with the first call, not with the first screen.
  return useCachedQuery(['common/index'], () =>
    import('@app/contracts').then(({ api }) => request(api.common.index)),
  );
}

/** `api.common.noticeView`: one notice by id, its HTML sanitized by the server. */
export function useNoticeView(id: number) {
  return useCachedQuery(['common/noticeView', id], () =>
    import('@app/contracts').then(({ api }) => request(api.common.noticeView, { query: { id } })),
  );
}
