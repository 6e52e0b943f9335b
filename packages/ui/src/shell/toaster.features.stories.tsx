import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, screen, waitFor } from 'storybook/test';
import { rightToLeft, withDirection } from '../lib/direction.fixtures';
import { SIDEBAR_WIDTH_COLLAPSED, SIDEBAR_WIDTH_EXPANDED } from './sidebar';
import {
  TOAST_ERROR_DURATION,
  TOAST_LIMIT,
  TOAST_SUCCESS_DURATION,
  Toaster,
  type ToastId,
  toast,
} from './toaster';

const meta = {
  title: 'Shell/Toaster/Features',
  component: Toaster,
  parameters: { layout: 'fullscreen' },
  args: { sidebarWidth: SIDEBAR_WIDTH_EXPANDED },
  beforeEach: () => () => {
    toast.dismiss();
  },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

function configuredDuration(id: ToastId): number | undefined {
  const shown = toast.active().find((entry) => entry.id === id);
  return shown && 'duration' in shown ? shown.duration : undefined;
}

async function toastElement(text: string): Promise<HTMLElement> {
  const title = await screen.findByText(text);
  const element = title.closest<HTMLElement>('[data-sonner-toast]');
  if (!element) throw new Error(`"${text}" is not inside a toast`);
  return element;
}

export const Success: Story = {
  play: async () => {
    const id = toast.success('Goal saved');
    await expect(await toastElement('Goal saved')).toHaveAttribute('data-type', 'success');
    await expect(configuredDuration(id)).toBe(TOAST_SUCCESS_DURATION);
    // It closes by itself after its duration.
    await waitFor(() => expect(screen.queryByText('Goal saved')).toBeNull(), {
      timeout: TOAST_SUCCESS_DURATION + 2000,
    });
  },
};

export const ErrorToast: Story = {
  play: async () => {
    const id = toast.error('The goal could not be saved');
    const shown = await toastElement('The goal could not be saved');
    await expect(shown).toHaveAttribute('data-type', 'error');
    await expect(configuredDuration(id)).toBe(TOAST_ERROR_DURATION);
    // Set in the page's typeface, not in a system font stack of its own.
    await expect(getComputedStyle(shown).fontFamily).toBe(
      getComputedStyle(document.body).fontFamily,
    );
  },
};

export const LoadingUntilDismissed: Story = {
  play: async () => {
    const id = toast.loading('Exporting users...');
    await expect(await toastElement('Exporting users...')).toHaveAttribute('data-type', 'loading');
    await expect(configuredDuration(id)).toBe(Number.POSITIVE_INFINITY);
    toast.dismiss(id);
    await waitFor(() => expect(screen.queryByText('Exporting users...')).toBeNull());
  },
};

export const PromiseResolves: Story = {
  play: async () => {
    let resolve: (count: number) => void = () => {};
    const pending = new Promise<number>((settle) => {
      resolve = settle;
    });
    const { unwrap } = toast.promise(pending, {
      loading: 'Importing FAQ entries...',
      success: (count) => `${count} FAQ entries imported`,
      error: 'Import failed',
    });
    await toastElement('Importing FAQ entries...');
    resolve(12);
    await expect(unwrap()).resolves.toBe(12);
    await expect(await toastElement('12 FAQ entries imported')).toHaveAttribute(
      'data-type',
      'success',
    );
  },
};

export const PromiseRejects: Story = {
  play: async () => {
    const { unwrap } = toast.promise(Promise.reject(new Error('quota exceeded')), {
      loading: 'Importing FAQ entries...',
      success: 'Imported',
      error: (error) => `Import failed: ${error instanceof Error ? error.message : 'unknown'}`,
    });
    await expect(unwrap()).rejects.toThrow('quota exceeded');
    await expect(await toastElement('Import failed: quota exceeded')).toHaveAttribute(
      'data-type',
      'error',
    );
  },
};

export const BlankAndCustom: Story = {
  play: async () => {
    toast('Settings updated');
    toast.custom(() => (
      <div className="rounded-md border bg-card p-4 text-sm text-card-foreground shadow-md">
        Backup finished: 3 tables, 1,204 rows
      </div>
    ));
    const blank = await screen.findByText('Settings updated');
    const custom = await screen.findByText('Backup finished: 3 tables, 1,204 rows');
    await waitFor(() => expect(blank).toBeVisible());
    await waitFor(() => expect(custom).toBeVisible());
  },
};

export const AtMostTwentyAtOnce: Story = {
  play: async () => {
    // Plain toasts that outlive the test: only the limit may remove them.
    for (let index = 1; index <= TOAST_LIMIT + 2; index += 1) {
      toast(`Job ${index} queued`, { duration: 60_000 });
    }
    await expect(toast.active()).toHaveLength(TOAST_LIMIT);
    // The toaster renders what it was given a moment later: wait for it, then check the oldest went.
    await screen.findByText(`Job ${TOAST_LIMIT + 2} queued`);
    await screen.findByText('Job 3 queued');
    await waitFor(() => expect(screen.queryByText('Job 1 queued')).toBeNull());
    await waitFor(() => expect(screen.queryByText('Job 2 queued')).toBeNull());
  },
};

async function expectCenteredBeside(sidebarWidth: number) {
  toast.success('Centered over the content');
  const list = (await toastElement('Centered over the content')).closest<HTMLElement>(
    '[data-sonner-toaster]',
  );
  if (!list) throw new Error('the toast is not inside the toaster');
  await expect(list).toHaveAttribute('data-y-position', 'top');
  await expect(list).toHaveAttribute('data-x-position', 'center');
  const box = list.getBoundingClientRect();
  const contentCenter = sidebarWidth + (window.innerWidth - sidebarWidth) / 2;
  await expect(Math.abs(box.left + box.width / 2 - contentCenter)).toBeLessThan(1);
}

export const OffsetByExpandedSidebar: Story = {
  args: { sidebarWidth: SIDEBAR_WIDTH_EXPANDED },
  play: () => expectCenteredBeside(SIDEBAR_WIDTH_EXPANDED),
};

export const OffsetByCollapsedSidebar: Story = {
  args: { sidebarWidth: SIDEBAR_WIDTH_COLLAPSED },
  play: () => expectCenteredBeside(SIDEBAR_WIDTH_COLLAPSED),
};

/** Shows one toast of each kind on mount; they stay until dismissed so the stack can be reviewed. */
function EveryKindOnMount() {
  useEffect(() => {
    const stay = { duration: Number.POSITIVE_INFINITY };
    const ids = [
      toast('Settings updated', stay),
      toast.success('Goal saved', stay),
      toast.error('The goal could not be saved', stay),
      toast.loading('Exporting users...'),
    ];
    return () => {
      for (const id of ids) toast.dismiss(id);
    };
  }, []);
  return null;
}

export const EveryKindExpanded: Story = {
  args: { expand: true },
  render: (args) => (
    <>
      <Toaster {...args} />
      <EveryKindOnMount />
    </>
  ),
  play: async () => {
    await expect(await toastElement('Settings updated')).not.toHaveAttribute('data-type');
    for (const [text, type] of [
      ['Goal saved', 'success'],
      ['The goal could not be saved', 'error'],
      ['Exporting users...', 'loading'],
    ] as const) {
      await expect(await toastElement(text)).toHaveAttribute('data-type', type);
    }
  },
};

const arabicToast = 'تم حفظ الهدف';

/** Shows one Arabic toast on mount; it stays until dismissed. */
function ArabicToastOnMount() {
  useEffect(() => {
    const id = toast.success(arabicToast, { duration: Number.POSITIVE_INFINITY });
    return () => {
      toast.dismiss(id);
    };
  }, []);
  return null;
}

/**
 * Arabic, right to left: the sidebar sits at the right edge, so the toasts centre over the content
 * to its left.
 */
export const ArabicRightToLeft: Story = {
  args: { sidebarWidth: SIDEBAR_WIDTH_EXPANDED },
  decorators: [withDirection],
  parameters: rightToLeft('ar'),
  render: (args) => (
    <>
      <Toaster {...args} />
      <ArabicToastOnMount />
    </>
  ),
  play: async () => {
    const list = (await toastElement(arabicToast)).closest<HTMLElement>('[data-sonner-toaster]');
    if (!list) throw new Error('the toast is not inside the toaster');
    await expect(list).toHaveAttribute('dir', 'rtl');
    const box = list.getBoundingClientRect();
    const contentCenter = (window.innerWidth - SIDEBAR_WIDTH_EXPANDED) / 2;
    await expect(Math.abs(box.left + box.width / 2 - contentCenter)).toBeLessThan(1);
  },
};
