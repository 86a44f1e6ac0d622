import { create } from 'zustand';

type UiState = {
  leftMenuOpen: boolean;
  rightMenuOpen: boolean;
  /** The login popup; `then` is where to go after signing in (a remembered game, the coupon list...). */
  loginPopup: { open: boolean; then?: string };
  setLeftMenu(open: boolean): void;
  setRightMenu(open: boolean): void;
  openLogin(then?: string): void;
  closeLogin(): void;
};

/** Client-only interface state shared by the layout and the features. */
export const useUiStore = create<UiState>((set) => ({
  leftMenuOpen: false,
  rightMenuOpen: false,
  loginPopup: { open: false },
  setLeftMenu: (open) => set({ leftMenuOpen: open, ...(open ? { rightMenuOpen: false } : {}) }),
  setRightMenu: (open) => set({ rightMenuOpen: open, ...(open ? { leftMenuOpen: false } : {}) }),
  openLogin: (then) => set({ loginPopup: then ? { open: true, then } : { open: true } }),
  closeLogin: () => set({ loginPopup: { open: false } }),
}));
