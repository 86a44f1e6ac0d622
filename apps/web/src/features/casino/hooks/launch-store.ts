import { create } from 'zustand';

type LaunchState = {
  /** The loading curtain while opencas answers. */
  busy: boolean;
  /** The game shown over the page (iframe 8), or null. */
  overlayUrl: string | null;
  setBusy(busy: boolean): void;
  showOverlay(url: string): void;
  closeOverlay(): void;
};

/** The launch flow's state, shared by the list that starts a game and the layer that shows it. */
export const useLaunchStore = create<LaunchState>((set) => ({
  busy: false,
  overlayUrl: null,
  setBusy: (busy) => set({ busy }),
  showOverlay: (url) => set({ overlayUrl: url }),
  closeOverlay: () => set({ overlayUrl: null }),
}));
