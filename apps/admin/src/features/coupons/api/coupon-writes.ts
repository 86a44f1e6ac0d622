import { adminQueryKeys } from '@bet/api-client/admin-query-keys';
import type { QueryClient } from '@tanstack/react-query';

/** After a coupon's money moved (cancelled, paid out): coupons, figures and credits are read again. */
export const refreshCouponMoney = (queryClient: QueryClient) =>
  Promise.all(
    [adminQueryKeys.couponsAll, adminQueryKeys.reportAll, adminQueryKeys.usersAll].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
