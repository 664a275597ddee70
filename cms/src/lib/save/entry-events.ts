import path from 'node:path';
import type { Core } from '@strapi/strapi';

/*
 * Strapi's document service announces every write on its event hub once the write commits
 * (entry.create, entry.update, entry.publish, ...). Before each announcement it loads the entry
 * again with every relation, component and media field (a deep populate: about a dozen
 * statements for a listing) and sanitises it, whether or not anything listens. A published save
 * makes two announcements (the draft's update, then the publish), so that was a fifth of a listing
 * save's statements, run beside the save's answer (docs/decisions/0049).
 *
 * Only webhooks listen to these events here (Strapi's webhook runner, one listener per event a
 * webhook names; the audit logs that subscribe to everything are an Enterprise feature). So an
 * announcement goes ahead, exactly as Strapi makes it, when a listener for its event or any
 * catch-all subscriber is registered, and is skipped when nobody would receive it. The hub is
 * watched from `register`, before plugins' and Strapi's bootstraps add their listeners.
 */

type Hub = Core.Strapi['eventHub'];
type Listener = Parameters<Hub['on']>[1];
type Subscriber = Parameters<Hub['subscribe']>[0];
interface EventManager {
  emitEvent(eventName: string, entry: unknown): unknown;
}
interface EventsModule {
  createEventManager(strapi: Core.Strapi, uid: string): EventManager;
}

const listeners = new Map<string, number>();
const subscribers = new Set<Subscriber>();

/** Whether an event of this name reaches anyone (a listener of its name, or a catch-all subscriber). */
export function isHeard(eventName: string): boolean {
  return subscribers.size > 0 || (listeners.get(eventName) ?? 0) > 0;
}

/** Counts what listens on the hub, through its own methods (on, off, subscribe, ...). */
function watchHub(hub: Hub): void {
  const { on, off, subscribe, unsubscribe, removeAllListeners, removeAllSubscribers } = hub;
  hub.on = (eventName: string, listener: Listener) => {
    listeners.set(eventName, (listeners.get(eventName) ?? 0) + 1);
    return on.call(hub, eventName, listener);
  };
  hub.off = (eventName: string, listener: Listener) => {
    const count = listeners.get(eventName) ?? 0;
    if (count > 0) listeners.set(eventName, count - 1);
    return off.call(hub, eventName, listener);
  };
  hub.subscribe = (subscriber: Subscriber) => {
    subscribers.add(subscriber);
    return subscribe.call(hub, subscriber);
  };
  hub.unsubscribe = (subscriber: Subscriber) => {
    subscribers.delete(subscriber);
    return unsubscribe.call(hub, subscriber);
  };
  hub.removeAllListeners = () => {
    listeners.clear();
    return removeAllListeners.call(hub);
  };
  hub.removeAllSubscribers = () => {
    subscribers.clear();
    return removeAllSubscribers.call(hub);
  };
}

/** Strapi's own module that makes each content type's event manager (not part of its public API). */
function eventsModule(): EventsModule | null {
  try {
    const core = path.dirname(require.resolve('@strapi/core'));
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const mod = require(path.join(core, 'services', 'document-service', 'events.js')) as Partial<EventsModule>;
    return typeof mod.createEventManager === 'function' ? (mod as EventsModule) : null;
  } catch {
    return null;
  }
}

/**
 * Announcements that nobody hears are not loaded. Called in `register`, before any content type's
 * document service exists (each takes its event manager when first used). If Strapi's layout
 * changed, every announcement is made, as Strapi does by default, and the start log says so: it
 * costs speed only.
 */
export function skipUnheardEntryEvents(strapi: Core.Strapi): void {
  const mod = eventsModule();
  if (!mod) {
    strapi.log.warn('entry events: Strapi document-service events module not found; every write is announced in full');
    return;
  }
  watchHub(strapi.eventHub);
  const create = mod.createEventManager;
  mod.createEventManager = (instance, uid) => {
    const manager = create(instance, uid);
    return {
      emitEvent(eventName: string, entry: unknown) {
        if (!isHeard(eventName)) return undefined;
        return manager.emitEvent(eventName, entry);
      },
    };
  };
}
