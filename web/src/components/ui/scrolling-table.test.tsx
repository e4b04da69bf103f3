import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScrollingTable } from './scrolling-table.tsx';

describe('ScrollingTable', () => {
  it('is a named region the keyboard can reach, holding a captioned table of the rows', () => {
    render(
      <ScrollingTable
        caption="Busiest hours"
        label="Figures of Busiest hours"
        long
        head={['Hour', 'Offers redeemed']}
        rows={[
          { key: '18:00', cells: ['18:00', 23] },
          { key: '13:00', cells: ['13:00', 21] },
        ]}
      />,
    );
    const region = screen.getByRole('region', { name: 'Figures of Busiest hours' });
    expect(region).toHaveAttribute('tabindex', '0');
    const table = within(region).getByRole('table', { name: 'Busiest hours' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Hour', 'Offers redeemed']);
    expect(within(table).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['18:0023', '13:0021']);
  });
});
