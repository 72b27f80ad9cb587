import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';

describe('proxy settings', () => {
  it('refuses RECORD without an upstream to record, and REPLAY together with one', () => {
    expect(() => loadConfig({ RECORD: 'a' })).toThrow(/RECORD records what an upstream answers/);
    expect(() => loadConfig({ REPLAY: 'a', UPSTREAM_URL: 'http://127.0.0.1:1' })).toThrow(/REPLAY serves/);
  });

  it('takes an http(s) origin as the upstream and a plain name as the recording', () => {
    expect(() => loadConfig({ UPSTREAM_URL: 'ftp://x' })).toThrow(/UPSTREAM_URL/);
    expect(() => loadConfig({ UPSTREAM_URL: 'https://api.example.com/api/v1/' })).toThrow(/origin/);
    expect(() => loadConfig({ UPSTREAM_URL: 'http://u.example', RECORD: '../etc' })).toThrow(/RECORD/);
    expect(loadConfig({ UPSTREAM_URL: 'https://api.example.com', RECORD: 'demo-1' })).toMatchObject({
      UPSTREAM_URL: 'https://api.example.com',
      RECORD: 'demo-1',
    });
  });
});
