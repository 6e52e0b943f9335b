import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './tooltip';

type TooltipDemoProps = {
  label: string;
  content: string;
  side?: 'top' | 'right' | 'bottom' | 'left';
  defaultOpen?: boolean;
};

function TooltipDemo({ label, content, side, defaultOpen }: TooltipDemoProps) {
  return (
    <TooltipProvider>
      <Tooltip defaultOpen={defaultOpen}>
        <TooltipTrigger asChild>
          <Button variant="outline">{label}</Button>
        </TooltipTrigger>
        <TooltipContent side={side}>{content}</TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}

const meta = {
  title: 'Primitives/Tooltip',
  component: TooltipDemo,
  tags: ['autodocs'],
  args: { label: 'Dashboard', content: 'Go to the dashboard' },
  decorators: [
    (Story) => (
      <div className="p-16">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TooltipDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Dashboard' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Go to the dashboard');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).toBeNull());
  },
};

export const Playground: Story = {
  argTypes: {
    side: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] },
  },
  args: { side: 'top', defaultOpen: false },
};
