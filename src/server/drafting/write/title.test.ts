import { describe, expect, it } from 'vitest';
import { proposeTitle } from './title';

describe('a title that is not cut short', () => {
  it('keeps the condition a feature needs, without the person', () => {
    expect(proposeTitle('A bike tail light that gets brighter when you brake, using an accelerometer.')).toBe(
      'Bike Tail Light That Becomes Brighter When Braking',
    );
    expect(proposeTitle('I built an insulin pen cap that remembers when you last took a shot.')).toBe(
      'Insulin Pen Cap That Remembers When a Shot Was Last Taken',
    );
    expect(proposeTitle('My thing is a bike lock that beeps when someone cuts it.')).toBe(
      'Bike Lock That Beeps When Cut',
    );
  });

  it('names the category in a specification’s words', () => {
    expect(
      proposeTitle(
        "My app's called PantryPal. You take a picture of your receipt and it keeps track of when stuff in your pantry expires.",
      ),
    ).toBe('Application That Tracks When Items in the Pantry Expire');
  });

  it('leaves a feature that says what it does as it is', () => {
    expect(
      proposeTitle('I made an extension cord reel that shuts itself off when the cord gets too hot.'),
    ).toBe('Extension Cord Reel That Shuts Itself Off');
  });

  it('keeps what a warning tells, which is its "when" clause', () => {
    expect(
      proposeTitle(
        'My idea is an app that tells beekeepers when a hive is about to swarm, by listening to it.',
      ),
    ).toBe('Application That Tells Beekeepers When a Hive Is About to Swarm');
  });

  it('finds the thing after a run of chat openers and "have been making"', () => {
    expect(
      proposeTitle(
        "ok so I've been making a streak-free glass cleaner for my detailing business out of stuff you can buy at the grocery store",
      ),
    ).toBe('Streak-Free Glass Cleaner');
  });

  it('names one of the things an inventor makes in the plural', () => {
    expect(
      proposeTitle('I make lead-free fishing sinkers out of iron powder and a soy protein binder.'),
    ).toBe('Lead-Free Fishing Sinker Made of Iron Powder and a Soy Protein Binder');
  });

  it('keeps the feature about the invention when the first is about the person it serves', () => {
    expect(
      proposeTitle(
        "I built a seating chart app that makes seating charts for you and keeps kids who shouldn't sit together apart.",
      ),
    ).toBe('Seating Chart Application That Keeps Children Who Should Not Sit Together Apart');
  });

  it('names a thing of three words that the inventor says does something', () => {
    expect(
      proposeTitle('My sourdough starter monitor sits on the jar lid and tells you when it peaked.'),
    ).toBe('Sourdough Starter Monitor That Sits on the Jar Lid');
  });

  it('names the thing the inventor fitted something to, not the inventor telling why', () => {
    expect(
      proposeTitle(
        'hey! so I commute by bike in traffic and nobody sees my hand signals at dusk. I put turn signals on the back of a bike helmet that you trigger with a button on the handlebar.',
      ),
    ).toBe('Bike Helmet with Turn Signals on the Back');
  });

  it('names a system for a place, a thing one can shape, and ends on no comma', () => {
    expect(
      proposeTitle(
        'We built a system for parking garages that shows drivers which spots are free, floor by floor.',
      ),
    ).toBe('System for Parking Garages That Shows Drivers Which Spots Are Free');
    expect(
      proposeTitle(
        'I made a finger splint you can shape at home in hot water and adjust as the swelling goes down.',
      ),
    ).toBe('Finger Splint That Can Be Shaped at Home in Hot Water');
    expect(proposeTitle('Snow shovel with a second handle that pivots, so you lift with your legs.')).toBe(
      'Snow Shovel with a Second Handle That Pivots',
    );
  });

  it('names what an application tells, not the person it tells', () => {
    expect(
      proposeTitle(
        'an app that tells you when to water your garden, using a soil moisture probe instead of a timer',
      ),
    ).toBe('Application That Tells When to Water the Garden');
  });

  it('leaves out the result a process gives before cutting what it is done with', () => {
    expect(
      proposeTitle('My process dyes wool yarn a deep gold with yellow onion skins and no synthetic mordant.'),
    ).toBe('Process That Dyes Wool Yarn with Yellow Onion Skins');
  });

  it('ends on no preposition whose object was a pronoun', () => {
    expect(
      proposeTitle(
        'I made a drying rack that hooks over the balcony railing and folds flat against it when not in use.',
      ),
    ).toBe('Drying Rack That Hooks Over the Balcony Railing and Folds Flat');
  });

  it('calls a way to make something a method of making it, from what it is made of', () => {
    expect(
      proposeTitle(
        'a way to make seed starting pots out of used coffee grounds so they can go straight in the ground',
      ),
    ).toBe('Method of Making Seed Starting Pots from Used Coffee Grounds');
    expect(proposeTitle("It's a process for making fence boards out of used milk jugs and sawdust.")).toBe(
      'Process for Making Fence Boards from Used Milk Jugs and Sawdust',
    );
  });

  it('names a thing worn by how it is worn, without a vague size or the person wearing it', () => {
    expect(proposeTitle("It's a small clip you wear on your shirt collar that buzzes when you slouch.")).toBe(
      'Clip Worn on the Shirt Collar That Buzzes When Slouching',
    );
  });

  it('keeps what a system serves in its name, but not how long something lasts', () => {
    expect(
      proposeTitle(
        'a booking system for a neighborhood tool library, where people reserve tools online and get reminded to bring them back',
      ),
    ).toBe('Booking System for a Neighborhood Tool Library');
    expect(proposeTitle('I made a stand for a long time.')).toBe('Stand');
  });

  it('names what a thing does rather than where it sits when both do not fit', () => {
    expect(
      proposeTitle(
        'I built a leak puck that sits on the floor under the water heater and shuts the water off when it gets wet.',
      ),
    ).toBe('Leak Puck That Shuts the Water Off');
  });

  it('reads a compound verb ("cold-smokes") as the verb of what a method does, and drops where it is done', () => {
    expect(
      proposeTitle('My method cold-smokes cheese at home using a cardboard box and a pellet tube.'),
    ).toBe('Method That Cold-Smokes Cheese Using a Cardboard Box');
  });
});
