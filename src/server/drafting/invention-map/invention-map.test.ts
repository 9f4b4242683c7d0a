import { describe, expect, it } from 'vitest';
import { modelOf } from '../../../../tests/helpers/invention-model';
import type { InventionModel } from '../../../contract';
import { newElement } from '../understand/new-element';
import { writeClaims } from '../write/claims';
import { applyMapEdits } from './apply-map-edits';
import { traceClaims } from './trace-claims';

const element = newElement; // the model's own factory: a part with nothing known but its name and the given fields

const model = (): InventionModel =>
  modelOf({
    kinds: ['article'],
    subject: 'folding sawhorse',
    elements: [
      element('steel beam', {
        materials: ['14 gauge square tubing'],
        sources: ['The steel beam is 36 inches long.'],
      }),
      element('telescoping leg', {
        plural: true,
        relations: ['hinged under the beam'],
        sources: ['It has four telescoping legs.'],
      }),
      element('cam lock', {
        functions: ['grip the telescoping leg'],
        sources: ['A cam lock grips the leg.'],
      }),
    ],
    body: element('folding sawhorse'),
    steps: [{ action: 'unfolding the telescoping legs', source: 'You unfold the legs.' }],
  });

describe('applyMapEdits', () => {
  it('renames a part in every phrase naming it, the short name included, keeping its id', () => {
    const { model: edited, elementIds } = applyMapEdits(model(), [
      { type: 'rename', itemId: 'element:steel-beam', name: 'crossbar' },
      { type: 'rename', itemId: 'element:telescoping-leg', name: 'support post' },
    ]);
    expect(edited.elements.map((e) => e.name)).toEqual(['crossbar', 'support post', 'cam lock']);
    expect(edited.elements[1]!.relations).toEqual(['hinged under the crossbar']);
    expect(edited.elements[2]!.functions).toEqual(['grip the support post']);
    expect(edited.steps[0]!.action).toBe('unfolding the support posts');
    expect(elementIds).toEqual(['element:steel-beam', 'element:telescoping-leg', 'element:cam-lock']);
    expect(edited.elements[0]!.sources).toEqual(['The steel beam is 36 inches long.']);
  });

  it('merges a part into another, which takes its facts and sentences', () => {
    const { model: edited, elementIds } = applyMapEdits(model(), [
      { type: 'merge', itemId: 'element:cam-lock', intoId: 'element:steel-beam' },
    ]);
    expect(elementIds).toEqual(['element:steel-beam', 'element:telescoping-leg']);
    expect(edited.elements[0]!.functions).toEqual(['grip the telescoping leg']);
    expect(edited.elements[0]!.sources).toContain('A cam lock grips the leg.');
  });

  it('removes a part with the phrases naming it, and a step', () => {
    const { model: edited, stepIds } = applyMapEdits(model(), [
      { type: 'remove', itemId: 'element:telescoping-leg' },
      { type: 'remove', itemId: 'step:unfolding-the-telescoping-legs' },
    ]);
    expect(edited.elements.map((e) => e.name)).toEqual(['steel beam', 'cam lock']);
    expect(edited.elements[1]!.functions).toEqual([]);
    expect(edited.steps).toEqual([]);
    expect(stepIds).toEqual([]);
  });

  it('puts an essential part first and listed, and unmarking restores the order', () => {
    const marked = applyMapEdits(model(), [
      { type: 'essential', itemId: 'element:cam-lock', essential: true },
    ]);
    expect(marked.model.elements[0]).toMatchObject({ name: 'cam lock', listed: true });
    expect([...marked.essentialIds]).toEqual(['element:cam-lock']);
    const unmarked = applyMapEdits(model(), [
      { type: 'essential', itemId: 'element:cam-lock', essential: true },
      { type: 'essential', itemId: 'element:cam-lock', essential: false },
    ]);
    expect(unmarked.model.elements.map((e) => e.name)).toEqual(['steel beam', 'telescoping leg', 'cam lock']);
  });

  it('puts a bare part marked essential in claim 1, where it was left out before', () => {
    const withHandle = { ...model(), elements: [...model().elements, element('carry handle')] };
    const claimOne = (edits: Parameters<typeof applyMapEdits>[1]) =>
      writeClaims(applyMapEdits(withHandle, edits).model).split('\n\n')[0]!;
    expect(claimOne([])).not.toContain('carry handle');
    const marked = claimOne([{ type: 'essential', itemId: 'element:carry-handle', essential: true }]);
    expect(marked).toMatch(/^1\. A folding sawhorse, comprising:\n/);
    expect(marked).toContain('\na carry handle;\n');
    expect(marked).toContain('a cam lock configured to grip');
  });

  it('passes over an edit whose part the answers no longer give, and joins parts renamed alike', () => {
    const { model: edited } = applyMapEdits(model(), [
      { type: 'remove', itemId: 'element:bubble-level' },
      { type: 'rename', itemId: 'element:cam-lock', name: 'steel beam' },
    ]);
    expect(edited.elements.map((e) => e.name)).toEqual(['steel beam', 'telescoping leg']);
    expect(edited.elements[0]!.sources).toHaveLength(2);
  });
});

describe('traceClaims', () => {
  it('gives each claim line the sentences of the parts and steps it names', () => {
    const claims =
      '1. A folding sawhorse, comprising:\na steel beam;\na plurality of telescoping legs hinged under the steel beam.\n\n2. A method comprising unfolding the telescoping legs.';
    const traced = traceClaims(claims, model());
    expect(traced).toHaveLength(2);
    expect(traced[0]!.lines.map((line) => line.sources)).toEqual([
      [],
      ['The steel beam is 36 inches long.'],
      ['It has four telescoping legs.', 'The steel beam is 36 inches long.'],
    ]);
    expect(traced[1]!.lines[0]!.sources).toContain('You unfold the legs.');
  });

  it('traces a part the claims name by its head noun, unless two parts share it', () => {
    const claims =
      '1. A folding sawhorse, comprising:\na beam;\na cam lock.\n\n2. The folding sawhorse of claim 1, wherein the beam comprises steel.';
    const traced = traceClaims(claims, model());
    expect(traced[0]!.lines[1]!.sources).toEqual(['The steel beam is 36 inches long.']);
    expect(traced[1]!.lines[0]!.sources).toEqual(['The steel beam is 36 inches long.']);
    const twoBeams = model();
    twoBeams.elements.push(element('cross beam', { sources: ['A cross beam braces the legs.'] }));
    expect(traceClaims(claims, twoBeams)[0]!.lines[1]!.sources).toEqual([]);
  });
});
