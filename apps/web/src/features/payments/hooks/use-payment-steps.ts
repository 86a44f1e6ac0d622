import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';

type StepState = { paymentDepth?: number } | null;

/**
 * The flow's step in the address (?cat=<payCatId>&pay=<payId>), each step a history entry: the header's
 * back arrow and the page's back button both step form → types → categories → the previous page.
 */
export function usePaymentSteps() {
  const [query, setQuery] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { lang } = useParams();
  // How many steps this flow pushed to reach the current one (none when the address was opened as is).
  const depth = (location.state as StepState)?.paymentDepth ?? 0;
  const catId = Number(query.get('cat')) || null;
  const payId = catId === null ? null : Number(query.get('pay')) || null;

  const go = (cat: number | null, pay: number | null, push: boolean) => {
    const next = new URLSearchParams();
    if (cat !== null) next.set('cat', String(cat));
    if (cat !== null && pay !== null) next.set('pay', String(pay));
    setQuery(next, push ? { state: { paymentDepth: depth + 1 } } : { replace: true });
  };

  const leave = () => {
    if (location.key === 'default') void navigate(`/${lang}/`, { replace: true });
    else void navigate(-1);
  };

  return {
    catId,
    payId,
    openCategory: (cat: number) => go(cat, null, true),
    openType: (pay: number) => go(catId, pay, true),
    /** One step up: back through history when this flow pushed the step, else the parent in place. */
    back: () => {
      if (depth > 0) void navigate(-1);
      else if (payId !== null) go(catId, null, false);
      else if (catId !== null) go(null, null, false);
      else leave();
    },
    /** Closes the lists after a request: back to the categories. */
    toCategories: () => {
      if (depth > 0) void navigate(-depth);
      else go(null, null, false);
    },
  };
}
