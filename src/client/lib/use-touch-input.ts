import { useSyncExternalStore } from 'react';

/** A coarse primary pointer (a finger): phones and tablets, whose keyboards have no Shift+Enter. */
const TOUCH_QUERY = '(pointer: coarse)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia?.(TOUCH_QUERY);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const isTouch = () => window.matchMedia?.(TOUCH_QUERY).matches ?? false;

/** True on a touch device; follows changes (a tablet docked to a keyboard with a trackpad). */
export function useTouchInput(): boolean {
  return useSyncExternalStore(subscribe, isTouch, () => false);
}
