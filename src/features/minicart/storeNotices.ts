/**
 * The mini cart store's timed lists: the error and limit messages (7.5 s) and the deleted entries with their undo
 * (10 s), each going by itself unless paused (WCAG 2.2.1), a message closed by the shopper.
 */
import type { StoreApi } from 'zustand/vanilla';
import { MESSAGE_LIFETIME_MS, UNDO_LIFETIME_MS } from './constants';
import { createCountdowns } from './countdown';
import { sameNotice, type MinicartNotice } from './errors';
import type { RemovedItem } from './optimistic';
import type { DeletedEntry, Minicart, MinicartActions, MinicartMessage } from './store';

/** When a timed item goes (Date.now() time), or null while it is paused (hovered or focused). */
export interface Timed {
  id: string;
  createdAt: number;
  expiresAt: number | null;
}

/** What the rest of the store does with the timed lists. */
export interface Notices {
  /** Shows a message for 7.5 s; the same text again restarts the one already shown. */
  showMessage(notice: MinicartNotice): void;
  /** Adds a deleted entry for `remainingMs` (10 s for a new one); returns its id. */
  addDeleted(removed: RemovedItem, remainingMs?: number): string;
  /** Takes a deleted entry away; returns the time it had left. */
  dropDeleted(id: string | undefined): number | undefined;
}

type NoticeActions = Pick<
  MinicartActions,
  'dismissMessage' | 'pauseMessage' | 'resumeMessage' | 'pauseDeleted' | 'resumeDeleted'
>;

const retime = <T extends Timed>(list: T[], id: string, expiresAt: number | null | undefined): T[] =>
  expiresAt === undefined ? list : list.map((item) => (item.id === id ? { ...item, expiresAt } : item));

export function createNotices({ setState: set, getState: get }: Pick<StoreApi<Minicart>, 'setState' | 'getState'>): {
  notices: Notices;
  actions: NoticeActions;
} {
  let nextId = 0;
  const messageTimers = createCountdowns((id) => set({ messages: get().messages.filter((m) => m.id !== id) }));
  const deletedTimers = createCountdowns((id) => set({ deleted: get().deleted.filter((d) => d.id !== id) }));

  const notices: Notices = {
    showMessage: (notice) => {
      const same = get().messages.find((m) => sameNotice(m, notice));
      const id = same?.id ?? `message-${++nextId}`;
      const message: MinicartMessage = { ...notice, id, createdAt: Date.now(), expiresAt: null };
      message.expiresAt = messageTimers.start(id, MESSAGE_LIFETIME_MS);
      set({ messages: [...get().messages.filter((m) => m.id !== id), message] });
    },
    addDeleted: (removed, remainingMs = UNDO_LIFETIME_MS) => {
      const id = `deleted-${++nextId}`;
      const entry: DeletedEntry = { ...removed, id, createdAt: Date.now(), expiresAt: null };
      entry.expiresAt = deletedTimers.start(id, remainingMs);
      set({ deleted: [...get().deleted, entry] });
      return id;
    },
    dropDeleted: (id) => {
      if (id === undefined) return undefined;
      const remaining = deletedTimers.cancel(id);
      set({ deleted: get().deleted.filter((d) => d.id !== id) });
      return remaining;
    },
  };

  const actions: NoticeActions = {
    dismissMessage: (id) => {
      messageTimers.cancel(id);
      set({ messages: get().messages.filter((m) => m.id !== id) });
    },
    pauseMessage: (id) => set({ messages: retime(get().messages, id, messageTimers.pause(id)) }),
    resumeMessage: (id) => set({ messages: retime(get().messages, id, messageTimers.resume(id)) }),
    pauseDeleted: (id) => set({ deleted: retime(get().deleted, id, deletedTimers.pause(id)) }),
    resumeDeleted: (id) => set({ deleted: retime(get().deleted, id, deletedTimers.resume(id)) }),
  };
  return { notices, actions };
}
