import { vi } from 'vitest';
import { createCountdowns } from './countdown';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('countdowns that pause (WCAG 2.2.1)', () => {
  it('ends after its time, not before, and tells when it ends', () => {
    const ended = vi.fn();
    const countdowns = createCountdowns(ended);
    expect(countdowns.start('a', 7500)).toBe(Date.now() + 7500);
    vi.advanceTimersByTime(7499);
    expect(ended).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(ended).toHaveBeenCalledWith('a');
    expect(countdowns.pause('a')).toBeUndefined();
  });

  it('a pause keeps the time left; resuming runs only that', () => {
    const ended = vi.fn();
    const countdowns = createCountdowns(ended);
    countdowns.start('a', 10000);
    vi.advanceTimersByTime(4000);
    expect(countdowns.pause('a')).toBeNull();
    vi.advanceTimersByTime(60000);
    expect(ended).not.toHaveBeenCalled();
    expect(countdowns.resume('a')).toBe(Date.now() + 6000);
    vi.advanceTimersByTime(5999);
    expect(ended).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(ended).toHaveBeenCalledOnce();
  });

  it('pointer and focus pause independently: it runs again only when both are resumed', () => {
    const ended = vi.fn();
    const countdowns = createCountdowns(ended);
    countdowns.start('a', 1000);
    countdowns.pause('a'); // pointer enters
    countdowns.pause('a'); // focus moves in
    expect(countdowns.resume('a')).toBeNull(); // pointer leaves, focus still in
    vi.advanceTimersByTime(5000);
    expect(ended).not.toHaveBeenCalled();
    countdowns.resume('a'); // focus leaves
    vi.advanceTimersByTime(1000);
    expect(ended).toHaveBeenCalledOnce();
  });

  it('a resume without a pause changes nothing', () => {
    const ended = vi.fn();
    const countdowns = createCountdowns(ended);
    const end = countdowns.start('a', 1000);
    vi.advanceTimersByTime(400);
    expect(countdowns.resume('a')).toBe(end);
    vi.advanceTimersByTime(600);
    expect(ended).toHaveBeenCalledOnce();
  });

  it('restarting keeps its pauses; cancel stops it and tells the time left', () => {
    const ended = vi.fn();
    const countdowns = createCountdowns(ended);
    countdowns.start('a', 1000);
    countdowns.pause('a');
    expect(countdowns.start('a', 1000)).toBeNull();
    vi.advanceTimersByTime(5000);
    expect(ended).not.toHaveBeenCalled();
    countdowns.resume('a');
    vi.advanceTimersByTime(300);
    expect(countdowns.cancel('a')).toBe(700);
    vi.advanceTimersByTime(5000);
    expect(ended).not.toHaveBeenCalled();
    expect(countdowns.cancel('a')).toBeUndefined();
  });
});
