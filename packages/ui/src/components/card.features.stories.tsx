import type { Meta, StoryObj } from '@storybook/react-vite';
import { MoreHorizontalIcon } from 'lucide-react';
import { Button } from './button';
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from './card';
import { IconButton } from './icon-button';

const meta = {
  title: 'Primitives/Card/Features',
  component: Card,
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithHeaderAction: Story = {
  render: () => (
    <Card className="max-w-sm">
      <CardHeader>
        <CardTitle>Cache</CardTitle>
        <CardDescription>Hit ratio over the last hour.</CardDescription>
        <CardAction>
          <IconButton label="Cache options" size="sm">
            <MoreHorizontalIcon />
          </IconButton>
        </CardAction>
      </CardHeader>
      <CardContent>
        <p className="text-3xl font-semibold">94%</p>
      </CardContent>
    </Card>
  ),
};

export const WithFooter: Story = {
  render: () => (
    <Card className="max-w-sm">
      <CardHeader>
        <CardTitle as="h2">Change password</CardTitle>
        <CardDescription>Other sessions are signed out afterwards.</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-sm">Choose a password you do not use elsewhere.</p>
      </CardContent>
      <CardFooter className="justify-end">
        <Button variant="outline">Cancel</Button>
        <Button>Save</Button>
      </CardFooter>
    </Card>
  ),
};

export const ContentOnly: Story = {
  render: () => (
    <Card className="max-w-sm">
      <CardContent>
        <p className="text-sm">A plain surface for anything.</p>
      </CardContent>
    </Card>
  ),
};
