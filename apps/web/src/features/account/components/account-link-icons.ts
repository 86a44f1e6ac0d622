import {
  ImageIcon,
  ListIcon,
  LockIcon,
  MinusIcon,
  PlusIcon,
  SettingsIcon,
  ShieldIcon,
  TransferIcon,
  UserIcon,
  UsersIcon,
} from '@bet/ui/icons.tsx';
import type { ComponentType } from 'react';
import type { AccountLink } from '../lib/account-links.ts';

/** The icon of each account destination, the same on the account page and in the right menu. */
export const ACCOUNT_LINK_ICONS: Record<AccountLink, ComponentType<{ size?: number }>> = {
  transactions: ListIcon,
  transferRequest: TransferIcon,
  deposit: PlusIcon,
  withdraw: MinusIcon,
  userInformation: UserIcon,
  settings: SettingsIcon,
  changePassword: LockIcon,
  responsibleGaming: ShieldIcon,
  affiliate: UsersIcon,
  affiliateBanner: ImageIcon,
};
