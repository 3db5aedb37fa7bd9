/**
 * Notices (toasts): UI state only. The spec's limit: at most one visible at a time, so a new notice
 * replaces the current one.
 */
import { create } from 'zustand';

export interface Notice {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

interface NoticeState {
  current: Notice | null;
  show(notice: Omit<Notice, 'id'>): void;
  dismiss(id: number): void;
}

let nextId = 1;

export const useNotices = create<NoticeState>((set) => ({
  current: null,
  show: (notice) => set({ current: { ...notice, id: nextId++ } }),
  dismiss: (id) => set((state) => (state.current?.id === id ? { current: null } : state)),
}));

/** Call from anywhere (event handlers, mutations): `notify({ title, description })`. */
export const notify = (notice: Omit<Notice, 'id'>) => useNotices.getState().show(notice);
