import { afterEach, describe, expect, it, vi } from 'vitest';
import resource from '../../locales/en-US/resource.json';
import { type Rendered, render, signedInCore, testI18n } from '../../test-support';
import { TextFilter } from './text-filter';

let rendered: Rendered | undefined;

afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
});

describe('TextFilter', () => {
  it('keeps its label in view once the admin has typed (a placeholder alone would go)', async () => {
    rendered = await render(
      signedInCore(),
      await testI18n({ resource }),
      <TextFilter label="Level" value="7" problem={undefined} onCommit={vi.fn()} />,
    );
    const input = rendered.container.querySelector('input') as HTMLInputElement;
    expect(input.value).toBe('7');
    expect([...(input.labels ?? [])].map((label) => label.textContent)).toEqual(['Level']);
  });
});
