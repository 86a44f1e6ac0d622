import { create } from 'zustand';

type PermissionsChangedState = {
  /** The server said the staff member's rights changed since sign-in: only a new sign-in helps. */
  changed: boolean;
  notice(): void;
  clear(): void;
};

export const usePermissionsChangedStore = create<PermissionsChangedState>()((set) => ({
  changed: false,
  notice: () => set({ changed: true }),
  clear: () => set({ changed: false }),
}));
