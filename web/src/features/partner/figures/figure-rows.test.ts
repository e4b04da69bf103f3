import { describe, expect, it } from 'vitest';
import { busiestHours, everyDay, hourRows } from './figure-rows.ts';

describe('everyDay', () => {
  it('lists every day of the range, counting nothing on the days the answer leaves out', () => {
    const days = everyDay({ from: '2026-03-30', to: '2026-04-02', days: [{ day: '2026-03-31', redemptions: 4, vouchersRedeemed: 1 }] });
    expect(days).toEqual([
      { day: '2026-03-30', redemptions: 0, vouchersRedeemed: 0 },
      { day: '2026-03-31', redemptions: 4, vouchersRedeemed: 1 },
      { day: '2026-04-01', redemptions: 0, vouchersRedeemed: 0 },
      { day: '2026-04-02', redemptions: 0, vouchersRedeemed: 0 },
    ]);
  });

  it('keeps a range of one day to that day, across the change to summer time', () => {
    expect(everyDay({ from: '2026-03-29', to: '2026-03-29', days: [] })).toEqual([{ day: '2026-03-29', redemptions: 0, vouchersRedeemed: 0 }]);
  });
});

describe('hourRows', () => {
  it('names each hour as a clock does', () => {
    expect(hourRows([{ hour: 0, redemptions: 1 }, { hour: 9, redemptions: 3 }, { hour: 23, redemptions: 0 }])).toEqual([
      { hour: '00:00', redemptions: 1 },
      { hour: '09:00', redemptions: 3 },
      { hour: '23:00', redemptions: 0 },
    ]);
  });
});

describe('busiestHours', () => {
  it('lists the hours with redemptions, busiest first, the earlier of two alike first', () => {
    const hours = Array.from({ length: 24 }, (_, hour) => ({ hour, redemptions: { 12: 4, 18: 9, 20: 4 }[hour] ?? 0 }));
    expect(busiestHours(hours)).toEqual([
      { hour: '18:00', redemptions: 9 },
      { hour: '12:00', redemptions: 4 },
      { hour: '20:00', redemptions: 4 },
    ]);
  });
});
