import { useState } from 'react';
import type { TracedClaim } from '../../../../contract/invention-map';
import { Tooltip } from '../../../components/ui/tooltip';

/** The inventor's words a claim line was drafted from, as the tooltip and its screen-reader text say them. */
const fromYourWords = (sources: string[]) => `From your words: ${sources.map((s) => `“${s}”`).join(' ')}`;

/**
 * One claim line with its sources, shown while it has the focus or the pointer. Controlled, because
 * focusing a line below the fold scrolls the page, and Radix closes an uncontrolled tooltip on scroll;
 * Escape hides it (WCAG 1.4.13).
 */
function TracedLine({ text, sources }: { text: string; sources: string[] }) {
  const [focused, setFocused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  return (
    <Tooltip
      content={fromYourWords(sources)}
      open={(focused || hovered) && !dismissed}
      onOpenChange={(open) => {
        if (!open) setHovered(false);
      }}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: focus, pointer and Escape only show or hide the tooltip */}
      <span
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a claim line is focused to show its source, like a hover
        tabIndex={0}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          setDismissed(false);
        }}
        onPointerEnter={() => setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setDismissed(true);
        }}
        className="block rounded-sm underline decoration-brand-600 decoration-dotted underline-offset-4 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {text}
        <span className="sr-only"> ({fromYourWords(sources)})</span>
      </span>
    </Tooltip>
  );
}

/**
 * Traceability in review (issue 16, item 5): each claim line drafted from the inventor's sentences
 * can be focused (Tab) or hovered to show them.
 */
export function TracedClaims({ claims }: { claims: TracedClaim[] }) {
  return (
    <section aria-labelledby="traced-claims-title" className="space-y-2">
      <h3 id="traced-claims-title" className="text-base font-semibold text-gray-900">
        Where each claim came from
      </h3>
      <p className="text-sm text-gray-700">
        Hover over or tab to a claim line to see the sentence of yours it was drafted from.
      </p>
      <ol className="space-y-3">
        {claims.map((claim) => (
          <li key={claim.lines[0]?.text} className="text-sm text-gray-900">
            {claim.lines.map((line) =>
              line.sources.length > 0 ? (
                <TracedLine key={line.text} text={line.text} sources={line.sources} />
              ) : (
                <span key={line.text} className="block">
                  {line.text}
                </span>
              ),
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
