import { describe, expect, it } from 'vitest';
import { buildInventionModel } from '../understand/invention-model';
import { elementsToDescribe } from './details';

describe('the elements the detailed description introduces', () => {
  it('leaves out what the device holds, such as leftover water, and keeps its parts', () => {
    const model = buildInventionModel({
      completedSections: [],
      title: 'Dog Water Bottle That Clips Onto a Leash',
      summary:
        'The following summarizes the present invention.\n\nLeftover water goes back into the bottle so the user does not waste it.',
      details:
        'The following description sets forth an embodiment of the present invention in detail.\n\nThe present invention has a bottle body, a leash clip, a folding bowl, a push-button valve and a carbon filter. The bottle body is BPA-free Tritan plastic and holds 600 ml.',
    });
    const names = elementsToDescribe(model).map((element) => element.name);
    expect(model.elements.map((element) => element.name)).toContain('leftover water');
    expect(names).not.toContain('leftover water');
    expect(names).toEqual(expect.arrayContaining(['bottle body', 'leash clip', 'folding bowl']));
  });
});
