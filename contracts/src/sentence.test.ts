import { describe, expect, it } from 'vitest';
import { interpolate, messageLoaders, sentence } from './messages.ts';

describe('a message that opens with a field name reads as a sentence', () => {
  it('"invite code is invalid" starts with a capital in every language that has capitals', async () => {
    for (const [lang, load] of Object.entries(messageLoaders)) {
      const m = await load();
      const text = sentence(interpolate(m.invalid_field, { name: m.field_invite_code }));
      const first = text.charAt(0);
      expect(first, `${lang}: ${text}`).toBe(first.toLocaleUpperCase());
    }
  });

  it('leaves the rest of the message as it is', () => {
    expect(sentence('invite code is invalid')).toBe('Invite code is invalid');
    expect(sentence('邀请码无效')).toBe('邀请码无效');
  });
});
