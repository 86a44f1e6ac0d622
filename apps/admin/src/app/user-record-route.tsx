import type { UserDetail } from '@bet/domain/api/admin/user-edit';
import { CasinoLimitForm } from '../features/casino/casino-limit-form.tsx';
import { CouponsList } from '../features/coupons/coupons-list.tsx';
import { PlayerProtectionPanel } from '../features/protection/player-protection-panel.tsx';
import { UserPage } from '../features/users/record/user-page.tsx';

// The user's own coupons: the coupon list, narrowed to the user by name.
const userCoupons = (username: string) => <CouponsList id="user-coupons" fixedUser={username} />;

// A dealer's daily casino stake limit and today's usage.
const casinoLimit = (user: UserDetail, editable: boolean) => (
  <CasinoLimitForm userId={user.id} currency={user.currency} editable={editable} />
);

// A player's own limits and exclusion, read-only.
const protection = (user: UserDetail) => <PlayerProtectionPanel userId={user.id} currency={user.currency} />;

/** A user's record with its coupons, casino and protection tabs: the features meet here, not in each other. */
export function UserRecordRoute() {
  return (
    <UserPage renderCoupons={userCoupons} renderCasinoLimit={casinoLimit} renderProtection={protection} />
  );
}
