import { CouponsList } from '../features/coupons/coupons-list.tsx';
import { UserPage } from '../features/users/record/user-page.tsx';

// The user's own coupons: the coupon list, narrowed to the user by name.
const userCoupons = (username: string) => <CouponsList id="user-coupons" fixedUser={username} />;

/** A user's record with its coupons tab: the two features meet here, not in each other. */
export function UserRecordRoute() {
  return <UserPage renderCoupons={userCoupons} />;
}
