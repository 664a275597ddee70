/** The direction a node's text is read in: its nearest dir attribute's (the page's). */
export function readingDirection(node: Element): 'ltr' | 'rtl' {
  return node.closest('[dir]')?.getAttribute('dir') === 'rtl' ? 'rtl' : 'ltr';
}

/** The arrow keys that go back and forward along the reading direction. */
export function arrowKeys(node: Element): [back: string, forward: string] {
  return readingDirection(node) === 'rtl' ? ['ArrowRight', 'ArrowLeft'] : ['ArrowLeft', 'ArrowRight'];
}
