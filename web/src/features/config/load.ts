import { api } from '@app/contracts';
import { request } from '../../lib/api.ts';
import { loadServerConfig } from '../../lib/server-config.ts';

/** `api.common.base` through the 60 s cache; used at start-up, outside React. */
export const loadBase = () => loadServerConfig(() => request(api.common.base));
