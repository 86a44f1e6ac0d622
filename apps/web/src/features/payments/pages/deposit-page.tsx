import { PaymentFlow } from '../components/payment-flow.tsx';

/** Deposit (spec 002 section 2). */
export default function DepositPage() {
  return <PaymentFlow transferType={0} />;
}
