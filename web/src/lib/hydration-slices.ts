/**
 * Preact, the browser build's runtime (decision 0105), hydrates a page in one synchronous pass,
 * which on a phone is one long task that blocks input. React hydrates each Suspense boundary on
 * its own, yielding between them. This gives Preact the same shape: each deferred section
 * (HydrateLater) waits for a slot of its own, one slot per task, in document order, and Preact
 * keeps the section's server HTML until then (a component that suspends while hydrating keeps its
 * DOM range between `$s` comment markers).
 */

let active = false;
let ticking = false;
const waiting: Array<() => void> = [];
let channel: MessageChannel | null = null;

/** True while the page's first hydration is under way: the sections rendered then wait for a slot. */
export function hydratingInSlices(): boolean {
  return active;
}

/** The next slot: settles in a task of its own, after those asked for before it. */
export function nextSlot(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    startTicking();
  });
}

/**
 * One section per task. Preact renders a released section in this task's microtasks, where the
 * sections inside it ask for slots of their own; once a task finds none waiting, the first
 * hydration is over and sections render at once again.
 */
function tick() {
  const release = waiting.shift();
  if (!release) {
    active = false;
    ticking = false;
    return;
  }
  release();
  channel!.port2.postMessage(null);
}

function startTicking() {
  if (ticking) return;
  ticking = true;
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = tick;
  }
  channel.port2.postMessage(null);
}

/**
 * Marks the server's Suspense boundaries (React's `<!--$-->` and `<!--/$-->` comments) the way
 * Preact recognises a range of kept DOM (`<!--$s-->`, `<!--/$s-->`) and opens the first
 * hydration; call it just before hydrating. The first slot's task comes after the hydration's.
 */
export function beginSlicedHydration(root: Node = document): void {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const comment = node as Comment;
    if (comment.data === '$') comment.data = '$s';
    else if (comment.data === '/$') comment.data = '/$s';
  }
  active = true;
  startTicking();
}
