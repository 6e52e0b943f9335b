import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Header } from './header';

afterEach(cleanup);

describe('Header online indicator', () => {
  it('is a status region that shows Online by default', () => {
    render(<Header welcome="Welcome back, Ada" />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Online');
    expect(status.dataset.status).toBe('online');
  });

  it('shows the offline label in the same region, so the change is announced politely', () => {
    const { rerender } = render(
      <Header welcome="Welcome back, Ada" onlineLabel="En ligne" offlineLabel="Hors ligne" />,
    );
    const status = screen.getByRole('status');
    rerender(
      <Header
        welcome="Welcome back, Ada"
        onlineLabel="En ligne"
        offlineLabel="Hors ligne"
        online={false}
      />,
    );
    expect(screen.getByRole('status')).toBe(status);
    expect(status.textContent).toBe('Hors ligne');
    expect(status.dataset.status).toBe('offline');
  });

  it('has no indicator when the label is null', () => {
    render(<Header welcome="Welcome back, Ada" onlineLabel={null} online={false} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('Header actions', () => {
  it('put the search button first, before the switchers', () => {
    const { container } = render(
      <Header
        welcome="Welcome back, Ada"
        search={<button type="button">Search</button>}
        themeSwitcher={<button type="button">Theme</button>}
      />,
    );
    const actions = container.querySelector('[data-slot="header-actions"]');
    expect(
      [...(actions?.querySelectorAll('button') ?? [])].map((button) => button.textContent),
    ).toEqual(['Search', 'Theme']);
  });
});
