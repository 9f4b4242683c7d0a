import type { Config } from '../config';
import type { Drafter } from './drafter';
import { createModelDrafter } from './model/model-drafter';
import { createOfflineDrafter } from './offline/offline-drafter';

/** AI_PROVIDER=offline (the default) needs no network; any other provider talks to a chat model. */
export function createDrafter(ai: Config['ai']): Drafter {
  return ai.provider === 'offline' ? createOfflineDrafter() : createModelDrafter(ai);
}
