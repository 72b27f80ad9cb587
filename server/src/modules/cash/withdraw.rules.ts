/**
 * Withdraw time rules. The window (`start_time`–`end_time`, "HH:MM") and the day the daily count runs
 * over are in UTC, as `user/withdrawConfig` says (`time_zone`). A window whose end is before its start
 * runs over midnight (e.g. 22:00–06:00).
 */
export const withdrawTimeZone = 'UTC' as const;

const dayMs = 86_400_000;

const minuteOf = (hhmm: string): number => {
  const m = /^(\d{1,2}):(\d{2})$/.exec(hhmm.trim());
  if (!m) return 0;
  return Math.min(24 * 60, Number(m[1]) * 60 + Number(m[2]));
};

/** Whether `now` falls inside the window, both ends included (to the minute). */
export function inWindow(now: number, start: string, end: string): boolean {
  const minute = Math.floor((now % dayMs) / 60_000);
  const from = minuteOf(start);
  const to = minuteOf(end);
  return from <= to ? minute >= from && minute <= to : minute >= from || minute <= to;
}

/** The start of the UTC day `now` falls in. */
export const dayStart = (now: number): number => now - (now % dayMs);
