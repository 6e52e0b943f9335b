import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import * as React from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

afterEach(cleanup);

function OpenedFromAButton() {
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Actions
      </button>
      <ConfirmDialog open={open} onOpenChange={setOpen} title="Delete?" onConfirm={() => {}} />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('does not submit a form it is rendered in', async () => {
    const outerSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    const onConfirm = vi.fn();
    render(
      <form onSubmit={outerSubmit}>
        <ConfirmDialog defaultOpen title="Leave without saving?" onConfirm={onConfirm} />
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
    expect(outerSubmit).not.toHaveBeenCalled();
  });

  it('gives focus back to what had it when opened without a trigger', async () => {
    render(<OpenedFromAButton />);
    const opener = screen.getByRole('button', { name: 'Actions' });
    opener.focus();
    fireEvent.click(opener);
    const cancel = await screen.findByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(document.activeElement).not.toBe(opener));
    fireEvent.click(cancel);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
