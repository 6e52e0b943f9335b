/** How many open popups made each element inert, so that the last one to close lets go of it. */
const inertBy = new WeakMap<Element, number>();

/**
 * Makes the rest of the page inert while a modal menu or list is open, except live regions (which
 * must keep speaking) and scripts: the same elements Radix hides with aria-hidden then. Hidden
 * alone, the trigger and the page's other controls would stay focusable, which axe reports
 * (aria-hidden-focus); inert also takes them out of reach of focus, as the popup's focus trap and
 * blocked outside clicks already do. Returns the undo. Elements already inert are left alone.
 */
export function inertOthers(target: Element): () => void {
  const body = target.ownerDocument.body;
  if (!body.contains(target)) return () => {};
  const kept = new Set<Element>([target, ...body.querySelectorAll('[aria-live], script')]);
  const onTheWay = new Set<Element>();
  for (const element of kept) {
    for (let up = element.parentElement; up && !onTheWay.has(up); up = up.parentElement) {
      onTheWay.add(up);
    }
  }
  const marked: Element[] = [];
  const visit = (parent: Element) => {
    for (const child of parent.children) {
      if (kept.has(child)) continue;
      if (onTheWay.has(child)) {
        visit(child);
        continue;
      }
      const count = inertBy.get(child) ?? 0;
      if (count === 0 && child.hasAttribute('inert')) continue;
      inertBy.set(child, count + 1);
      child.setAttribute('inert', '');
      marked.push(child);
    }
  };
  visit(body);
  return () => {
    for (const element of marked) {
      const count = (inertBy.get(element) ?? 1) - 1;
      if (count > 0) {
        inertBy.set(element, count);
        continue;
      }
      inertBy.delete(element);
      element.removeAttribute('inert');
    }
  };
}

/** A ref for a modal popup's content: the rest of the page is inert while it is on the page. */
export function inertOthersRef(node: Element | null): (() => void) | undefined {
  return node ? inertOthers(node) : undefined;
}
