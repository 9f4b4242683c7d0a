import { describe, expect, it } from 'vitest';
import { classifyMessage } from './classify-message';
import { answerFromKnowledgeBase } from './knowledge-base';

/** Questions to the assistant, with the knowledge-base topic that must answer each. */
const QUESTIONS: [string, string][] = [
  ['Do I need exact measurements?', 'detail'],
  ['How much detail should I give?', 'detail'],
  ['Should I include part numbers or brands?', 'detail'],
  ['Is a rough sketch enough?', 'detail'],
  ['What is a provisional application?', 'provisional'],
  ['How long does a provisional last before it expires?', 'provisional'],
  ['Does this protect my idea?', 'provisional'],
  ['what happens after I file it', 'provisional'],
  ['How much is the USPTO fee?', 'fees'],
  ['What does it cost to file?', 'fees'],
  ['Do I qualify as a micro entity?', 'fees'],
  ['Is my idea safe with you?', 'confidentiality'],
  ['Will you share my invention with anyone?', 'confidentiality'],
  ['Do you use my description to train AI?', 'confidentiality'],
  ['Is this confidential?', 'confidentiality'],
  ['What are the claims?', 'sections'],
  ['How many steps are left?', 'sections'],
  ["What's next after the summary?", 'sections'],
  ['I already sold a few at a craft fair. Is that a problem?', 'disclosure'],
  ['Can I still file if I posted it on Kickstarter?', 'disclosure'],
  ['Is this legal advice?', 'lawyer'],
  ['Do I need a patent attorney?', 'lawyer'],
  ['Explain the abstract to me.', 'sections'],
  ['I was wondering whether sizes in inches are fine.', 'detail'],
  ['Who is the best football team?', 'unknown'],
];

const COMMANDS: [string, unknown][] = [
  [
    'Change the title to Folding Sawhorse With Clamp Rail',
    { type: 'rename', title: 'Folding Sawhorse With Clamp Rail' },
  ],
  ['Can you change the title to "Leash Bowl"?', { type: 'rename', title: 'Leash Bowl' }],
  ['please rename it to Garden Sprayer Wand.', { type: 'rename', title: 'Garden Sprayer Wand' }],
  ["Let's call it the Drip Guard instead", { type: 'rename', title: 'the Drip Guard' }],
  ['New title: Magnetic Tool Tray', { type: 'rename', title: 'Magnetic Tool Tray' }],
  ['set the name of my invention to Sun Shade Clip', { type: 'rename', title: 'Sun Shade Clip' }],
  ['Go back to the background', { type: 'goBack', section: 'background' }],
  ['Can we go back to the Details section?', { type: 'goBack', section: 'details' }],
  ['back to step 2', { type: 'goBack', section: 'background' }],
  ['I want to revisit the summary section', { type: 'goBack', section: 'summary' }],
  ['Add more details to the Use Cases section', { type: 'goBack', section: 'useCases' }],
  ['take me back to the problem', { type: 'goBack', section: 'background' }],
  ['skip', { type: 'skip' }],
  ['Next.', { type: 'skip' }],
  ['skip this question', { type: 'skip' }],
  ["Let's move on", { type: 'skip' }],
  ["That's all", { type: 'skip' }],
  ['undo', { type: 'undo' }],
  ['Undo my last answer.', { type: 'undo' }],
  ['scratch that', { type: 'undo' }],
  ['Please delete my last answer', { type: 'undo' }],
];

const ANSWERS = [
  'It has a clamp, a tray and a strap.',
  'The Leash Bowl.',
  'When it rains, the cover closes over the tray.',
  'How it works: the pump draws water from the tank and sends it to the nozzle.',
  'What makes it better is that it weighs 2 kg less than a metal sawhorse.',
  'The pin is steel, 8 mm thick, in a guide tube. Do I need exact sizes?',
  'Can be made of steel or aluminum.',
  'I want to change the world of gardening with a sprayer that never clogs.',
  'Back pain is the problem: people bend over the bucket all day.',
];

describe('message classification', () => {
  it.each(QUESTIONS)('answers "%s" from the knowledge base (%s)', (text, topic) => {
    const intent = classifyMessage(text);
    expect(intent.kind).toBe('question');
    expect(answerFromKnowledgeBase(text).topic).toBe(topic);
  });

  it.each(COMMANDS)('reads "%s" as a command', (text, command) => {
    expect(classifyMessage(text)).toEqual({ kind: 'command', command });
  });

  it.each(ANSWERS)('keeps "%s" as an answer', (text) => {
    expect(classifyMessage(text)).toEqual({ kind: 'answer' });
  });

  it('quotes the fee table and the 12-month rule, never a made-up figure', () => {
    expect(answerFromKnowledgeBase('What are the fees?').answer).toMatch(/\$65 .*\$130 .*\$325/);
    expect(answerFromKnowledgeBase('I showed it at a trade show, is that ok?').answer).toMatch(
      /12 months.*35 USC 102\(b\)\(1\)/,
    );
  });
});
