import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { isMirrored, rightToLeft, withDirection } from '../lib/direction.fixtures';
import { Pagination, type PaginationProps } from './pagination';

const meta = {
  title: 'Data/Pagination/Features',
  component: Pagination,
  args: {
    page: 1,
    pageSize: 20,
    total: 1234,
    onPageChange: fn(),
    onPageSizeChange: fn(),
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

const pageButton = (canvasElement: HTMLElement, page: number) =>
  within(canvasElement).getByRole('button', { name: `Page ${page}` });

export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Previous/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Next/ })).toBeEnabled();
    await expect(canvas.getAllByText('More pages')).toHaveLength(1);
  },
};

export const MiddlePage: Story = {
  args: { page: 31 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(pageButton(canvasElement, 31)).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getAllByText('More pages')).toHaveLength(2);
    await expect(canvas.getByText('Showing 601–620 of 1,234')).toBeInTheDocument();
  },
};

export const LastPage: Story = {
  args: { page: 62 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Next/ })).toBeDisabled();
    await expect(canvas.getByText('Showing 1,221–1,234 of 1,234')).toBeInTheDocument();
  },
};

/** The caller owns the page: Next and Previous report the new page, which comes back as a prop. */
export const NextAndPrevious: Story = {
  render: function Render(args: PaginationProps) {
    const [page, setPage] = useState(args.page);
    return (
      <Pagination
        {...args}
        page={page}
        onPageChange={(next) => {
          args.onPageChange(next);
          setPage(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Next/ }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(pageButton(canvasElement, 2)).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: /Next/ }));
    await userEvent.click(canvas.getByRole('button', { name: /Previous/ }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByText('Showing 21–40 of 1,234')).toBeInTheDocument();
  },
};

/** Choosing a page size reports it; the caller then usually goes back to page 1. */
export const PageSize: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Rows per page' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '50' }));
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(50);
  },
};

export const SinglePage: Story = {
  args: { total: 7 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Next/ })).toBeDisabled();
    await expect(within(canvasElement).getByText('Showing 1–7 of 7')).toBeInTheDocument();
  },
};

export const NoResults: Story = {
  args: { total: 0, onPageSizeChange: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No results')).toBeInTheDocument();
  },
};

/** Every text comes from `labels`, so the app can translate it. */
export const Translated: Story = {
  args: {
    page: 3,
    labels: {
      navigation: 'Paginación',
      previous: 'Anterior',
      next: 'Siguiente',
      page: (page) => `Página ${page}`,
      range: (from, to, total) => `Mostrando ${from}–${to} de ${total}`,
      pageSize: 'Filas por página',
      morePages: 'Más páginas',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Paginación' })).toBeInTheDocument();
    await expect(canvas.getByText('Mostrando 41–60 de 1234')).toBeInTheDocument();
  },
};

/** Arabic, right to left: Previous is on the right, Next on the left, their arrows point outwards. */
export const ArabicRightToLeft: Story = {
  args: {
    page: 31,
    labels: {
      navigation: 'ترقيم الصفحات',
      previous: 'السابق',
      next: 'التالي',
      page: (page) => `الصفحة ${page}`,
      range: (from, to, total) => `عرض ${from}–${to} من ${total}`,
      pageSize: 'صفوف في الصفحة',
      morePages: 'صفحات أخرى',
    },
  },
  decorators: [withDirection],
  parameters: rightToLeft('ar'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const previous = canvas.getByRole('button', { name: /السابق/ });
    const next = canvas.getByRole('button', { name: /التالي/ });
    await expect(previous.getBoundingClientRect().left).toBeGreaterThan(
      next.getBoundingClientRect().right,
    );
    for (const button of [previous, next]) {
      const icon = button.querySelector('svg');
      if (!icon) throw new Error('the button has no arrow');
      await expect(isMirrored(icon)).toBe(true);
    }
  },
};
