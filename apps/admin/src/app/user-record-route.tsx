import type { UserDetail } from '@bet/domain/api/admin/user-edit';
import { CasinoLimitForm } from '../features/casino/casino-limit-form.tsx';
import { CouponsList } from '../features/coupons/coupons-list.tsx';
import { PlayerProtectionPanel } from '../features/protection/player-protection-panel.tsx';
import { UserTransferBlock } from '../features/transfers/user-transfer-block.tsx';
import { UserPage } from '../features/users/record/user-page.tsx';

// The user's own coupons: the coupon list, narrowed to the user by name.
const userCoupons = (username: string) => <CouponsList id="user-coupons" fixedUser={username} />;

// A dealer's daily casino stake limit and today's usage.
const casinoLimit = (user: UserDetail, editable: boolean) => (
  <CasinoLimitForm userId={user.id} currency={user.currency} editable={editable} />
);

// A player's own limits and exclusion, read-only.
const protection = (user: UserDetail) => <PlayerProtectionPanel userId={user.id} currency={user.currency} />;

// Whether the user may make deposit and withdrawal requests, and the switch.
const transferBlock = (user: UserDetail) => <UserTransferBlock user={user} />;

/** A user's record with its coupons, casino, protection and transfer parts: the features meet here, not in each other. */
export function UserRecordRoute() {
  return (
    <UserPage
      renderCoupons={userCoupons}
      renderCasinoLimit={casinoLimit}
      renderProtection={protection}
      renderTransferBlock={transferBlock}
    />
  );
}
