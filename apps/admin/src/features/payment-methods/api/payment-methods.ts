import { callApi } from '@bet/api-client/call-api';
import type {
  PaymentMethodsOfficeAnswer,
  SavePaymentBankRequest,
  SavePaymentCategoryRequest,
  SavePaymentTypeRequest,
} from '@bet/domain/api/admin/payment-methods';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

// Under the back office's own key, so a sign-out clears it too.
const methodsKey = ['admin', 'paymentMethods'] as const;

/** The site's payment categories with their types and banks, and the gateways a type may name. */
export const usePaymentMethods = () =>
  useQuery({
    queryKey: methodsKey,
    queryFn: ({ signal }) => callApi<PaymentMethodsOfficeAnswer>('admin/paymentMethods', {}, signal),
  });

/** One save call; each answers the whole list again, which becomes the page's list at once. */
function useSave<Request extends Record<string, unknown>>(call: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: Request) => callApi<PaymentMethodsOfficeAnswer>(`admin/${call}`, request),
    onSuccess: (answer) => queryClient.setQueryData(methodsKey, answer),
  });
}

export const useSavePaymentCategory = () => useSave<SavePaymentCategoryRequest>('savePaymentCategory');
export const useSavePaymentType = () => useSave<SavePaymentTypeRequest>('savePaymentType');
export const useSavePaymentBank = () => useSave<SavePaymentBankRequest>('savePaymentBank');
