/**
 * The strict contract validator: an endpoint and an HTTP answer, or a websocket frame, in; graded findings
 * out. The drift checker (`pnpm drift`) and the in-app developer panel's contract verdict both use it.
 */

export {
  type Check,
  type Finding,
  type FindingKind,
  type Grade,
  gradeRank,
  pathString,
  plainFinding,
  type Site,
  worst,
} from './findings.ts';
export { checkFrame, type FrameVerdict } from './frame.ts';
export { type CallVerdict, checkHttpAnswer, type HttpAnswer } from './http.ts';
export { findEndpoint } from './lookup.ts';
export { describe as describeSchema, isDecimal, isEpochMs } from './schema.ts';
export { type Verdict, validateStrict } from './strict.ts';
export { type Declared, declared, emptyObserved, type Observed } from './walk.ts';
