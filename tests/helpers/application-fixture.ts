import sharp from 'sharp';
import { type PatentData, SECTION_KEYS } from '../../src/contract';

/**
 * A realistic full application (all 8 sections, about 5,000 words) for PDF tests and the benchmark.
 * It carries the symbols inventors type (°, µ, ±, ≤, –, “ ”, é) so tests can check they survive.
 */

const background = `The present invention relates generally to beverage containers, and more particularly to a portable drinking vessel that keeps a beverage within a selected temperature band without electrical power, ice or refrigeration.
People who commute, hike, work outdoors or care for small children often carry drinks that are meant to be consumed at a particular temperature. Coffee is most pleasant between about 55 °C and 65 °C, infant formula must be served near body temperature, and many sports drinks taste best at 8 °C to 12 °C. Conventional double-walled vacuum bottles slow the transfer of heat but cannot bring a hot drink down to a drinkable temperature; a freshly brewed coffee poured at 92 °C may still be too hot to drink an hour later.
Several approaches have been proposed. Some mugs contain a battery, a heating element and a thermostat. These devices are heavy, must be charged, cannot be washed in a dishwasher and fail when the battery is exhausted. Other designs place a removable ice pack in the lid, which dilutes nothing but also cools only the upper layer of the drink and must be refrozen before every use.
Phase-change materials, such as paraffin waxes and salt hydrates, absorb large amounts of heat when they melt and release it when they solidify. Earlier attempts to place such materials in a cup used a single sealed wall cavity. Because the melting point of the material was fixed, the user could not choose the serving temperature, and the thick wax layer made the cup bulky and slow to respond. In addition, the known cavities were filled in a factory and could not be inspected, cleaned or replaced by the user.
There is therefore a need for a passive container that quickly brings a hot or cold beverage into a drinking range chosen by the user, holds it there for hours, can be cleaned thoroughly and does not depend on batteries or ice.`;

const summary = `The invention provides a beverage container with an exchangeable thermal insert. The insert is a thin-walled sleeve that slides into the inner vessel of a vacuum-insulated bottle and holds a phase-change material whose melting point sets the serving temperature. When a hot beverage is poured into the container, the material melts and absorbs the excess heat within a few minutes; as the beverage later cools, the material solidifies and returns the stored heat, keeping the drink within ±2 °C of the melting point for several hours.
Because each insert is sealed and removable, the user can choose among inserts with different melting points, for example 60 °C for coffee, 37 °C for infant formula or 10 °C for chilled drinks, and can clean the vessel and the insert separately. The sleeve is formed with longitudinal fins that increase the heat-exchange surface while keeping the wall thickness ≤ 3 mm, so that the container remains slim enough to fit a standard car cup holder.
In one aspect, the insert includes a colour-changing indicator band that shows whether the material is molten or solid, so the user knows at a glance whether the drink is still in its serving range. In another aspect, the lid carries a flow restrictor that mixes the beverage as it is poured out, so that the first sip has the same temperature as the rest.
Typical serving ranges are 55–65 °C for coffee and 8–12 °C for chilled drinks. The container needs no power source, contains no electronics that could fail and can be produced with existing blow-moulding and ultrasonic-welding equipment.`;

const detailsParagraphs = [
  `Referring to the drawing, the container 10 comprises an outer shell 12, an inner vessel 14 joined to the outer shell at a rim 16, and a vacuum gap 18 between them. The outer shell and the inner vessel are preferably made of 18/8 stainless steel with a wall thickness of 0.4 mm to 0.6 mm, although food-grade polymers may be used for a lighter, lower-cost version.`,
  `A thermal insert 20 is received in the inner vessel 14. The insert 20 is a generally cylindrical sleeve with an outer wall 22 that rests against the inner vessel and an inner wall 24 that contacts the beverage. The space between the walls forms a sealed chamber 26 that holds a phase-change material 28. The walls are joined at their upper and lower ends by ultrasonic welds 30, 32.`,
  `The inner wall 24 carries a plurality of longitudinal fins 34 extending into the chamber 26. In the illustrated embodiment there are twenty-four fins, each about 0.8 mm thick and 2.5 mm deep. The fins conduct heat from the beverage into the interior of the phase-change material, so that the material melts evenly rather than forming an insulating liquid layer at the wall. Tests with a prototype showed that a 350 ml charge of coffee poured at 92 °C reached 63 °C in under four minutes, compared with more than forty minutes in an identical bottle without the insert.`,
  `The phase-change material 28 is selected according to the desired serving temperature. For hot beverages, a blend of paraffin waxes with a melting range of 58 °C to 62 °C is preferred. For body-temperature drinks, a fatty-acid ester melting at about 37 °C is suitable. For cold beverages, a salt hydrate or a bio-based ester melting at 8 °C to 12 °C may be used. The material fills about 90 % of the chamber volume at room temperature, leaving space for expansion on melting.`,
  `A nucleating agent, such as 0.5 % by weight of a fine graphite powder with a mean particle size of 5 µm to 20 µm, is dispersed in the phase-change material. The graphite improves the thermal conductivity of the material and prevents supercooling, so that the material begins to solidify close to its nominal melting point rather than several degrees below it.`,
  `An indicator band 36 is printed on the upper part of the outer wall 22 with a thermochromic ink whose transition temperature is 1 °C to 2 °C below the melting point of the material. When the band is visible through a window 38 in the inner vessel, its colour tells the user whether the beverage is still within the serving range. In the coffee version the band turns from dark brown to amber as the drink cools below 58 °C.`,
  `The insert 20 is held in place by a bayonet ring 40 at its upper end that engages lugs 42 formed on the rim 16. A quarter turn releases the insert, which can then be lifted out with a fold-down handle 44. An O-ring 46 of food-grade silicone seals the gap between the insert and the inner vessel so that no beverage can enter the space behind the insert.`,
  `The lid 50 screws onto a thread 52 on the outer shell. It contains a drinking spout 54, a vent 56 and a flow restrictor 58. The flow restrictor is a perforated disc with holes of 1.2 mm diameter arranged so that the beverage leaving the container is drawn from both the centre and the periphery of the vessel. This mixes warmer liquid near the insert with cooler liquid near the axis, and the temperature of successive sips varies by less than 1.5 °C.`,
  `The container may be assembled as follows. The inner and outer walls of the insert are injection-moulded from a thermally conductive polymer, such as polyamide filled with 30 % boron nitride, or deep-drawn from aluminium and coated with a food-safe ceramic layer. The walls are placed in a fixture, the chamber is filled with the molten phase-change material through a filling port, the port is closed by a plug 60, and the ends are ultrasonically welded. Each insert is then leak-tested by holding it at 80 °C for ten minutes and checking its weight to within ±0.05 g.`,
  `In use, the user selects an insert whose melting point matches the beverage, places it in the container and pours in the beverage. Heat flows from a hot beverage into the insert until the beverage reaches the melting point; the insert then holds the beverage at that temperature while the material remains partly molten. When the container is emptied, the insert can be removed, rinsed and placed in a dishwasher; the sealed chamber and welds withstand repeated cycles at 75 °C.`,
  `The best mode contemplated by the inventor for carrying out the invention is the coffee version described above, with a stainless-steel vacuum bottle of 450 ml capacity, a boron-nitride-filled polyamide insert with twenty-four fins, a paraffin blend melting at 60 °C ± 2 °C and 0.5 % graphite as nucleating agent.`,
  `Table of dimensions (illustrative): outer diameter 74 mm; overall height 230 mm; insert wall thickness 2.8 mm; fin pitch 9.7 mm; mass of phase-change material 95 g; latent heat about 200 J/g; total stored heat about 19 kJ, which is enough to lower 350 ml of water by about 13 °C.`,
];

const materials = [
  ['RT58', 'a paraffin blend', '58 °C to 60 °C', '160 J/g', 'hot coffee and cocoa'],
  ['RT62', 'a paraffin blend', '61 °C to 63 °C', '170 J/g', 'tea and hot chocolate'],
  ['PEG-1500', 'a polyethylene glycol', '44 °C to 48 °C', '150 J/g', 'warm soups for young children'],
  ['ME-37', 'a methyl ester of a fatty acid', '36 °C to 38 °C', '180 J/g', 'infant formula and breast milk'],
  [
    'SH-10',
    'a sodium sulphate decahydrate mixture',
    '9 °C to 11 °C',
    '190 J/g',
    'chilled water and sports drinks',
  ],
  [
    'BE-12',
    'a bio-based ester from coconut oil',
    '11 °C to 13 °C',
    '175 J/g',
    'white wine and sparkling water',
  ],
];

const materialParagraphs = materials.map(
  ([code, kind, range, heat, use]) =>
    `Material ${code} is ${kind} with a melting range of ${range} and a latent heat of about ${heat}. It is well suited for ${use}. Before filling, the material is degassed under reduced pressure for thirty minutes to remove dissolved air, which would otherwise form bubbles in the chamber and reduce the contact area with the fins. The material is chemically stable over more than 2,000 melting and solidifying cycles, and it is non-toxic should the chamber ever be damaged.`,
);

const trials = [
  [1, '92 °C', '350 ml', '3 min 40 s', '3 h 10 min'],
  [2, '88 °C', '450 ml', '4 min 15 s', '3 h 35 min'],
  [3, '95 °C', '250 ml', '2 min 50 s', '2 h 20 min'],
  [4, '80 °C', '350 ml', '2 min 05 s', '3 h 25 min'],
  [5, '90 °C', '500 ml', '5 min 30 s', '3 h 50 min'],
  [6, '85 °C', '300 ml', '2 min 40 s', '2 h 55 min'],
];

const trialParagraphs = trials.map(
  ([run, start, volume, settle, hold]) =>
    `In trial ${run}, ${volume} of freshly brewed coffee at ${start} was poured into a prototype fitted with the RT58 insert at an ambient temperature of 21 °C ± 1 °C. The beverage reached 62 °C after ${settle} and remained between 58 °C and 62 °C for ${hold}, measured with a thermocouple placed 20 mm above the bottom of the vessel. A control bottle without the insert kept the same beverage above 70 °C for the whole period, which is hotter than most people can drink comfortably.`,
);

const embodiments = [
  [
    'a travel mug of 350 ml',
    '55 °C',
    'a double-walled polypropylene cup',
    'commuters who drink coffee in the car',
  ],
  [
    'a baby bottle of 250 ml',
    '37 °C',
    'a borosilicate glass vessel with a silicone sleeve',
    'parents preparing formula at night',
  ],
  [
    'a sports bottle of 750 ml',
    '10 °C',
    'a blow-moulded polyethylene bottle',
    'cyclists and runners in hot weather',
  ],
  [
    'a soup flask of 500 ml',
    '65 °C',
    'a wide-mouthed stainless-steel flask',
    'construction workers eating outdoors',
  ],
  [
    'a wine chiller of 1 l',
    '12 °C',
    'a stainless-steel bucket without a vacuum gap',
    'restaurants and caterers serving white wine',
  ],
  [
    'a tea tumbler of 400 ml',
    '70 °C',
    'a tumbler with a removable infuser basket',
    'tea drinkers who brew green or oolong teas',
  ],
  [
    'a medical transport cup of 200 ml',
    '4 °C',
    'a single-use insulated polymer cup',
    'hospitals moving chilled samples between wards',
  ],
  [
    'a café serving glass of 300 ml',
    '60 °C',
    'a thick-walled glass with an outer insert',
    'cafés that want drinks served at a consistent temperature',
  ],
];

const variations = [
  `The insert need not be a full cylinder. In one variation, the insert is made of two half-shells that clip around a central post, which is convenient for wide-mouthed food jars. In another, the phase-change material is held in a flexible pouch with an embossed diamond pattern that conforms to the inner vessel.`,
  `Several inserts with different melting points may be stacked in one tall container, so that a layer of beverage near the bottom is held at a lower temperature than a layer near the top. A user may also combine a 60 °C insert with a 37 °C insert to obtain a two-stage cooling profile: rapid cooling to 60 °C followed by slow cooling towards body temperature.`,
  `The fins may be replaced by a metal foam, a honeycomb core or a set of radial pins. Graphite, expanded graphite or carbon fibres may be used in place of, or in addition to, the graphite powder. The conductive filler may make up from 0.1 % to 10 % by weight of the material.`,
  `Instead of a thermochromic band, the indicator may be a small bimetallic dial in the lid, a liquid-crystal strip, or a float that rises when the material melts and becomes visible through a clear section of the insert. A low-power wireless temperature tag may optionally be embedded for users who want to log the temperature, although the invention works without any electronics.`,
  `The container may also be used in reverse to warm a cold beverage. If an insert whose material has been melted in hot water is placed in a container of cold milk, the solidifying material releases heat and raises the milk towards the melting point.`,
  ...embodiments.map(
    ([form, melting, vessel, users]) =>
      `In a further embodiment, the invention takes the form of ${form}. The insert is tuned to a melting point of about ${melting} and is placed in ${vessel}. The chamber volume, fin count and wall thickness are scaled with the capacity so that the stored latent heat is about 20 % to 30 % of the heat that must be removed from a full charge of beverage at its usual preparation temperature. This embodiment is intended for ${users}, and in this embodiment the indicator band, the bayonet ring and the flow restrictor described above are used unchanged, which allows the same tooling to be shared between product sizes. The sealing O-ring is made ≤ 1 mm thicker for the larger sizes to take up the greater manufacturing tolerances of the vessel.`,
  ),
];

const useCases = [
  `A commuter fills the container with coffee at 92 °C before leaving home. By the time she reaches her car, about five minutes later, the coffee has cooled to about 63 °C, and it remains between 58 °C and 62 °C for roughly three hours, so that every sip during the journey is drinkable.`,
  `A parent prepares infant formula with water boiled to kill bacteria, as health authorities recommend, and pours it into a baby bottle fitted with a 37 °C insert. The formula reaches feeding temperature in about six minutes without standing the bottle in cold water, and it stays warm during a night feed.`,
  `A cyclist fills a sports bottle with an electrolyte drink at room temperature, 22 °C, and drops in an insert that has been stored in a refrigerator. The drink falls to about 12 °C within ten minutes and stays cool for most of a two-hour ride, without ice cubes that would dilute it.`,
  `A café serves “slow” drinks, such as a crème brûlée latte, in glasses with exchangeable inserts. Staff can pour at the usual brewing temperature and customers receive drinks that are immediately drinkable, which reduces complaints and the risk of scalding injuries.`,
  ...embodiments.map(
    ([form, melting, , users]) =>
      `For ${users}, ${form} holding its contents near ${melting} removes the need to wait, to add ice or to reheat. Field trials with twelve volunteers suggested that users drank their beverage sooner and discarded less of it, because the temperature stayed in the preferred range for the whole time they would normally take to finish it.`,
  ),
];

const claims = `1. A beverage container comprising:
an inner vessel for holding a beverage;
a removable thermal insert received in the inner vessel, the insert having an outer wall, an inner wall in contact with the beverage and a sealed chamber between the walls; and
a phase-change material in the chamber having a melting point between 5 °C and 75 °C,
wherein the insert absorbs heat from a beverage above the melting point and releases heat to a beverage below the melting point.
2. The container of claim 1, wherein the inner wall carries a plurality of fins extending into the chamber.
3. The container of claim 2, wherein the wall of the insert including the fins is ≤ 3 mm thick.
4. The container of claim 1, wherein the phase-change material contains a conductive filler of 0.1 % to 10 % by weight.
5. The container of claim 4, wherein the filler is graphite powder with a mean particle size of 5 µm to 20 µm.
6. The container of claim 1, further comprising a thermochromic indicator that changes colour within 2 °C of the melting point.
7. The container of claim 1, wherein the insert is held in the inner vessel by a bayonet connection releasable by a quarter turn.
8. The container of claim 1, further comprising a lid with a flow restrictor that draws beverage from the centre and the periphery of the inner vessel.
9. A kit comprising a beverage container and at least two thermal inserts according to claim 1 whose phase-change materials have melting points differing by at least 10 °C.
10. A method of bringing a beverage to a serving temperature, comprising:
selecting, from a plurality of thermal inserts, an insert containing a phase-change material whose melting point corresponds to the serving temperature;
placing the insert in a vessel; and
pouring the beverage into the vessel, whereby heat is exchanged between the beverage and the phase-change material until the beverage reaches the serving temperature.`;

const abstract = `A passive beverage container keeps a drink within a selected temperature band without power or ice. A removable, sealed thermal insert placed in the inner vessel of a vacuum bottle holds a phase-change material whose melting point sets the serving temperature, for example 60 °C for coffee or 37 °C for infant formula. Fins on the inner wall of the insert speed heat exchange while keeping the wall thin. A hot beverage quickly cools to the melting point as the material melts, and is then held within about ±2 °C of it for hours as the material solidifies. Interchangeable inserts let the user choose the temperature, and an indicator band shows whether the drink is still in range.`;

export const FIXTURE_TITLE = 'Self-Regulating Beverage Container with Exchangeable Phase-Change Insert';

export function applicationFixture(overrides: Partial<PatentData> = {}): PatentData {
  return {
    title: FIXTURE_TITLE,
    background,
    summary,
    details: [...detailsParagraphs, ...materialParagraphs, ...trialParagraphs].join('\n\n'),
    variations: variations.join('\n\n'),
    useCases: useCases.join('\n\n'),
    sketch:
      'A perspective view of the container with the thermal insert partly withdrawn from the inner vessel.',
    drawingsDescription:
      'The drawing is a perspective view of a beverage container according to the invention, with the thermal insert partly withdrawn from the inner vessel and the lid removed.',
    claims,
    abstract,
    review: 'READINESS REVIEW: all sections complete; consider adding more test data. (Not for the PDF.)',
    completedSections: [...SECTION_KEYS],
    ...overrides,
  };
}

/** A 1600×1200 PNG line drawing with reference numerals, like a scanned or drawn sketch. */
export async function sketchFixture(width = 1600, height = 1200): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1600 1200">
  <rect width="1600" height="1200" fill="#fbfaf7"/>
  <g fill="none" stroke="#222" stroke-width="7">
    <rect x="560" y="260" width="480" height="820" rx="60"/>
    <rect x="610" y="300" width="380" height="760" rx="40" stroke="#555" stroke-width="4"/>
    <rect x="650" y="120" width="300" height="560" rx="20" stroke-dasharray="18 10"/>
    <path d="M700 120 C 700 40, 900 40, 900 120"/>
    <line x1="700" y1="180" x2="700" y2="640"/><line x1="760" y1="180" x2="760" y2="640"/>
    <line x1="840" y1="180" x2="840" y2="640"/><line x1="900" y1="180" x2="900" y2="640"/>
    <line x1="1040" y1="400" x2="1220" y2="330"/><line x1="950" y1="300" x2="1220" y2="200"/>
    <line x1="560" y1="700" x2="380" y2="760"/><line x1="800" y1="60" x2="600" y2="40"/>
  </g>
  <g font-family="serif" font-size="64" fill="#111">
    <text x="1240" y="350">12</text><text x="1240" y="215">20</text>
    <text x="300" y="790">14</text><text x="520" y="50">44</text>
  </g>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
