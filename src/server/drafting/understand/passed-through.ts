import type { InventionStep } from '../../../contract';
import type { Elements } from './elements';
import { infinitiveOf, pastParticipleOf } from './nlp';

/** "pushing scraps through the slot into the drawer": what is moved, the opening, and where it ends up. */
const THROUGH_INTO =
  /^([a-z]+ing) ([a-z]+(?: [a-z]+)?) through the ((?:[\w-]+ )?[\w-]+) (?:into|in) the ((?:[\w-]+ )?[\w-]+)$/;

/**
 * A use that moves things through one part into another ("the user pushes scraps through the slot into the
 * drawer") says what that other part is for: "a drawer … configured to receive scraps pushed through the
 * slot", which ties the two parts together in claim 1 the way the invention works.
 */
export function receivesWhatIsPassedThrough(useSteps: InventionStep[], elements: Elements) {
  for (const step of useSteps) {
    const told = THROUGH_INTO.exec(step.action);
    if (!told) continue;
    const [, doing, what, opening, target] = told;
    const receiver = elements.find(target!);
    if (!receiver || !elements.find(opening!) || receiver.functions.some((fn) => /^receive\b/.test(fn)))
      continue;
    const done = pastParticipleOf(infinitiveOf(doing!));
    if (done) receiver.functions.push(`receive ${what} ${done} through the ${opening}`);
  }
}
