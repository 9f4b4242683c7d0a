import { describe, expect, it } from 'vitest';
import type { PatentData } from '../../../contract';
import { buildInventionModel } from '../understand/invention-model';
import { understoodItems } from './understood';

const told = (details?: string): PatentData => ({
  title: 'Door Stop Mounted on the Door',
  summary:
    'The present invention is a door stop that is mounted on the door.\n\nA hinged arm screws to the bottom corner of the door. A rubber foot on the end presses on the floor and holds the door open.',
  ...(details ? { details } : {}),
  completedSections: [],
});

describe('what the assistant says it understood', () => {
  it('names a measure as it is, without the verb the model keeps it with', () => {
    const answer = 'The rubber foot is 3 cm wide.';
    const items = understoodItems(
      buildInventionModel(told()),
      buildInventionModel(told(`In one embodiment, a door stop comprises a hinged arm.\n\n${answer}`)),
      answer,
    );
    expect(items).toContain('the rubber foot: 3 cm wide');
    expect(items.join(' ')).not.toMatch(/: is /);
  });
});
