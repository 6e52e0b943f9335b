import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../components/button';
import { SIDEBAR_WIDTH_COLLAPSED, SIDEBAR_WIDTH_EXPANDED } from './sidebar';
import { Toaster, toast } from './toaster';

function ToastButtons() {
  return (
    <div className="flex flex-wrap gap-2 p-6">
      <Button onClick={() => toast.success('Goal saved')}>Success</Button>
      <Button variant="destructive" onClick={() => toast.error('The goal could not be saved')}>
        Error
      </Button>
      <Button variant="secondary" onClick={() => toast.loading('Exporting users...')}>
        Loading
      </Button>
      <Button variant="outline" onClick={() => toast('Settings updated')}>
        Blank
      </Button>
      <Button variant="ghost" onClick={() => toast.dismiss()}>
        Dismiss all
      </Button>
    </div>
  );
}

const meta = {
  title: 'Shell/Toaster',
  component: Toaster,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { sidebarWidth: SIDEBAR_WIDTH_EXPANDED },
  beforeEach: () => () => {
    toast.dismiss();
  },
  render: (args) => (
    <>
      <Toaster {...args} />
      <ToastButtons />
    </>
  ),
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Success' }));
    const title = await screen.findByText('Goal saved');
    await waitFor(() => expect(title).toBeVisible());
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Dismiss all' }));
    await waitFor(() => expect(screen.queryByText('Goal saved')).toBeNull());
  },
};

export const Playground: Story = {
  argTypes: {
    sidebarWidth: {
      control: 'select',
      options: [0, SIDEBAR_WIDTH_COLLAPSED, SIDEBAR_WIDTH_EXPANDED],
    },
    closeButton: { control: 'boolean' },
    richColors: { control: 'boolean' },
  },
  args: { sidebarWidth: SIDEBAR_WIDTH_COLLAPSED, closeButton: false, richColors: true },
};
