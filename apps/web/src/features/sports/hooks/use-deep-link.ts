import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { type DeepLink, hasDeepLink, readDeepLink, scrollTopFor } from '../lib/deep-link.ts';

const LINK_PARAMS = ['sid', 'cid', 'tid', 'goto'];
// How long the most specific target may take to appear (its league's matches load first).
const WAIT_MS = 10_000;

// Scrolling before a target's own rows have loaded would stop short on a page still too short to scroll.
const loaded = (el: HTMLElement | null) => (el && !el.querySelector('[data-loading]') ? el : null);

/**
 * Calls `found` with targets[0] once it is on the page with its contents loaded, or with the best
 * target present after WAIT_MS.
 */
function whenPresent(targets: readonly string[], found: (el: HTMLElement | null) => void): () => void {
  const first = () => loaded(document.getElementById(targets[0] ?? ''));
  const best = () => targets.map((id) => document.getElementById(id)).find((el) => el !== null) ?? null;
  let finished = false;
  const stop = () => {
    finished = true;
    observer.disconnect();
    clearTimeout(timer);
  };
  const finish = (el: HTMLElement | null) => {
    if (finished) return;
    stop();
    found(el);
  };
  const observer = new MutationObserver(() => {
    const el = first();
    if (el) finish(el);
  });
  const timer = setTimeout(() => finish(best()), WAIT_MS);
  observer.observe(document.body, { childList: true, subtree: true });
  const present = first();
  if (present) finish(present);
  return stop;
}

/**
 * Applies a deep link (?sid, cid, tid, goto) when the address carries one: `apply` opens what it names,
 * then the page scrolls to the target under the header and the parameters leave the address.
 */
export function useDeepLink(apply: (link: DeepLink) => void): void {
  const [query, setQuery] = useSearchParams();
  const applyRef = useRef(apply);
  applyRef.current = apply;
  useEffect(() => {
    if (!hasDeepLink(query)) return;
    const link = readDeepLink(query);
    if (link) applyRef.current(link);
    const clear = () => {
      const rest = new URLSearchParams(query);
      for (const key of LINK_PARAMS) rest.delete(key);
      setQuery(rest, { replace: true });
    };
    if (!link?.targets.length) return clear();
    return whenPresent(link.targets, (el) => {
      if (el) window.scrollTo({ top: scrollTopFor(el.getBoundingClientRect().top, window.scrollY) });
      clear();
    });
  }, [query, setQuery]);
}
