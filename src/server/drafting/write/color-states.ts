import type { InventionElement } from '../../../contract';
import { COLOR_WORD } from '../check/words';

/**
 * "turn green above 1 meter", "turn yellow from 1 meter down to 30 cm", "turn red under 30 cm", beside a
 * sensor that measures "how far the car bumper is": the colors a part turns by what another part measures
 * is one function, "turn green, yellow or red depending on how far the car bumper is" (the ranges are
 * the dependents').
 */
export function byColorStates(functions: string[], others: InventionElement[]): string[] {
  const states = functions.filter((f) => /^turn ([a-z]+) .*\d/.test(f) && COLOR_WORD.test(f.split(' ')[1]!));
  const measured = others
    .flatMap((other) => other.functions)
    .map((f) => /^(?:measure|sense|detect|read|monitor) ((?:how|the) .+)$/.exec(f)?.[1])
    .find(Boolean);
  if (states.length < 2 || !measured) return functions;
  const colors = states.map((f) => f.split(' ')[1]!);
  const merged = `turn ${colors.slice(0, -1).join(', ')} or ${colors.at(-1)} depending on ${measured}`;
  return [merged, ...functions.filter((f) => !states.includes(f))];
}
