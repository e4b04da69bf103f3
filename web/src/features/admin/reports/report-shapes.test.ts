import { describe, expect, it } from 'vitest';
import { marksPoints, reportShapes } from './report-shapes.ts';

describe('reportShapes', () => {
  it("charts redemptions per day as a line of each day's total and tables each offer's total", () => {
    const answer = {
      from: '2026-03-01',
      to: '2026-03-02',
      rows: [
        { day: '2026-03-01', redemptions: 6 },
        { day: '2026-03-02', redemptions: 4 },
      ],
      offers: [
        { venueId: 2, venueName: 'Bell', offerId: 3, offerTitle: 'Beer', redemptions: 5 },
        { venueId: 1, venueName: 'Anchor', offerId: 2, offerTitle: 'Cake', redemptions: 3 },
      ],
    };
    const shape = reportShapes['redemptions-per-day'];

    expect(shape.chartRows(answer.rows)).toEqual(answer.rows);
    expect(shape.series(answer.rows).map((series) => series.key)).toEqual(['redemptions']);
    expect(shape.tableRows(answer)).toEqual(answer.offers);
    expect(shape.columns).toEqual(['venueName', 'offerTitle', 'redemptions']);
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
