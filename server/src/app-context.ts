import type { Deps } from './deps.ts';
import type { SettingsService } from './modules/settings/settings.service.ts';

/** What route modules are built from: the injected deps plus the app's shared services. */
export interface AppContext extends Deps {
  settings: SettingsService;
}
