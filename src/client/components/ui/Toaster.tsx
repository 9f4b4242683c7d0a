import * as Toast from '@radix-ui/react-toast';
import { useEffect } from 'react';
import {
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
} from '../../../contract/constants';
import { dismissToast, removeToast, type ToastItem, useToasts } from './toast-store';

function ToastView({ item }: { item: ToastItem }) {
  // A dismissed toast stays in the store (closed) until the spec's removal delay has passed.
  useEffect(() => {
    if (item.open) return;
    const timer = setTimeout(() => removeToast(item.id), TOAST_REMOVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [item.open, item.id]);

  const destructive = item.variant === 'destructive';
  return (
    <Toast.Root
      open={item.open}
      onOpenChange={(open) => !open && dismissToast(item.id)}
      className={`grid gap-1 rounded-lg border p-4 pr-8 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[state=closed]:hidden ${
        destructive ? 'border-red-700 bg-red-700 text-white' : 'border-gray-200 bg-white text-gray-900'
      }`}
    >
      <Toast.Title className="text-sm font-semibold">{item.title}</Toast.Title>
      {item.description && (
        <Toast.Description className="text-sm opacity-90">{item.description}</Toast.Description>
      )}
      <Toast.Close
        aria-label="Close"
        className="absolute top-2 right-2 rounded px-1 text-lg leading-none opacity-70"
      >
        ×
      </Toast.Close>
    </Toast.Root>
  );
}

/** Spec §9: 5000 ms, swipe right past 50 px to dismiss, F8 focuses the toast region. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <Toast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {toasts.map((item) => (
        <ToastView key={item.id} item={item} />
      ))}
      <Toast.Viewport
        hotkey={[TOAST_HOTKEY]}
        className="fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none"
      />
    </Toast.Provider>
  );
}
