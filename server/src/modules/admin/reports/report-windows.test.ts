import { describe, expect, it } from 'vitest';
import { windowsOf } from './report-windows.ts';

describe('windowsOf', () => {
  it('cuts a range into windows of whole UTC days, the last one short', () => {
    expect([...windowsOf({ from: '2025-12-29', to: '2026-01-06' }, 4)]).toEqual([
      { from: '2025-12-29', to: '2026-01-01' },
      { from: '2026-01-02', to: '2026-01-05' },
      { from: '2026-01-06', to: '2026-01-06' },
    ]);
  });

  it('counts 29 February and the days of a clock change once each', () => {
    expect([...windowsOf({ from: '2024-02-28', to: '2024-03-01' }, 1)].map((window) => window.from)).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
    expect([...windowsOf({ from: '2026-03-28', to: '2026-03-30' }, 1)].map((window) => window.from)).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
  });

  it('answers a one-day range as one window, and the whole range for a report that is not per day', () => {
    expect([...windowsOf({ from: '2026-05-01', to: '2026-05-01' }, 7)]).toEqual([{ from: '2026-05-01', to: '2026-05-01' }]);
    expect([...windowsOf({ from: '2025-01-01', to: '2026-12-31' }, null)]).toEqual([{ from: '2025-01-01', to: '2026-12-31' }]);
  });
});
