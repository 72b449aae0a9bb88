import Tooltip from '@mui/material/Tooltip';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import PopperOnDemand from '../../../src/components/popper-on-demand';

// The build gives MUI's Tooltip this Popper (vite.config.ts, popperOnDemand); here it is given as the
// Tooltip's popper slot, which is where the Tooltip renders it.
const hinted = (title: string) => (
  <Tooltip title={title} slots={{ popper: PopperOnDemand }}>
    <button type="button">↻</button>
  </Tooltip>
);

describe('the tooltip’s Popper, loaded when a tooltip first opens', () => {
  it('opens the tooltip on hover once loaded and closes it as the pointer leaves, the child named by the title meanwhile', async () => {
    render(hinted('Refresh the list'));
    const button = screen.getByRole('button', { name: 'Refresh the list' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Refresh the list');
    await user.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('opens on the keyboard’s focus and keeps the focus where it is', async () => {
    render(hinted('Switch tenant'));
    await userEvent.setup().tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Switch tenant');
    expect(screen.getByRole('button', { name: 'Switch tenant' })).toHaveFocus();
  });
});
