export interface RealnameValues {
  name: string;
  idcard: string;
  front: string | null;
  contrary: string | null;
}

/** The same shape the contract's `idcardNumber` accepts. */
const idcardShape = /^[A-Za-z0-9-]{4,32}$/;

/**
 * The first thing wrong, as a shared message key (spec section 5). After a decline the server keeps
 * the ID number it has, so an empty one is fine then (`keepsIdcard`).
 */
export type RealnameProblem =
  | 'enter_realname'
  | 'enter_idcard'
  | 'invalid_field'
  | 'upload_front'
  | 'upload_back'
  | 'upload_valid_certificate';

export function realnameProblem(v: RealnameValues, keepsIdcard: boolean): RealnameProblem | undefined {
  if (!v.name.trim()) return 'enter_realname';
  const idcard = v.idcard.trim();
  if (!idcard && !keepsIdcard) return 'enter_idcard';
  if (idcard && !idcardShape.test(idcard)) return 'invalid_field';
  if (!v.front) return 'upload_front';
  if (!v.contrary) return 'upload_back';
  if (v.front === v.contrary) return 'upload_valid_certificate';
  return undefined;
}
