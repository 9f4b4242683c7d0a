import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AdminCounters } from './AdminCounters';
import { Pagination } from './Pagination';

const counters = {
  totalSessions: 1_000_000,
  filteredResults: 1_000,
  premiumUsers: 100_000,
  pdfsGenerated: 40_000,
};

describe('a search that reached the count cap', () => {
  it('shows Filtered Results as "1,000+" and the other counters exactly', () => {
    render(<AdminCounters counters={counters} filteredCapped />);
    expect(screen.getByTestId('counter-filteredResults')).toHaveTextContent(/^1,000\+$/);
    expect(screen.getByTestId('counter-totalSessions')).toHaveTextContent(/^1,000,000$/);
  });

  it('shows an exact count without the plus', () => {
    render(<AdminCounters counters={{ ...counters, filteredResults: 37 }} />);
    expect(screen.getByTestId('counter-filteredResults')).toHaveTextContent(/^37$/);
  });

  it('says "of 1000+ sessions", explains the cap and stops at the last counted page', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={10} pageSize={100} total={1_000} capped onPageChange={onPageChange} />);
    expect(screen.getByText('Showing 901-1000 of 1000+ sessions')).toBeInTheDocument();
    expect(screen.getByText(/Only the newest 1,000 matches are listed/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Page 9' }));
    expect(onPageChange).toHaveBeenCalledWith(9);
  });

  it('has no cap note for an exact total', () => {
    render(<Pagination page={1} pageSize={100} total={250} onPageChange={() => undefined} />);
    expect(screen.getByText('Showing 1-100 of 250 sessions')).toBeInTheDocument();
    expect(screen.queryByText(/Only the newest/)).not.toBeInTheDocument();
  });
});
