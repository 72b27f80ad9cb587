import { describe, expect, it } from 'vitest';
import { realnameProblem } from './validate.ts';

const ok = { name: 'Alice Martin', idcard: 'X1234567', front: 'f1', contrary: 'b1' };

describe('realnameProblem', () => {
  it('accepts a complete form', () => {
    expect(realnameProblem(ok, false)).toBeUndefined();
  });

  it('names the first missing part with the spec’s message', () => {
    expect(realnameProblem({ ...ok, name: ' ' }, false)).toBe('enter_realname');
    expect(realnameProblem({ ...ok, idcard: '' }, false)).toBe('enter_idcard');
    expect(realnameProblem({ ...ok, front: null }, false)).toBe('upload_front');
    expect(realnameProblem({ ...ok, contrary: null }, false)).toBe('upload_back');
  });

  it('keeps the submitted ID number after a decline when the field is left empty', () => {
    expect(realnameProblem({ ...ok, idcard: '' }, true)).toBeUndefined();
  });

  it('refuses an ID number the server would refuse, and one photo used for both sides', () => {
    expect(realnameProblem({ ...ok, idcard: 'X1<2>' }, false)).toBe('invalid_field');
    expect(realnameProblem({ ...ok, contrary: 'f1' }, false)).toBe('upload_valid_certificate');
  });
});
