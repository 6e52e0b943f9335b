import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AccessDenied } from './access-denied';
import { germanTexts, japaneseTexts, withLang } from './shell.fixtures';

const meta = {
  title: 'Shell/AccessDenied/Features',
  component: AccessDenied,
} satisfies Meta<typeof AccessDenied>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAction: Story = {
  args: {
    action: (
      <a
        href="/dashboard"
        className="rounded-md text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        Back to dashboard
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Back to dashboard' }),
    ).toHaveAttribute('href', '/dashboard');
  },
};

export const InlineSection: Story = {
  args: { size: 'inline', headingLevel: 2 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'Access Denied' }),
    ).toBeVisible();
  },
};

export const GermanLongTexts: Story = {
  args: {
    title: germanTexts.accessDenied.title,
    description: germanTexts.accessDenied.description,
  },
  decorators: [withLang('de-DE')],
};

export const Japanese: Story = {
  args: {
    title: japaneseTexts.accessDenied.title,
    description: japaneseTexts.accessDenied.description,
  },
  decorators: [withLang('ja-JP')],
};
