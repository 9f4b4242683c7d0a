/** Prints the invention model the offline drafter builds for corpus inventions (debugging aid). Usage: npx tsx eval/show-model.ts [NAME] */
import { createOfflineDrafter } from '../src/server/drafting/offline/offline-drafter';
import { buildInventionModel } from '../src/server/drafting/understand/invention-model';
import { CORPUS } from './corpus';
import { interview } from './interview';

const filter = process.argv[2]?.toLowerCase();
for (const invention of CORPUS) {
  if (filter && !invention.landing.toLowerCase().includes(filter) && invention.field !== filter) continue;
  const { patentData } = await interview(invention, createOfflineDrafter());
  const model = buildInventionModel(patentData);
  console.log(
    `\n##### ${patentData.title} [${model.kinds}] subject="${model.subject}" purpose="${model.purpose}"`,
  );
  for (const e of model.elements)
    console.log(
      `- ${e.name}${e.plural ? ' (pl)' : ''} | fn: ${e.functions.join(' / ')} | rel: ${e.relations.join(' / ')} | mat: ${e.materials.join(' / ')} | num: ${e.measures.join(' / ')} | alt: ${e.alternatives.join(' / ')}`,
    );
  console.log(
    'steps:',
    model.steps.map((s) => s.action),
  );
  console.log(
    'use:',
    model.useSteps.map((s) => s.action),
  );
}
