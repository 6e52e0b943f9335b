import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

type PopoverDemoProps = {
  label: string;
  text: string;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
};

function PopoverDemo({ label, text, side, align }: PopoverDemoProps) {
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="outline">{label}</Button>
      </PopoverTrigger>
      <PopoverContent side={side} align={align} aria-label={label}>
        <p className="text-sm">{text}</p>
      </PopoverContent>
    </Popover>
  );
}

const meta = {
  title: 'Primitives/Popover',
  component: PopoverDemo,
  tags: ['autodocs'],
  args: {
    label: 'About levels',
    text: 'Users move up a level when their points reach its threshold.',
  },
} satisfies Meta<typeof PopoverDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'About levels' });
    await userEvent.click(trigger);
    const body = within(document.body);
    await expect(await body.findByRole('dialog', { name: 'About levels' })).toHaveTextContent(
      'threshold',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const Playground: Story = {
  argTypes: {
    side: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end'] },
  },
  args: { side: 'bottom', align: 'center' },
};
