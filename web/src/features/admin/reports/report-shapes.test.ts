import { describe, expect, it } from 'vitest';
import { marksPoints, reportShapes } from './report-shapes.ts';

describe('reportShapes', () => {
  it('charts redemptions per day with one line per venue, summing its offers', () => {
    const rows = [
      { day: '2026-03-01', venueId: 1, venueName: 'Anchor', offerId: 1, offerTitle: 'Tea', redemptions: 2 },
      { day: '2026-03-01', venueId: 1, venueName: 'Anchor', offerId: 2, offerTitle: 'Cake', redemptions: 3 },
      { day: '2026-03-01', venueId: 2, venueName: 'Bell', offerId: 3, offerTitle: 'Beer', redemptions: 1 },
      { day: '2026-03-02', venueId: 2, venueName: 'Bell', offerId: 3, offerTitle: 'Beer', redemptions: 4 },
    ];
    const shape = reportShapes['redemptions-per-day'];

    expect(shape.chartRows(rows)).toEqual([
      { day: '2026-03-01', Anchor: 5, Bell: 1 },
      { day: '2026-03-02', Bell: 4 },
    ]);
    expect(shape.series(rows).map((series) => series.key)).toEqual(['Anchor', 'Bell']);
  });

  it('charts messages per day with one line per channel', () => {
    const rows = [
      { day: '2026-03-01', channel: 'email', messages: 10 },
      { day: '2026-03-01', channel: 'sms', messages: 2 },
    ];
    expect(reportShapes['messages-per-channel'].chartRows(rows)).toEqual([{ day: '2026-03-01', email: 10, sms: 2 }]);
  });

  it('marks the points of a line of one day, which has no segment to draw, and leaves a year of days unmarked', () => {
    expect(marksPoints(1)).toBe(true);
    expect(marksPoints(30)).toBe(true);
    expect(marksPoints(365)).toBe(false);
  });
});
