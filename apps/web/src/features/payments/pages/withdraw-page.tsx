import { PaymentFlow } from '../components/payment-flow.tsx';

/** Withdraw (spec 002 section 2). */
export default function WithdrawPage() {
  return <PaymentFlow transferType={1} />;
}
