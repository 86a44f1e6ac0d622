import { create } from 'zustand';

/** The notification dialog's statuses (spec 000 section 4): 0 hidden, 1 success, 2 error, 3-4 warning, 5-6 waiting. */
export type NotifyStatus = 0 | 1 | 2 | 3 | 4 | 5 | 6;

type Confirm = { onConfirm: () => void };

type NotifyState = {
  status: NotifyStatus;
  message: string;
  /** Status 3 can ask a question: the dialog then shows confirm and cancel. */
  confirm?: Confirm;
  notify(status: NotifyStatus, message: string, confirm?: Confirm): void;
  /** After a result: back to hidden in 4 s, unless a new wait began meanwhile. */
  notifyThenReset(status: NotifyStatus, message: string): void;
  hide(): void;
};

export const NOTIFY_RESET_MS = 4000;
let resetTimer: ReturnType<typeof setTimeout> | undefined;

export const useNotifyStore = create<NotifyState>((set, get) => ({
  status: 0,
  message: '',
  notify: (status, message, confirm) => {
    clearTimeout(resetTimer);
    set(confirm ? { status, message, confirm } : { status, message, confirm: undefined });
  },
  notifyThenReset: (status, message) => {
    get().notify(status, message);
    resetTimer = setTimeout(() => {
      const { status: now } = get();
      if (now !== 5 && now !== 6) set({ status: 0, message: '', confirm: undefined });
    }, NOTIFY_RESET_MS);
  },
  hide: () => {
    clearTimeout(resetTimer);
    set({ status: 0, message: '', confirm: undefined });
  },
}));
