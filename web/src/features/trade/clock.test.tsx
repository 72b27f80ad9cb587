import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClock, formatCountdown, remainingMs, useCountdown } from './clock.ts';

const START = Date.UTC(2026, 0, 1, 12, 0, 0);
const OFFSET = 7_000; // the server's clock runs 7 s ahead of this device

function Countdown(props: { expiresAt: number; clock: ReturnType<typeof createClock> }) {
  return <span data-testid="left">{useCountdown(props.expiresAt, props.clock).text}</span>;
}

const setVisibility = (state: 'visible' | 'hidden') => {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
};

describe('the countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => {
    vi.useRealTimers();
    setVisibility('visible');
  });

  it('formats whole seconds rounded up, with hours only when needed', () => {
    expect(formatCountdown(30_000)).toBe('00:30');
    expect(formatCountdown(29_001)).toBe('00:30');
    expect(formatCountdown(1)).toBe('00:01');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-5)).toBe('00:00');
    expect(formatCountdown(3_723_000)).toBe('1:02:03');
    expect(remainingMs(100, 250)).toBe(0);
  });

  it('counts down from server time, not from the device clock', () => {
    const clock = createClock(() => Date.now() + OFFSET);
    render(<Countdown expiresAt={START + OFFSET + 30_000} clock={clock} />);
    expect(screen.getByTestId('left').textContent).toBe('00:30');
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByTestId('left').textContent).toBe('00:20');
    act(() => vi.advanceTimersByTime(25_000));
    expect(screen.getByTestId('left').textContent).toBe('00:00');
  });

  it('shows the true time left on return from the background, however few ticks ran meanwhile', () => {
    const clock = createClock(() => Date.now() + OFFSET, 250);
    render(<Countdown expiresAt={START + OFFSET + 60_000} clock={clock} />);
    setVisibility('hidden');
    // A background tab's timers are throttled or frozen: 45 s pass with no tick at all.
    vi.setSystemTime(START + 45_000);
    expect(screen.getByTestId('left').textContent).toBe('01:00');
    act(() => setVisibility('visible'));
    expect(screen.getByTestId('left').textContent).toBe('00:15');
  });

  it('stops its timer when the last countdown goes away', () => {
    const clock = createClock(() => Date.now(), 250);
    const view = render(<Countdown expiresAt={START + 5_000} clock={clock} />);
    expect(vi.getTimerCount()).toBe(1);
    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
