import type { RealnameView } from '@app/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/feedback.ts';
import { translate as t } from '../../lib/i18n.ts';
import { writeRealname } from './cache-writes.ts';

/**
 * A `realname` push carries the new verification state: written into the cache (Mine, Setting and the
 * form show it at once), and a decision is announced. The push bridge (app/push-bridge.ts) calls it.
 */
export function onRealnameMessage(queryClient: QueryClient, view: RealnameView): void {
  writeRealname(queryClient, view);
  if (view.status === 2) void toast(t('kyc.push_approved'));
  if (view.status === 3) void toast(t('kyc.push_declined'));
}
