import { create } from 'zustand';

type LiveLinkState = {
  /** The live socket ran out of reconnect attempts (spec 001 section 4): the shell shows a notice. */
  down: boolean;
  /** Tries the socket again; set by the socket, so the shell needs none of its code. */
  retry?: () => void;
};

export const useLiveLinkStore = create<LiveLinkState>(() => ({ down: false }));
