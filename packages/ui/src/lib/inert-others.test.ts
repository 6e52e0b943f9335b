import { afterEach, describe, expect, it } from 'vitest';
import { inertOthers } from './inert-others';

function page() {
  document.body.innerHTML = `
    <div id="root"><button id="trigger">Open</button><div id="status" aria-live="polite"></div></div>
    <div id="already" inert></div>
    <script></script>
    <div id="portal"><div id="wrapper"><div id="menu"></div></div></div>
    <div id="other-portal"></div>`;
  const byId = (id: string) => document.getElementById(id) as HTMLElement;
  return { byId };
}

const inert = (element: HTMLElement) => element.hasAttribute('inert');

afterEach(() => {
  document.body.innerHTML = '';
});

describe('inertOthers', () => {
  it('makes all but the popup, live regions and their ancestors inert, and undoes it', () => {
    const { byId } = page();
    const undo = inertOthers(byId('menu'));
    expect(inert(byId('trigger'))).toBe(true);
    expect(inert(byId('other-portal'))).toBe(true);
    // The live region's ancestor stays, so that it can still speak; its siblings do not.
    expect(inert(byId('root'))).toBe(false);
    expect(inert(byId('status'))).toBe(false);
    expect(inert(byId('portal'))).toBe(false);
    expect(inert(byId('menu'))).toBe(false);
    expect(document.querySelector('script')?.hasAttribute('inert')).toBe(false);
    undo();
    expect(inert(byId('trigger'))).toBe(false);
    expect(inert(byId('other-portal'))).toBe(false);
  });

  it('leaves an element that was inert before as it was', () => {
    const { byId } = page();
    inertOthers(byId('menu'))();
    expect(inert(byId('already'))).toBe(true);
  });

  it('keeps an element inert until the last popup that made it so closes', () => {
    const { byId } = page();
    const undoMenu = inertOthers(byId('menu'));
    const undoOther = inertOthers(byId('other-portal'));
    expect(inert(byId('trigger'))).toBe(true);
    // The second popup's page includes the first one.
    expect(inert(byId('portal'))).toBe(true);
    undoMenu();
    expect(inert(byId('trigger'))).toBe(true);
    undoOther();
    expect(inert(byId('trigger'))).toBe(false);
    expect(inert(byId('portal'))).toBe(false);
  });

  it('does nothing for an element not on the page', () => {
    const { byId } = page();
    inertOthers(document.createElement('div'));
    expect(inert(byId('trigger'))).toBe(false);
  });
});
