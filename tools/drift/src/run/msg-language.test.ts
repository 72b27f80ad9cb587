import { enUS, interpolate, messageLoaders } from '@app/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMsgLanguages, type MsgLanguages, untranslated } from './msg-language.ts';

// Which language an answer's msg is in, from the contracts' own catalogues (no upstream needed).
let msgs: MsgLanguages;
const body = (msg: string) => JSON.stringify({ code: 2001, msg, data: null });

beforeAll(async () => {
  msgs = await loadMsgLanguages();
});

describe('the msg language check', () => {
  it('warns when msg is the English text and Thai was asked', () => {
    expect(untranslated(msgs, body(enUS.insufficient_balance), 'th')).toMatchObject({
      grade: 'WARN',
      kind: 'untranslated',
      path: 'msg',
      detail: 'th',
    });
  });

  it('warns when msg is in another language than the one asked, placeholders filled in', async () => {
    const fr = await messageLoaders.fr();
    const filled = interpolate(fr.quantity_range, { min: '10', max: '500' });
    const f = untranslated(msgs, body(filled), 'de');
    expect(f?.message).toContain('is fr text; de was asked');
  });

  it('passes msg in the language asked, and a text no catalogue holds', async () => {
    const th = await messageLoaders.th();
    expect(untranslated(msgs, body(th.insufficient_balance), 'th')).toBeUndefined();
    expect(untranslated(msgs, body('Balance too low (upstream wording)'), 'th')).toBeUndefined();
    expect(untranslated(msgs, 'not json', 'th')).toBeUndefined();
  });
});
