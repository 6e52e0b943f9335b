import type { Meta, StoryObj } from '@storybook/react-vite';
import { LogOutIcon, UserIcon } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from './dropdown-menu';
import { expectClosesToTrigger, expectModalPopupOpen } from './popup.fixtures';

/** These menus start open to show their items; `Open` opens one from its trigger. */
const meta = {
  title: 'Primitives/DropdownMenu/Features',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const onBan = fn();

/**
 * Opened from its trigger with the keyboard and left open, so that axe checks it (light and dark).
 * The menu is modal: the page behind it, trigger included, is hidden and inert, so focus is on the
 * first item and nothing behind is focusable; closed, focus is back on the trigger.
 */
export const Open: Story = {
  render: () => (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">My account</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>Ada Lovelace</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem>
          <UserIcon aria-hidden="true" />
          Profile
        </DropdownMenuItem>
        <DropdownMenuItem variant="destructive">
          <LogOutIcon aria-hidden="true" />
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'My account' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expectModalPopupOpen(trigger, await within(document.body).findByRole('menu'));
    await expect(within(document.body).getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await expectClosesToTrigger(trigger);
    await userEvent.keyboard('{Enter}');
    await within(document.body).findByRole('menu');
  },
};

export const DestructiveItem: Story = {
  render: () => (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">User actions</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem>Deactivate</DropdownMenuItem>
        <DropdownMenuItem variant="destructive" onSelect={onBan}>
          Ban
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
  play: async () => {
    const ban = await within(document.body).findByRole('menuitem', { name: 'Ban' });
    await expect(ban).toHaveAttribute('data-variant', 'destructive');
    await userEvent.click(ban);
    await expect(onBan).toHaveBeenCalledOnce();
  },
};

/** Items render a router link with `asChild`, keeping menu keyboard behaviour. */
export const LinkItems: Story = {
  render: () => (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost">admin</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>Signed in as admin</DropdownMenuLabel>
        <DropdownMenuGroup>
          <DropdownMenuItem asChild>
            <a href="#settings">
              <UserIcon aria-hidden="true" />
              Profile
            </a>
          </DropdownMenuItem>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem>
          <LogOutIcon aria-hidden="true" />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
  play: async () => {
    const profile = await within(document.body).findByRole('menuitem', { name: 'Profile' });
    await expect(profile.tagName).toBe('A');
    await expect(profile).toHaveAttribute('href', '#settings');
  },
};

function ColumnsMenu() {
  const [columns, setColumns] = useState({ email: true, role: false });
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">Columns</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuCheckboxItem
          checked={columns.email}
          onCheckedChange={(email) => setColumns((current) => ({ ...current, email }))}
          onSelect={(event) => event.preventDefault()}
        >
          Email
        </DropdownMenuCheckboxItem>
        <DropdownMenuCheckboxItem
          checked={columns.role}
          onCheckedChange={(role) => setColumns((current) => ({ ...current, role }))}
          onSelect={(event) => event.preventDefault()}
        >
          Role
        </DropdownMenuCheckboxItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export const CheckboxItems: Story = {
  render: () => <ColumnsMenu />,
  play: async () => {
    const body = within(document.body);
    const role = await body.findByRole('menuitemcheckbox', { name: 'Role' });
    await expect(role).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(role);
    await expect(role).toHaveAttribute('aria-checked', 'true');
  },
};

function DensityMenu() {
  const [density, setDensity] = useState('comfortable');
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">Density</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuRadioGroup value={density} onValueChange={setDensity}>
          <DropdownMenuRadioItem value="compact">Compact</DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="comfortable">Comfortable</DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export const RadioItems: Story = {
  render: () => <DensityMenu />,
  play: async () => {
    const comfortable = await within(document.body).findByRole('menuitemradio', {
      name: 'Comfortable',
    });
    await expect(comfortable).toHaveAttribute('aria-checked', 'true');
  },
};

export const Submenu: Story = {
  render: () => (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">Export</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem>Copy link</DropdownMenuItem>
        <DropdownMenuSub>
          <DropdownMenuSubTrigger>Download as</DropdownMenuSubTrigger>
          <DropdownMenuSubContent>
            <DropdownMenuItem>CSV</DropdownMenuItem>
            <DropdownMenuItem>JSON</DropdownMenuItem>
          </DropdownMenuSubContent>
        </DropdownMenuSub>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
  play: async () => {
    const body = within(document.body);
    const subTrigger = await body.findByRole('menuitem', { name: 'Download as' });
    subTrigger.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(await body.findByRole('menuitem', { name: 'CSV' })).toBeVisible();
  },
};
