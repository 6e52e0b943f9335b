import { describe, expect, it, vi } from 'vitest';
import { render, signedInCore, testI18n } from '../test-support';
import { useNavigationBlocker } from './console-router';

const neverBlock = () => false;

function Guarded() {
  useNavigationBlocker(neverBlock);
  return null;
}

describe('useNavigationBlocker', () => {
  it('throws outside <ConsoleRouter>, naming it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(
      render(signedInCore(vi.fn<typeof fetch>()), await testI18n({}), <Guarded />),
    ).rejects.toThrow('useNavigationBlocker must be used inside <ConsoleRouter>');
    vi.restoreAllMocks();
  });
});
