import { describe, expect, it } from 'vitest';
import { withoutNumbers } from '../write/claim-language';
import { writeClaims } from '../write/claims';
import { proposeTitle } from '../write/title';
import { readClause } from './clause';
import { buildInventionModel } from './invention-model';
import { conditionLast } from './sentence-forms';

/** A route planner for dog walkers, told the way the offline drafter writes the inventor's answers. */
const walks = () =>
  buildInventionModel({
    title: 'Application for Dog Walkers That Plans the Day',
    summary:
      'The present invention is an application for dog walkers that plans the day.\n\nThe walker enters each dog with its address, size and how well it gets along with other dogs. The app groups dogs by building and by walking time windows, keeps dogs that do not get along apart, and puts no more than 4 dogs in a group.',
    details: 'Intro.\n\nOwners get a text when their dog is picked up and dropped off.',
    variations: 'Alternatives.\n\nWalkers could trade clients with each other when they are sick.',
    completedSections: [],
  });

describe('a program for people named by what they do (dog walkers), and parts told in a condition', () => {
  it('is a program though whom it is for follows its name, and "groups" is what the app does', () => {
    expect(walks().kinds).toEqual(['software']);
    expect(readClause('The app groups dogs by building.')).toMatchObject({ subject: 'app', verb: 'group' });
  });

  it('receives what the walker enters for each dog, keeps the bound of a group, and texts the owner', () => {
    const model = walks();
    const steps = model.steps.map((step) => step.action);
    expect(steps).toContain(
      'receiving an address, size and how well the dog gets along with other dogs for each dog',
    );
    expect(steps).toContain('keeping dogs that do not get along apart');
    expect(steps).toContain('sending a text to an owner when the dog is picked up and dropped off');
    expect(steps.join(' ')).not.toMatch(/entering/);
    expect(model.optionalSteps.map((step) => step.action)).toContain(
      'enabling walkers to trade clients with each other',
    );
    expect(withoutNumbers('putting no more than 4 dogs in a group')).toBe(
      'putting no more than 4 dogs in a group',
    );
    expect(writeClaims(model)).toContain(
      'wherein the operations further comprise enabling walkers to trade clients with each other.',
    );
  });

  it('titles a thing up to a colon, and puts a condition after the act of a part told with its place', () => {
    expect(
      proposeTitle(
        'A garlic press that cleans itself: the grid pops out when you open the handles all the way.',
      ),
    ).toBe('Garlic Press That Cleans Itself');
    expect(
      conditionLast(
        'When the handles open past 180 degrees, a cam on the upper handle pushes the grid up and out.',
      ),
    ).toBe('A cam on the upper handle pushes the grid up and out when handles open past 180 degrees.');
  });
});
