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

/** A row whose Delete removes it, with the next row's button as the dialog's fallback. */
function DeletableRows() {
  const [rows, setRows] = React.useState(['First', 'Second']);
  const [deleting, setDeleting] = React.useState<string | null>(null);
  const next = React.useRef<HTMLButtonElement>(null);
  return (
    <>
      {rows.map((row) => (
        <button
          key={row}
          type="button"
          ref={row === 'Second' ? next : undefined}
          onClick={() => setDeleting(row)}
        >
          {`Delete ${row}`}
        </button>
      ))}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete?"
        fallbackFocus={() => next.current}
        onConfirm={() => setRows((current) => current.filter((row) => row !== deleting))}
      />
    </>
  );
}

/** A button whose action removes it, with a fallback that records what it is given. */
function RemovedOnConfirm({
  fallback,
}: {
  fallback: (opener: HTMLElement | null) => HTMLElement | null;
}) {
  const [shown, setShown] = React.useState(true);
  const [open, setOpen] = React.useState(false);
  return (
    <>
      {shown ? (
        <button type="button" data-slot="row-actions-trigger" onClick={() => setOpen(true)}>
          Remove me
        </button>
      ) : null}
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Remove?"
        fallbackFocus={fallback}
        onConfirm={() => setShown(false)}
      />
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

  it('gives focus to its fallback when what opened it is gone', async () => {
    render(<DeletableRows />);
    const opener = screen.getByRole('button', { name: 'Delete First' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(opener.isConnected).toBe(false);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete Second' })),
    );
  });

  it('tells its fallback which element opened it, now detached', async () => {
    const fallback = vi.fn((_opener: HTMLElement | null) => null);
    render(<RemovedOnConfirm fallback={fallback} />);
    const opener = screen.getByRole('button', { name: 'Remove me' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(fallback).toHaveBeenCalledTimes(1));
    const [given] = fallback.mock.calls[0] ?? [];
    expect(given).toBe(opener);
    expect(given?.isConnected).toBe(false);
  });
});
