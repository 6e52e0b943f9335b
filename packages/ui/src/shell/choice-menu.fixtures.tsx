/** Stories of the header's switchers (theme, language) whose menu the caller opens and closes. */
import type * as React from 'react';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

type MenuControl = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * A switcher whose menu its caller controls (`open` + `onOpenChange`), e.g. from a command
 * palette: here a button beside it opens the menu, and the menu's own closing is reported back.
 */
export function ControlledChoiceMenu({
  openLabel,
  onOpenChange,
  renderMenu,
}: {
  /** The text of the button that opens the menu from outside. */
  openLabel: string;
  onOpenChange?: ((open: boolean) => void) | undefined;
  renderMenu: (control: MenuControl) => React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        className="rounded-md border px-2 py-1 text-sm"
        onClick={() => setOpen(true)}
      >
        {openLabel}
      </button>
      {renderMenu({
        open,
        onOpenChange: (next) => {
          setOpen(next);
          onOpenChange?.(next);
        },
      })}
    </div>
  );
}

/**
 * The behaviour of a controlled switcher: the outside button opens the menu, a choice reports its
 * value and closes it, the switcher's own trigger opens it again and Escape closes it.
 */
export function playControlledChoiceMenu({
  openLabel,
  trigger,
  menu,
  choice,
  value,
  reopenedChoice,
}: {
  openLabel: string;
  /** The accessible name of the switcher's trigger, e.g. "Theme: System". */
  trigger: string;
  /** The accessible name of the open menu, e.g. "Theme". */
  menu: string;
  /** The item chosen and the value it reports. */
  choice: string;
  value: string;
  /** An item to find once the trigger opened the menu again. */
  reopenedChoice: string;
}) {
  return async ({
    canvasElement,
    args,
  }: {
    canvasElement: HTMLElement;
    args: { onValueChange: unknown; onOpenChange?: unknown };
  }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: openLabel }));
    await expect(await screen.findByRole('menu', { name: menu })).toBeVisible();
    await userEvent.click(screen.getByRole('menuitemradio', { name: choice }));
    await expect(args.onValueChange).toHaveBeenCalledWith(value);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('menuitemradio')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: trigger }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await screen.findByRole('menuitemradio', { name: reopenedChoice });
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('menuitemradio')).toBeNull());
  };
}
