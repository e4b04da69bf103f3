import { REDEMPTION_UNDO_WINDOW_MS } from '@venue-pass/contracts';
import { describe, expect, it } from 'vitest';
import { undoDeadline } from './redemption-outcome.tsx';

describe('undoDeadline', () => {
  it("counts the server's window from now, whatever the phone's clock says", () => {
    // The server's clock is an hour ahead of this phone's: its times still give a 2-minute window.
    const times = { redeemedAt: '2026-11-25T21:00:00.000Z', undoableUntil: '2026-11-25T21:02:00.000Z' };
    expect(undoDeadline(times, Date.parse('2026-11-25T20:00:00.000Z'))).toBe(Date.parse('2026-11-25T20:02:00.000Z'));
  });

  it('uses the standard window when the server gave no times', () => {
    expect(undoDeadline(null, 1_000)).toBe(1_000 + REDEMPTION_UNDO_WINDOW_MS);
  });
});
