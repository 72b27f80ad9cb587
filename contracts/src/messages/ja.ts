import type { Messages } from './en-US.ts';
import { enUS } from './en-US.ts';

// Placeholder until translated.
export const messages: Messages = { ...enUS };
