import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DateField } from './date-field';
import { LabelledDateField } from './date-field.fixtures';

const meta = {
  title: 'Primitives/DateField',
  component: DateField,
  tags: ['autodocs'],
  args: { locale: 'en-US' },
  render: (args) => <LabelledDateField {...args} />,
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('group', { name: 'Start date' });
    await userEvent.click(within(field).getByRole('spinbutton', { name: 'Start date Month' }));
    await userEvent.keyboard('06102024');
    await expect(field).toHaveTextContent('06/10/2024');
    await expect(canvas.getByTestId('reported')).toHaveTextContent('Reported: 2024-06-10');
  },
};

export const Playground: Story = {
  argTypes: {
    locale: {
      control: 'select',
      options: ['en-US', 'de-DE', 'es-ES', 'fr-FR', 'pt-BR', 'ru-RU', 'ja-JP', 'zh-CN'],
    },
  },
  args: { defaultValue: '2024-02-29', disabled: false, 'aria-invalid': false, calendar: true },
};
