import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { rightToLeft, withDirection } from '../lib/direction.fixtures';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

const meta = {
  title: 'Primitives/Tabs/Features',
  component: Tabs,
  args: { defaultValue: 'profile' },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Settings sections">
        <TabsTrigger value="profile">Profile</TabsTrigger>
        <TabsTrigger value="security">Security</TabsTrigger>
        <TabsTrigger value="billing" disabled>
          Billing
        </TabsTrigger>
      </TabsList>
      <TabsContent value="profile">Name and avatar.</TabsContent>
      <TabsContent value="security">Password and sessions.</TabsContent>
      <TabsContent value="billing">Invoices.</TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Profile' }));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: 'Security' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
  },
};

/** A disabled tab is skipped by the arrow keys. */
export const DisabledTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Security' }));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Profile' })).toHaveFocus());
  },
};

/** In manual mode arrows only move focus; Enter or Space shows the panel. */
export const ManualActivation: Story = {
  args: { activationMode: 'manual' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Profile' }));
    await userEvent.keyboard('{ArrowRight}');
    const security = canvas.getByRole('tab', { name: 'Security' });
    await waitFor(() => expect(security).toHaveFocus());
    await expect(security).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(security).toHaveAttribute('aria-selected', 'true');
  },
};

/** Arabic, right to left: the tabs run from the right, and the left arrow moves to the next one. */
export const ArabicRightToLeft: Story = {
  decorators: [withDirection],
  parameters: rightToLeft('ar'),
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="أقسام الإعدادات">
        <TabsTrigger value="profile">الملف الشخصي</TabsTrigger>
        <TabsTrigger value="security">الأمان</TabsTrigger>
        <TabsTrigger value="billing">الفوترة</TabsTrigger>
      </TabsList>
      <TabsContent value="profile">الاسم والصورة الرمزية.</TabsContent>
      <TabsContent value="security">كلمة المرور والجلسات.</TabsContent>
      <TabsContent value="billing">الفواتير.</TabsContent>
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const profile = canvas.getByRole('tab', { name: 'الملف الشخصي' });
    const security = canvas.getByRole('tab', { name: 'الأمان' });
    await expect(profile.getBoundingClientRect().left).toBeGreaterThan(
      security.getBoundingClientRect().left,
    );
    await userEvent.click(profile);
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(security).toHaveAttribute('aria-selected', 'true'));
  },
};
