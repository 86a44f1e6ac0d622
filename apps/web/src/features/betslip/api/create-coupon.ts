import { callApi, newRequestId } from '@bet/api-client/call-api';
import type { CreateCouponRequest, CreateCouponResponse } from '@bet/domain/api/placement';

/**
 * createCoupon (spec 001 section 7), with a fresh reqId each attempt: a retry after a refusal is
 * a new coupon to the server. A refusal throws ApiError whose body is the CreateCouponResponse.
 */
export function createCoupon(payload: Omit<CreateCouponRequest, 'reqId'>): Promise<CreateCouponResponse> {
  return callApi<CreateCouponResponse>('createCoupon', { ...payload, reqId: newRequestId() });
}
