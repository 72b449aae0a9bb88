import MenuItem from '@mui/material/MenuItem';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import MenuOnDemand from '../../../src/components/menu-on-demand';

function Example() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <button type="button" onClick={(event) => setAnchor(event.currentTarget)}>
        Language
      </button>
      <MenuOnDemand anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => setAnchor(null)}>中文</MenuItem>
        <MenuItem onClick={() => setAnchor(null)}>English</MenuItem>
      </MenuOnDemand>
    </>
  );
}

// The build gives react-admin's menus this Menu too (vite.config.ts, menuOnDemand).
describe('a menu loaded when it first opens', () => {
  it('draws nothing until opened, then MUI’s menu with the focus on its first item; Escape closes it', async () => {
    render(<Example />);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Language' }));
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: '中文' })).toHaveFocus());
    expect(menu).toContainElement(screen.getByRole('menuitem', { name: 'English' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });
});
