import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import type { ReactNode } from 'react';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../../../contract/constants';

/** Spec §9: tooltips open after 700 ms, and within 300 ms of the last one without delay. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </TooltipPrimitive.Provider>
  );
}

type TooltipProps = {
  content: ReactNode;
  children: ReactNode;
  /** Controlled: the caller decides when it shows (Radix closes an uncontrolled one on any scroll). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/** Wraps one focusable element (the child) with a short hint shown on hover and keyboard focus. */
export function Tooltip({ content, children, open, onOpenChange }: TooltipProps) {
  return (
    <TooltipPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      {/* Not portalled: the hint stays inside the page's landmarks (axe "region"); Radix positions it fixed. */}
      <TooltipPrimitive.Content
        sideOffset={6}
        className="z-50 max-w-xs rounded-md bg-gray-900 px-3 py-1.5 text-xs text-white shadow-md"
      >
        {content}
        <TooltipPrimitive.Arrow className="fill-gray-900" />
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Root>
  );
}
