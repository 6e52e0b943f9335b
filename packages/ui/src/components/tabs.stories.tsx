import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { defaultValue: 'overview', onValueChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Analytics sections">
        <TabsTrigger value="overview">Overview</TabsTrigger>
        <TabsTrigger value="users">Users</TabsTrigger>
        <TabsTrigger value="engagement">Engagement</TabsTrigger>
      </TabsList>
      <TabsContent value="overview">Totals for the chosen period.</TabsContent>
      <TabsContent value="users">New and returning users.</TabsContent>
      <TabsContent value="engagement">Goals and challenges completed.</TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Overview' }));
    await userEvent.keyboard('{ArrowRight}');
    const users = canvas.getByRole('tab', { name: 'Users' });
    // Roving focus moves to the next tab on a timer.
    await waitFor(() => expect(users).toHaveFocus());
    await expect(users).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('New and returning users.');
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: 'Engagement' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    await expect(args.onValueChange).toHaveBeenLastCalledWith('engagement');
  },
};

export const Playground: Story = {
  argTypes: {
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
    activationMode: { control: 'inline-radio', options: ['automatic', 'manual'] },
  },
  args: { orientation: 'horizontal', activationMode: 'automatic' },
};
