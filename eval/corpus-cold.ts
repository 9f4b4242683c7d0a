import type { LabelledInvention } from './corpus';

/**
 * Inventions first drafted cold, after the drafter had been tuned on the rest of the corpus: each one
 * showed faults the tuned corpus hid (a claim 1 without the heated blade, a title cut mid-phrase, a
 * broken method step), so they stay here as the drafter's check on generalizing.
 */
export const COLD_INVENTIONS: LabelledInvention[] = [
  {
    field: 'heated tool',
    kinds: ['article'],
    landing:
      "I live in Minnesota and scraping thick ice off my windshield takes forever. So I built an ice scraper with a heated blade that plugs into the car's 12 volt socket.",
    answers: {
      2: [
        "Plastic scrapers just chip at the ice, and de-icer sprays freeze again when it's below zero. The heated scrapers I found online put the heater in the handle, so the blade itself stays cold and you're back to chipping.",
      ],
      3: [
        'The blade itself is heated. A 40 watt heater is bonded to the back of an aluminum blade, so the blade melts a thin layer of ice against the glass and the ice comes off in sheets instead of chips.',
      ],
      4: [
        "The handle is about 10 inches long and made of ABS, with a 12 foot cord that ends in a 12 V plug. The aluminum blade is 4 inches wide and 3 mm thick. The heater is a polyimide film heater glued to the back of the blade. A thermostat in the handle cuts the heater off at 70 degrees Celsius so it can't crack the glass. There's an LED on the handle that shows when the blade is warm. Should I say what glue I use?",
      ],
      5: [
        'It could run off a rechargeable battery pack instead of the cord. The blade could be copper, and the thermostat could be set anywhere from 50 to 80 degrees Celsius.',
      ],
      6: [
        'Anyone who parks outside in the winter, delivery drivers especially. You plug it in, wait about 30 seconds until the LED comes on, and push the blade across the glass.',
      ],
    },
    sketchCaption: null,
    components: ['handle', 'blade', 'heater', 'thermostat', 'LED'],
    essentials: ['blade', 'heater', 'thermostat'],
    keyFunction: ['heat', 'cut'],
    keyTerms: ['40 watt', '12 V', 'polyimide', 'aluminum', '70 degrees Celsius'],
  },
  {
    field: 'monitoring software',
    kinds: ['software'],
    landing:
      'I keep bees and lose a swarm or two every spring. My idea is an app that tells beekeepers when a hive is about to swarm, by listening to it.',
    answers: {
      2: [
        "Before a colony swarms the bees start piping and the hum of the hive changes pitch. Right now the only way to know is to open every hive once a week and look for queen cells, which disturbs the bees, and a lot of us keep hives in out-yards we don't get to that often.",
      ],
      3: [
        'A small microphone in the hive sends recordings to our server, and when the sound shows the swarm signature the app sends the beekeeper a push notification a few days ahead, so they have time to split the hive.',
      ],
      4: [
        'The microphone unit is a MEMS microphone and an ESP32 board in a waterproof box that sits under the inner cover, powered by a small solar panel. Every 15 minutes it records 30 seconds of sound and uploads it over WiFi or LoRa to the server. The server runs a fast Fourier transform on each recording and tracks the energy in the 200 to 500 Hz band. When the dominant frequency rises by more than 10 percent over three days, or piping shows up between 400 and 500 Hz, the server flags the hive and sends the notification. The app shows each hive with a green, yellow or red status and a chart of its frequency.',
      ],
      5: [
        "The analysis could run on the ESP32 instead of the server. You could add a temperature and humidity sensor. And for people who don't want hardware, the phone's own microphone held against the hive for a minute would work.",
      ],
      6: ['Hobby beekeepers, commercial pollination outfits with hundreds of hives, and bee research labs.'],
    },
    sketchCaption: null,
    components: ['microphone', 'server', 'app'],
    essentials: ['microphone', 'frequency', 'notification'],
    keyFunction: ['frequency', 'notification'],
    keyTerms: ['ESP32', '200 to 500 Hz', '15 minutes', 'LoRa', 'fast Fourier transform'],
  },
  {
    field: 'mobility aid',
    kinds: ['article'],
    landing:
      "My mom slipped on ice with her crutches last winter, so I designed a crutch tip with a spike that flips down for ice and flips back up indoors so it doesn't scratch floors.",
    answers: {
      2: [
        'Regular rubber crutch tips are useless on ice. There are ice tips you can buy but you have to screw them on and off, and nobody on crutches can bend down to do that in a parking lot.',
      ],
      3: [
        "It's a rubber tip with a hardened steel spike on a hinge. You press a lever on the side of the tip with the other crutch and the spike swings down under the rubber foot and locks. Press it again and it swings back up into a pocket in the tip.",
      ],
      4: [
        'The tip body is natural rubber, 50 mm across at the bottom, and it fits 19 to 22 mm crutch tubes. Inside it there is a stainless steel hinge pin and the spike, which is a 4-pointed claw of hardened carbon steel about 8 mm long. A torsion spring holds the claw up, and the lever pushes a cam that turns the claw down past center so the spring then holds it down. The pocket is molded into the side of the rubber.',
      ],
      5: [
        'The claw could be tungsten carbide for longer life. The same tip would work on canes and walkers too. Maybe a reflective band around the tip for night.',
      ],
      6: [
        'People on crutches or canes in snowy places, hospitals handing out crutches in winter, and older people. You walk into the parking lot, flip the claw down with the other crutch, and flip it up at the door.',
      ],
    },
    sketchCaption: null,
    components: ['tip body', 'claw', 'hinge pin', 'torsion spring', 'lever', 'cam'],
    // The inventor calls it a spike first (title, summary) and a claw later: one part, claimed as the spike.
    essentials: ['spike', 'lever', 'spring'],
    keyFunction: ['cam'],
    keyTerms: ['natural rubber', 'tungsten carbide', '19 to 22 mm', 'torsion spring', 'carbon steel'],
  },
  {
    field: 'cleaning composition',
    kinds: ['composition'],
    landing:
      "ok so I've been making a streak-free glass cleaner for my detailing business out of stuff you can buy at the grocery store, and customers keep asking to buy it",
    answers: {
      2: [
        'Store glass cleaners are mostly ammonia, which is bad on tinted windows and smells awful inside a car. The vinegar-and-water recipes online leave streaks on car glass because of the minerals in tap water.',
      ],
      3: [
        "Mine is distilled water, isopropyl alcohol, white vinegar and a tiny bit of cornstarch. The cornstarch is the trick, it acts like a super mild polish and takes off the film so it dries with no streaks, and there's no ammonia so it's safe on tint.",
      ],
      4: [
        "For a liter: 700 ml distilled water, 200 ml 70 percent isopropyl alcohol, 100 ml white vinegar at 5 percent acidity and 5 grams of cornstarch. You whisk the cornstarch into the vinegar first so it doesn't clump, then add the alcohol and the water, and shake it before every use. It goes in a trigger spray bottle.",
      ],
      5: [
        'Arrowroot powder works instead of cornstarch. You can go from 2 to 8 grams of starch per liter. A few drops of lemon essential oil for the smell is optional.',
      ],
      6: [
        'Car detailers, window cleaners and people at home. Spray it on, wipe with a microfiber towel, flip the towel and buff dry.',
      ],
    },
    sketchCaption: null,
    components: ['distilled water', 'isopropyl alcohol', 'white vinegar', 'cornstarch'],
    essentials: ['water', 'isopropyl alcohol', 'vinegar', 'cornstarch'],
    keyFunction: [],
    keyTerms: ['700 ml', '5 grams', 'arrowroot', 'isopropyl alcohol', 'no ammonia'],
  },
  {
    field: 'food process',
    kinds: ['method'],
    landing: 'Process for making cold brew coffee concentrate in 2 hours instead of 18, using vacuum pulses.',
    answers: {
      2: [
        "Cold brew takes 12 to 24 hours of steeping, so cafes have to guess a day ahead how much they'll sell and they tie up a lot of tanks. Hot brewing fast and chilling tastes bitter, it's not the same thing.",
      ],
      3: [
        "We put the grounds and cold water in a sealed tank and pull a vacuum, then release it, over and over. Each pulse pulls the air out of the grounds and sucks water into them, so extraction goes way faster but it's still cold so it tastes like real cold brew.",
      ],
      4: [
        'We grind the beans coarse, about 1 mm, and mix them with filtered water at 4 degrees Celsius at 1 part coffee to 5 parts water by weight. The tank is sealed and a vacuum pump takes it down to 0.2 bar absolute for 30 seconds, then a valve lets it back to atmospheric for 30 seconds. We do that for 2 hours, keeping the tank at 4 to 8 degrees. Then the slurry is filtered through a 20 micron bag and the concentrate is bottled and kept cold.',
      ],
      5: [
        'The pulse could be anywhere from 10 to 60 seconds. It works for tea too. You could also use nitrogen to break the vacuum instead of air so it oxidizes less.',
      ],
      6: ['Cafes, cold brew brands and offices with a coffee program.'],
    },
    sketchCaption: null,
    components: ['tank', 'vacuum pump', 'valve'],
    essentials: ['vacuum pump', 'tank', 'water', 'valve'],
    keyFunction: ['atmospheric pressure', 'repeating'],
    keyTerms: ['0.2 bar', '4 degrees Celsius', '20 micron', '1 part coffee to 5 parts water', 'nitrogen'],
  },
  {
    field: 'garden tool',
    kinds: ['article'],
    landing:
      'Hose nozzle with a built in water meter. You dial in how many gallons you want and it shuts off by itself when that much has gone through.',
    answers: {
      2: [
        "People water the garden or fill a kiddie pool and forget, and the water runs for an hour. Timers exist but they go by time, not by how much water, and the flow changes with pressure so time doesn't tell you anything.",
      ],
      3: [
        'A little turbine in the nozzle counts the water. A dial on top sets the gallons, 1 to 50. When the count reaches the setting, a spring valve snaps shut.',
      ],
      4: [
        'The body is glass-filled nylon with a standard 3/4 inch hose thread. Water spins a 6 blade turbine, and the turbine turns a worm gear that drives the dial back toward zero. At zero a cam on the dial releases a latch and the spring closes a rubber valve against a seat. So no battery at all. You reset it by turning the dial, which also cocks the spring.',
      ],
      5: [
        'Liters instead of gallons for Europe. Could be brass for a pro version. A digital one with a hall sensor and a solenoid would work too but needs a battery.',
      ],
      6: [
        'Gardeners, people filling pools or stock tanks, farms. Screw it on, set the dial, open the tap, walk away.',
      ],
    },
    sketchCaption: null,
    components: ['body', 'turbine', 'worm gear', 'dial', 'cam', 'latch', 'spring', 'valve'],
    essentials: ['turbine', 'dial', 'valve'],
    keyFunction: ['gallons'],
    keyTerms: ['glass-filled nylon', 'worm gear', '3/4 inch', 'hall sensor', 'no battery'],
  },
  {
    field: 'composition with method',
    kinds: ['composition'],
    landing:
      'I make lead-free fishing sinkers out of iron powder and a soy protein binder. Lead sinkers poison loons and ducks that swallow them, and some states ban them now.',
    answers: {
      2: [
        'Lead is cheap and dense, which is why everyone uses it. Tungsten is the usual replacement but it costs ten times more. Steel sinkers are bulky because steel is less dense, and they rust.',
      ],
      3: [
        "Mine are 85 percent iron powder, 10 percent soy protein isolate and 5 percent beeswax, pressed into shape and baked. They're dense enough to cast like lead, they don't rust through because the beeswax seals them, and if a bird swallows one it just breaks down.",
      ],
      4: [
        'I mix the iron powder and soy isolate dry, then add the beeswax melted at 70 degrees Celsius and mix for 5 minutes. The mix gets pressed in a steel die at 20 megapascals, and the sinkers are baked at 150 degrees Celsius for 40 minutes so the soy sets. A 1 ounce sinker is about 25 mm long.',
      ],
      5: [
        'Carnauba wax could replace the beeswax for a vegan one. The iron can go from 80 to 90 percent. I could add a little bismuth powder to make them denser.',
      ],
      6: ['Anglers in states that ban lead, bait shops, and fishing tackle companies.'],
    },
    sketchCaption: null,
    components: ['iron powder', 'soy protein isolate', 'beeswax'],
    // Beeswax or carnauba wax: claim 1 names the wax, a dependent the two waxes.
    essentials: ['iron powder', 'soy protein isolate', 'wax'],
    keyFunction: [],
    keyTerms: ['85 percent', 'soy protein isolate', '20 megapascals', 'carnauba wax', 'bismuth'],
  },
  {
    field: 'convertible cart',
    kinds: ['article'],
    landing:
      "It's a wheelbarrow that turns into a hand truck. I do landscaping and I'm always hauling both bags of mulch and big planters, and I can't fit two tools in the truck.",
    answers: {
      2: [
        'Wheelbarrows are good for loose stuff but terrible for tall heavy things like planters or stone, and hand trucks are the opposite. Convertible hand trucks exist that go flat like a cart, but none of them have a tub.',
      ],
      3: [
        'The tub is on a pivot so you can swing it up against the frame, and then the frame sits upright on two wheels with a toe plate at the bottom like a hand truck. A pin locks it in either position.',
      ],
      4: [
        'Parts:\n- steel tube frame, 1 inch tube\n- 6 cubic foot poly tub\n- two 10 inch pneumatic wheels on one axle\n- steel toe plate welded to the bottom of the frame\n- spring-loaded locking pin through the pivot bracket\nThe tub hinges on a pivot bracket at the front of the frame. In cart mode the handles stick out the back like a normal wheelbarrow. In hand truck mode the tub folds up flat against the frame and the toe plate is on the ground.',
      ],
      5: [
        'Could do a single front wheel version. The tub could be steel. Maybe a strap to hold loads against the frame in hand truck mode.',
      ],
      6: [
        'Landscapers, gardeners, movers, farms. Load mulch in cart mode, then pull the pin, fold the tub, and move a planter on the toe plate.',
      ],
    },
    sketchCaption: null,
    components: ['frame', 'tub', 'wheels', 'toe plate', 'locking pin', 'pivot bracket'],
    essentials: ['frame', 'tub', 'toe plate', 'pin'],
    keyFunction: ['pivot'],
    keyTerms: ['6 cubic foot', 'pneumatic', 'pivot bracket', 'toe plate', 'hand truck'],
  },
  {
    field: 'wearable electronics',
    kinds: ['article'],
    landing:
      'posture thing — a little clip you put on the back of your shirt collar and it buzzes when you slouch. Is that patentable or is it too obvious??',
    answers: {
      2: [
        'People who sit at desks all day slouch and get neck and back pain. The posture braces are uncomfortable and nobody wears them, and the posture apps need your webcam on which is creepy.',
      ],
      3: [
        'The clip has a tilt sensor. You sit up straight and press the button once to calibrate, and after that if you lean forward more than 15 degrees for longer than 30 seconds it vibrates gently until you straighten up.',
      ],
      4: [
        "Inside there's a 6-axis IMU chip, a small coin vibration motor, a 100 mAh lithium battery and a Bluetooth Low Energy microcontroller on one board. The case is soft silicone with a spring steel clip. It charges with a magnetic cable. The microcontroller reads the IMU 20 times a second and averages it so walking around doesn't set it off. The phone app shows your posture score for the day but it works without the phone too.",
      ],
      5: [
        'The threshold angle could be set in the app, anywhere from 5 to 30 degrees. It could also clip on a bra strap. A version for truck drivers could go on the seat belt.',
      ],
      6: ['Office workers, students, gamers, drivers. Clip it on, calibrate, forget about it.'],
    },
    sketchCaption: null,
    components: ['IMU', 'vibration motor', 'battery', 'microcontroller', 'case', 'clip'],
    essentials: ['IMU', 'vibration motor', 'microcontroller', 'clip'],
    keyFunction: ['15 degrees', 'vibrat'],
    keyTerms: ['6-axis IMU', '100 mAh', 'Bluetooth Low Energy', 'spring steel', '5 to 30 degrees'],
  },
  {
    field: 'classroom software',
    kinds: ['software'],
    landing:
      "I'm a middle school teacher. I built a seating chart app that makes seating charts for you and keeps kids who shouldn't sit together apart.",
    answers: {
      2: [
        'Making seating charts by hand takes me hours every time a new term starts, and I always forget that two kids had a fight last month. The seating chart tools out there just shuffle names randomly.',
      ],
      3: [
        'You enter the class list and mark pairs who should be kept apart and kids who need to sit near the front, like kids with glasses or IEPs. The app builds a chart that follows all the rules and you can drag kids around afterwards.',
      ],
      4: [
        "The app has a room editor where you lay out the desks on a grid. The solver treats it as a constraint problem: each kid gets a desk, kept-apart pairs can't be in adjacent desks including diagonals, front-row kids go in the first two rows. It uses backtracking search and gives up after 5 seconds and shows which rules it couldn't meet. Charts are saved per class and it remembers who sat next to who so next term it mixes kids up.",
      ],
      5: [
        'It could also balance boys and girls, or split up talkers. A version for wedding seating would be the same thing.',
      ],
      6: ['Teachers, substitute teachers, and school admins. Also event planners.'],
    },
    sketchCaption: null,
    components: ['room editor', 'solver'],
    essentials: ['desk', 'apart', 'front'],
    keyFunction: ['adjacent', 'desk'],
    keyTerms: ['backtracking', '5 seconds', 'constraint', 'diagonals', 'room editor'],
  },
  {
    field: 'tanning process',
    kinds: ['method'],
    landing:
      'We tan salmon skins into leather with black tea instead of chrome. Method for making fish leather.',
    answers: {
      2: [
        'Fish skins from processing plants get thrown away by the ton. Commercial leather tanning uses chromium salts, which are toxic, and the few fish leather makers mostly use chrome too.',
      ],
      3: [
        "The tannins in strong black tea tan the skin just like oak bark does for cow hide. It's all food safe, so the leftover liquid can go down the drain.",
      ],
      4: [
        'First we scrape the skins clean of flesh and scales with a dull knife. Then they soak in a solution of 30 grams of salt per liter of water for 24 hours to pull out the water. We brew the tea at 100 grams of loose black tea per liter and let it cool. The skins go in the tea for 5 days, stirred twice a day. After that we rinse them, rub in a mix of egg yolk and vegetable oil to soften them, and stretch them on a board to dry for 2 days.',
      ],
      5: [
        'Oak bark or sumac leaves instead of tea. Willow bark works too. The tanning could be from 3 to 7 days depending on the skin.',
      ],
      6: ['Crafters, fishing communities, and fashion brands that want sustainable leather.'],
    },
    sketchCaption: null,
    components: ['tea', 'salt', 'egg yolk'],
    essentials: ['tea', 'skins'],
    keyFunction: ['tea', 'soak'],
    keyTerms: ['black tea', '30 grams of salt', '5 days', 'egg yolk', 'sumac'],
  },

  {
    field: 'water sports equipment',
    kinds: ['article'],
    landing:
      'I paddle sea kayaks and bailing water out of the cockpit is a pain. I made a kayak paddle with a bilge pump built into the shaft so you pump by sliding the two halves of the shaft.',
    answers: {
      2: [
        'Right now you carry a separate hand pump, and to use it you have to put the paddle down, which is exactly when you flip in rough water. Foot pumps exist but they cost a lot and need holes in the hull.',
      ],
      3: [
        'The shaft is already a tube, so the left half of the shaft is the pump cylinder. You keep hold of the paddle, slide the halves in and out, and it pumps water out of the boat through a hose.',
      ],
      4: [
        "The shaft is carbon fiber, 30 mm across, and the two halves telescope. A pump piston with a rubber seal is on the inside end of the right half and rides inside the left half. There's a one-way duckbill valve at the intake and another at the outlet. A 1 meter clear vinyl hose plugs into a port near the left blade and you drop the other end in the cockpit. Each stroke moves about 200 ml. When you're done a twist lock holds the halves together so it paddles like a normal paddle.",
      ],
      5: [
        'The hose could clip along the shaft. An aluminum shaft would work too. You could do a canoe paddle the same way with a single blade.',
      ],
      6: [
        'Sea kayakers, whitewater paddlers, and kayak fishermen. Rental outfits too since the pump can’t get lost.',
      ],
    },
    sketchCaption: null,
    components: ['shaft', 'piston', 'valve', 'hose', 'twist lock'],
    essentials: ['shaft', 'piston', 'valve'],
    keyFunction: ['telescope', 'ride'],
    keyTerms: ['carbon fiber', '30 mm', 'duckbill', '200 ml', 'twist lock'],
  },
  {
    field: 'kitchen electronics',
    kinds: ['article'],
    landing:
      'My sourdough starter monitor sits on the jar lid and tells you when it peaked, so you know when to feed it or bake.',
    answers: {
      2: [
        "Everybody puts a rubber band on the jar and checks it, but the starter peaks and falls while you're asleep or at work and you miss it. Warm kitchens peak faster so you can't just go by the clock.",
      ],
      3: [
        'A time-of-flight distance sensor in the lid looks down at the starter and measures how high it has risen. When the height stops going up and starts dropping, it knows the starter peaked and sends a notification to your phone.',
      ],
      4: [
        "It's a lid that fits wide mouth mason jars, an ESP32 board, a VL53L0X time-of-flight sensor pointing down, a temperature sensor, and a small lithium battery that lasts about 2 weeks. It takes a reading every 5 minutes. It counts a peak when the level drops 3 percent below the highest reading. The app shows a rise curve and the kitchen temperature so you learn how your starter behaves.",
      ],
      5: [
        'It could have its own little screen instead of an app. Regular mouth jars would just need a different lid.',
      ],
      6: ['Home bakers, and small bakeries that keep several starters.'],
    },
    sketchCaption: null,
    components: ['lid', 'sensor', 'board', 'battery'],
    essentials: ['lid', 'sensor', 'peak'],
    keyFunction: ['measure', 'notification'],
    keyTerms: ['time-of-flight', 'VL53L0X', '5 minutes', '3 percent', 'mason jar'],
  },
  {
    field: 'cycling safety',
    kinds: ['article'],
    landing:
      'hey! so I commute by bike in traffic and nobody sees my hand signals at dusk. I put turn signals on the back of a bike helmet that you trigger with a button on the handlebar.',
    answers: {
      2: [
        "Hand signals are hard to see and you have to take a hand off the bars right when you need it most. Some helmets have a rear light but it just blinks, it doesn't say which way you're turning.",
      ],
      3: [
        'There are two amber LED arrows on the back of the helmet, one left and one right. A little wireless remote clamps on the handlebar with a left and a right button. Press left and the left arrow flashes, and it shuts itself off after 20 seconds in case you forget.',
      ],
      4: [
        "The arrows are strips of 8 LEDs each behind a diffuser, glued into a recess in the helmet shell. A controller board with a Bluetooth Low Energy radio sits in the back of the helmet with a 500 mAh battery, charged through USB-C. The remote runs on a CR2032 coin cell. There's also an accelerometer on the board, and when you brake hard all 16 LEDs light up red-orange as a brake light. Is it a problem that I bought the helmet and modified it?",
      ],
      5: [
        'The arrows could be a clip-on module that fits any helmet instead of being built in. Could also vibrate the remote so you know it is on.',
      ],
      6: ['Bike commuters, delivery riders, e-scooter riders.'],
    },
    sketchCaption: null,
    components: ['arrow', 'remote', 'controller board', 'accelerometer'],
    essentials: ['arrow', 'remote', 'button'],
    keyFunction: ['flash', 'brake'],
    keyTerms: ['20 seconds', 'Bluetooth Low Energy', '500 mAh', 'diffuser', 'accelerometer'],
  },
  {
    field: 'garden product',
    kinds: ['composition'],
    landing: 'I make seedling pots out of used coffee grounds from cafes instead of plastic or peat.',
    answers: {
      2: [
        'Nurseries throw away millions of plastic pots, and peat pots come from draining bogs. Cafes throw out tons of coffee grounds every day.',
      ],
      3: [
        'The pot goes straight into the ground with the plant and breaks down in about 3 months, and the grounds add nitrogen to the soil.',
      ],
      4: [
        "We collect the grounds and dry them in the sun or a low oven at 60 degrees C until they're under 10 percent moisture. Then we mix 70 percent grounds with 30 percent cornstarch binder by weight and add water until it holds together like wet sand. The mix is pressed into a two-part aluminum mold at about 2 MPa and baked at 120 degrees C for 45 minutes. The pots are 8 cm across and the walls are 4 mm thick.",
      ],
      5: ['You could use rice husk instead of coffee grounds. The binder could be 20 to 40 percent.'],
      6: ['Nurseries, garden centers, and home gardeners starting seeds.'],
    },
    sketchCaption: null,
    components: ['grounds', 'binder', 'mold'],
    essentials: ['coffee grounds', 'binder'],
    keyFunction: ['nitrogen'],
    keyTerms: ['coffee grounds', 'cornstarch', '2 MPa', '120 degrees', '10 percent moisture'],
  },
  {
    field: 'pet grooming composition',
    kinds: ['composition'],
    landing:
      'My dog has sensitive skin so I came up with a solid shampoo bar for dogs with oatmeal and no fragrance.',
    answers: {
      2: [
        'Liquid dog shampoos come in plastic bottles and most have fragrance and sulfates that make itchy dogs worse.',
      ],
      3: [
        "It's a bar, so no bottle, and it's mild enough for dogs with allergies. The colloidal oatmeal calms the itching.",
      ],
      4: [
        "By weight it's 40 percent coconut oil, 25 percent olive oil, 15 percent shea butter, 13 percent lye solution and 7 percent colloidal oatmeal. It's made by cold process: the oils are melted at 45 degrees C, the lye solution is added and stirred to trace, the oatmeal is mixed in, and it's poured into molds and cured for 4 weeks. Each bar is about 100 grams.",
      ],
      5: [
        'Neem oil could replace some of the olive oil for flea season. Goat milk could be used instead of water in the lye solution.',
      ],
      6: ['Dog owners, groomers, and shelters.'],
    },
    sketchCaption: null,
    components: ['coconut oil', 'olive oil', 'shea butter', 'oatmeal'],
    essentials: ['coconut oil', 'oatmeal'],
    keyFunction: ['oatmeal'],
    keyTerms: ['colloidal oatmeal', '40 percent', 'shea butter', '4 weeks', 'cold process'],
  },
  {
    field: 'parking software',
    kinds: ['software'],
    landing:
      'We built a system for parking garages that shows drivers which spots are free, floor by floor, on their phone before they drive in.',
    answers: {
      2: [
        'Drivers circle for 10 minutes looking for a spot. The signs at the entrance only give a total count for the whole garage, which is useless when the top floor is the only one with space.',
      ],
      3: [
        'Each spot has an ultrasonic sensor on the ceiling above it that detects whether a car is there. The sensors report to a gateway on each floor and the server keeps a live map that the app shows.',
      ],
      4: [
        '- ultrasonic sensor over every spot, battery powered, checks every 30 seconds\n- LoRa gateway on each floor\n- cloud server with the garage map\n- phone app and a sign at the entrance\nA spot counts as taken when the sensor reads less than 2 meters for two readings in a row. The server updates the count per floor and pushes it to the app and the entrance sign. The app can also reserve a spot for 15 minutes.',
      ],
      5: [
        'Camera-based detection would work instead of ultrasonic sensors. It could also guide you with arrows on the floor.',
      ],
      6: ['Garage operators, airports, malls, hospitals.'],
    },
    sketchCaption: null,
    components: ['ultrasonic sensor', 'gateway', 'server', 'app'],
    essentials: ['sensor', 'spot', 'floor'],
    keyFunction: ['free', 'count'],
    keyTerms: ['ultrasonic', '2 meters', '30 seconds', 'LoRa', '15 minutes'],
  },
  {
    field: 'snow tool',
    kinds: ['article'],
    landing: 'Snow shovel with a second handle that pivots, so you lift with your legs and not your back.',
    answers: {
      2: [
        'Shoveling snow hurts your back because you bend over and lift with your arms. There are bent-shaft shovels but you still bend.',
      ],
      3: [
        'A second handle is clamped to the middle of the shaft on a pivot. You hold the top grip with one hand and the second handle with the other, and the second handle stays upright as the shaft tips, so you scoop and lift standing up.',
      ],
      4: [
        'The shaft is 48 inch aluminum tube. The blade is 18 inches wide, polypropylene, with a steel wear strip on the edge. The second handle is a 12 inch fiberglass rod with a foam grip, and the clamp is a nylon collar with a thumb screw so you can slide it up or down the shaft to fit your height. The pivot lets the handle swing 90 degrees.',
      ],
      5: [
        'The clamp could fit on any shovel you already own, sold separately. A wooden shaft would also work.',
      ],
      6: ['Homeowners, older people, anyone with a bad back, and snow removal crews.'],
    },
    sketchCaption: null,
    components: ['shaft', 'blade', 'second handle', 'clamp', 'pivot'],
    essentials: ['second handle', 'pivot', 'shaft'],
    keyFunction: ['pivot', 'upright'],
    keyTerms: ['48 inch', 'polypropylene', 'wear strip', 'thumb screw', '90 degrees'],
  },
  {
    field: 'medical splint',
    kinds: ['article'],
    landing:
      "I'm an occupational therapist. I made a finger splint you can shape at home in hot water and adjust as the swelling goes down.",
    answers: {
      2: [
        'Aluminum foam splints are one-size and dig in, and custom thermoplastic splints need a clinic visit every time the swelling changes.',
      ],
      3: [
        'The splint is a low-temperature thermoplastic that softens in 65 degree C water, so the patient can reheat and reshape it as many times as they need.',
      ],
      4: [
        "It's a 2 mm thermoplastic sheet cut in a U shape that wraps the finger, lined with 1 mm perforated silicone so it doesn't sweat, and held with two hook-and-loop straps. It sets in about 3 minutes. The perforations let air through. Does it matter that I buy the thermoplastic from a supplier?",
      ],
      5: ['Could come in a thumb version. The straps could be elastic instead.'],
      6: ['Patients with finger fractures, sprains, or arthritis, and hand therapy clinics.'],
    },
    sketchCaption: null,
    components: ['thermoplastic sheet', 'silicone', 'strap'],
    essentials: ['thermoplastic', 'strap'],
    keyFunction: ['soften', 'wrap'],
    keyTerms: ['65 degree', '2 mm', 'perforated silicone', 'hook-and-loop', '3 minutes'],
  },
  {
    field: 'mailbox electronics',
    kinds: ['article'],
    landing:
      'Our mailbox is at the end of a long driveway. I made a sensor that goes inside a mailbox and texts your phone when the mail comes.',
    answers: {
      2: [
        'You walk all the way down to check and half the time nothing came. The smart mailbox kits I found need WiFi, and WiFi does not reach the end of most driveways.',
      ],
      3: [
        'A tilt switch on the mailbox door wakes the unit up when the door opens, and it sends a message over a cellular LTE-M modem, so it works anywhere there is cell service.',
      ],
      4: [
        "It's a small plastic box with magnets on the back so it sticks to the inside of a metal mailbox. Inside there's a ball tilt switch, a microcontroller, an LTE-M modem and two AA lithium batteries that last about a year because it sleeps until the door moves. When the door opens it waits 10 seconds, then sends a text that says the mail came. If the door opens again within 2 hours it doesn't send another one.",
      ],
      5: [
        'Could use LoRa to a base station in the house instead of cellular. A version with a solar cell on top.',
      ],
      6: ['Rural homeowners, people with mobility problems, and small businesses waiting on checks.'],
    },
    sketchCaption: null,
    components: ['tilt switch', 'microcontroller', 'modem', 'battery', 'magnet'],
    essentials: ['tilt switch', 'modem'],
    keyFunction: ['door', 'text'],
    keyTerms: ['LTE-M', '10 seconds', '2 hours', 'AA lithium', 'magnets'],
  },
  {
    field: 'laundry',
    kinds: ['article'],
    landing:
      'I live in an apartment with a tiny balcony. I made a drying rack that hooks over the balcony railing and folds flat against it when not in use.',
    answers: {
      2: [
        'Floor drying racks take up the whole balcony and blow over in wind. Wall mounted ones need drilling, which renters cannot do.',
      ],
      3: [
        'Two steel hooks with rubber pads hang it over the railing without tools. Six aluminum bars swing out on hinges to hold clothes, and swing back down flat.',
      ],
      4: [
        'The hooks fit railings up to 8 cm thick. Each bar is 60 cm long and holds about 2 kg. A strap around the bottom of the railing stops it swinging in wind. The frame is powder coated aluminum.',
      ],
      5: ['A version with a hanging pole for shirts on hangers. The bars could be bamboo.'],
      6: ['Apartment renters, students, small homes.'],
    },
    sketchCaption: null,
    components: ['hook', 'bar', 'strap', 'frame'],
    essentials: ['hook', 'bar'],
    keyFunction: ['swing'],
    keyTerms: ['8 cm', '60 cm', '2 kg', 'rubber pads', 'powder coated'],
  },
  {
    field: 'wood finishing composition',
    kinds: ['composition'],
    landing: 'a wood stain made from black walnut hulls, no chemicals, for people who refinish furniture',
    answers: {
      2: [
        'Store stains have solvents and VOCs and you need a respirator. The natural ones you can buy are expensive and come in a couple of colors.',
      ],
      3: [
        'The walnut hulls have juglone and tannins that darken wood. You can make it darker or lighter just by how long you steep it.',
      ],
      4: [
        'Recipe for about 1 liter: 500 grams of crushed green walnut hulls, 1 liter of water, 50 ml of white vinegar. Simmer for 2 hours, steep for 3 days, strain through cheesecloth, then add 5 grams of alum as a mordant. Steeping 1 day gives a light tan, 7 days gives almost black. Store it in a glass jar.',
      ],
      5: ['Adding steel wool to the vinegar first makes it more gray. Could use pecan hulls.'],
      6: ['Furniture refinishers, woodworkers, and crafters.'],
    },
    sketchCaption: null,
    components: ['walnut hulls', 'water', 'vinegar', 'alum'],
    // (Walnut is not essential: the inventor says pecan hulls work too.)
    essentials: ['hull', 'vinegar', 'alum'],
    keyFunction: ['alum'],
    keyTerms: ['juglone', '500 grams', 'cheesecloth', 'mordant', '3 days'],
  },
  {
    field: 'garden software',
    kinds: ['software'],
    landing:
      'an app that tells you when to water your garden, using a soil moisture probe instead of a timer',
    answers: {
      2: [
        'Sprinkler timers water on a schedule even after it rained. People overwater, which wastes water and rots roots.',
      ],
      3: [
        'A capacitive soil moisture probe in the bed sends readings over Bluetooth to the phone. The app learns how fast each bed dries out and tells you to water only when the soil drops below a level you pick for the plant.',
      ],
      4: [
        'The probe reads every hour. The app keeps 30 days of readings and shows a graph. It checks the local forecast and skips the reminder if more than 5 mm of rain is coming in the next 24 hours. Each bed can have its own probe and threshold.',
      ],
      5: ['It could switch a smart valve directly instead of just reminding you.'],
      6: ['Home gardeners, community gardens, small farms.'],
    },
    sketchCaption: null,
    components: ['probe', 'app'],
    essentials: ['probe', 'moisture'],
    keyFunction: ['water'],
    keyTerms: ['capacitive', '30 days', '5 mm', '24 hours', 'forecast'],
  },
  {
    field: 'pet feeding',
    kinds: ['article'],
    landing:
      'We have two cats and one is on a diet. I built a cat feeder that only opens for the cat wearing the right tag.',
    answers: {
      2: [
        "The fat cat eats the other cat's food. Microchip feeders cost over 150 dollars and only work with one chip.",
      ],
      3: [
        'An RFID reader under the bowl reads the tag on the collar, and a servo slides the lid open only for the right tag.',
      ],
      4: [
        'The housing is 3D printed PETG. The reader is a 125 kHz RFID module with the antenna coil around the bowl opening. An Arduino Nano checks the tag number against a list. The lid is an acrylic plate that slides on two rails. It closes again 20 seconds after the tag leaves. Runs on a 5 V USB adapter.',
      ],
      5: [
        'Could use the microchip the vet puts in instead of a collar tag. A scale under the bowl could log how much each cat eats.',
      ],
      6: ['Multi-pet homes, vets for weight-loss plans, shelters.'],
    },
    sketchCaption: null,
    components: ['rfid reader', 'servo', 'lid', 'rail', 'housing'],
    essentials: ['reader', 'lid'],
    keyFunction: ['tag'],
    keyTerms: ['125 kHz', '20 seconds', 'acrylic', 'PETG', 'Arduino Nano'],
  },
  {
    field: 'textile dyeing',
    kinds: ['method'],
    landing: 'My process dyes wool yarn a deep gold with yellow onion skins and no synthetic mordant.',
    answers: {
      2: ['Synthetic dyes and chrome mordants are toxic and hobby dyers pour them down the drain.'],
      3: [
        'Onion skins have quercetin. Soaking the yarn in soy milk first gives it protein so the color sticks without alum.',
      ],
      4: [
        'First soak the yarn in soy milk for 12 hours and let it dry. Boil 100 grams of onion skins per 100 grams of yarn in 4 liters of water for 1 hour and strain out the skins. Put the yarn in the dye bath at 80 degrees for 1 hour. Let it cool in the bath overnight, then rinse until the water runs clear.',
      ],
      5: ['Red onion skins give a green-brown. Cotton works if you soak it in soy milk twice.'],
      6: ['Hand knitters, small yarn shops, schools.'],
    },
    sketchCaption: null,
    components: ['onion skins', 'soy milk', 'yarn'],
    essentials: ['onion', 'soy milk'],
    keyFunction: ['soak'],
    keyTerms: ['12 hours', '80 degrees', 'quercetin', '4 liters', 'overnight'],
  },
  {
    field: 'household software',
    kinds: ['software'],
    landing: 'hi, my app splits grocery bills between roommates from a photo of the receipt',
    answers: {
      2: ['Splitting apps make you type every item. Roommates argue over who ate what.'],
      3: [
        'You take a photo of the receipt, the app reads the items and prices, and each roommate taps the items they share.',
      ],
      4: [
        'The app reads the receipt text and matches each line to an item and a price. Items nobody taps are split evenly. Tax is split in proportion to each share. At the end it shows what each person owes and sends a payment request through Venmo or PayPal.',
      ],
      5: [
        'It could remember that one person always buys the oat milk. A web version for people without the app.',
      ],
      6: ['Roommates, couples, student housing.'],
    },
    sketchCaption: null,
    components: ['camera', 'app'],
    essentials: ['receipt', 'item'],
    keyFunction: ['split'],
    keyTerms: ['tax', 'evenly', 'payment request', 'photo', 'proportion'],
  },
  {
    field: 'home improvement',
    kinds: ['article'],
    landing: 'A step stool with a tall handle you can hold onto, that folds flat to 8 cm for storage.',
    answers: {
      2: [
        'Older people fall off step stools because there is nothing to hold. The ones with handles do not fold flat.',
      ],
      3: [
        'The handle is a U-shaped tube that locks upright with a spring pin and folds down over the steps.',
      ],
      4: [
        'Two steps, the top one 50 cm high. The frame is aluminum tube, the steps are plastic with rubber treads. The handle rises 70 cm above the top step. Pull the spring pin and the handle folds, then the legs fold in and it is 8 cm thick. It holds 150 kg.',
      ],
      5: ['A three step version. The handle could have a small tool tray.'],
      6: ['Older adults, kitchens, libraries, warehouses.'],
    },
    sketchCaption: null,
    components: ['handle', 'step', 'frame', 'spring pin', 'leg'],
    essentials: ['handle', 'step'],
    keyFunction: ['fold'],
    keyTerms: ['8 cm', '150 kg', '70 cm', 'rubber treads', 'aluminum'],
  },
  {
    field: 'baby care',
    kinds: ['article'],
    landing:
      'ok so this is a bottle warmer for the car. It plugs into USB-C and warms a baby bottle to body temperature in about 8 minutes. Is that enough to describe it?',
    answers: {
      2: [
        'On road trips you cannot warm formula. Gas station microwaves make hot spots that can burn a baby.',
      ],
      3: [
        'A silicone sleeve with a heating wire wraps around the bottle, and a thermistor touching the bottle turns the heat off at 37 degrees C.',
      ],
      4: [
        'The sleeve is food-safe silicone, 2 mm thick, with a nichrome wire molded inside. A small control box on the cable has the thermistor input, a MOSFET that switches the wire and a green LED that lights when the milk is ready. It draws 20 watts from a USB-C PD port at 12 V. The sleeve fits bottles from 55 to 75 mm wide.',
      ],
      5: [
        'A version with a battery pack so it works on a stroller. The LED could blink instead of staying on.',
      ],
      6: ['Parents on road trips, daycare vans, camping.'],
    },
    sketchCaption: null,
    components: ['sleeve', 'wire', 'thermistor', 'mosfet', 'led'],
    essentials: ['sleeve', 'thermistor'],
    keyFunction: ['heat'],
    keyTerms: ['USB-C', '37 degrees', '20 watts', 'nichrome', '55 to 75 mm'],
  },
  {
    field: 'accessibility',
    kinds: ['article'],
    landing:
      'I built a wheelchair ramp that folds into thirds like a book and has side rails that fold flat with it.',
    answers: {
      2: [
        'Portable ramps fold in half and are still too long to fit in a car trunk. Ones with rails do not fold.',
      ],
      3: [
        'Three aluminum panels are joined by two piano hinges so the ramp folds into a stack one third as long. The side rails pivot down onto the panels before folding.',
      ],
      4: [
        'Each panel is 60 cm long and 76 cm wide, so the ramp is 1.8 m long open and 60 cm folded. The rails are 5 cm tall and lock up with a cam lever. The surface has a grit tape for traction. It weighs 11 kg and holds 300 kg.',
      ],
      5: ['Fiberglass panels for people who want it lighter. A version with four panels for higher steps.'],
      6: ['Wheelchair and scooter users, caregivers, small shops with one step at the door.'],
    },
    sketchCaption: null,
    components: ['panel', 'piano hinge', 'rail', 'cam lever', 'grit tape'],
    essentials: ['panel', 'hinge', 'rail'],
    keyFunction: ['fold'],
    keyTerms: ['60 cm', '1.8 m', '300 kg', 'grit tape', 'cam lever'],
  },
  {
    field: 'food composition',
    kinds: ['composition'],
    landing:
      'Gluten-free pizza dough made from cauliflower and chickpea flour that holds together without eggs.',
    answers: {
      2: ['Cauliflower crusts fall apart unless you add eggs and cheese, which vegans cannot eat.'],
      3: ['Psyllium husk binds the dough like gluten does, so it can be tossed and stretched.'],
      4: [
        'For one 30 cm pizza: 300 grams of riced cauliflower squeezed dry, 120 grams of chickpea flour, 10 grams of psyllium husk powder, 5 grams of salt and 60 ml of water. Mix everything, rest 15 minutes so the psyllium gels, press into a round 6 mm thick and bake at 230 degrees C for 12 minutes before adding toppings.',
      ],
      5: [
        'Broccoli works instead of cauliflower. Ground flax can replace the psyllium but the crust is softer.',
      ],
      6: ['Vegan and gluten-free restaurants, frozen pizza makers, home cooks.'],
    },
    sketchCaption: null,
    components: ['cauliflower', 'chickpea flour', 'psyllium', 'salt', 'water'],
    essentials: ['cauliflower', 'chickpea flour', 'psyllium'],
    keyFunction: ['psyllium'],
    keyTerms: ['120 grams', '230 degrees', '15 minutes', '6 mm', 'gels'],
  },
  {
    field: 'community software',
    kinds: ['software'],
    landing:
      'a booking system for a neighborhood tool library, where people reserve tools online and get reminded to bring them back',
    answers: {
      2: [
        'Our tool library runs on a paper sign-out sheet. Tools go missing and nobody knows who had the drill last.',
      ],
      3: [
        'Members reserve a tool for up to 7 days, and the system texts a reminder the day before it is due and every day it is late.',
      ],
      4: [
        'Each tool has a QR code. Volunteers scan it at checkout and at return, so the system always knows who has it. A member with a tool more than 14 days late cannot reserve anything else until it comes back. The catalog shows which tools are free on a calendar.',
      ],
      5: ['It could charge a small late fee through Stripe. Schools could use it for lending laptops.'],
      6: ['Tool libraries, makerspaces, school equipment rooms.'],
    },
    sketchCaption: null,
    components: ['qr code', 'catalog'],
    essentials: ['reserve', 'reminder'],
    keyFunction: ['late'],
    keyTerms: ['7 days', '14 days', 'QR code', 'calendar', 'checkout'],
  },
  {
    field: 'garden tool',
    kinds: ['article'],
    landing: 'I made a garden kneeler with a tray under the seat that holds your hand tools.',
    answers: {
      2: ['You kneel, then get up every few minutes to find the trowel. Kneeling pads do not hold anything.'],
      3: [
        'The seat flips over to become a kneeling pad, and the tray slides out from under it on two rails.',
      ],
      4: [
        'The frame is powder coated steel tube. The pad is 4 cm of closed-cell foam. The tray is 35 cm wide and has three slots for tools. The side handles help you stand up.',
      ],
      5: ['A version with a cup holder. The tray could lift out.'],
      6: ['Gardeners with bad knees, older gardeners.'],
    },
    sketchCaption: null,
    components: ['frame', 'pad', 'tray', 'rail', 'handle'],
    essentials: ['tray', 'pad'],
    keyFunction: ['tray'],
    keyTerms: ['35 cm', 'closed-cell foam', 'three slots'],
  },
  {
    field: 'beverage composition',
    kinds: ['composition'],
    landing: 'an electrolyte drink mix made from coconut water powder and sea salt with no added sugar',
    answers: {
      2: ['Sports drinks are full of sugar and dyes.'],
      3: ['Coconut water powder gives potassium and a little natural sweetness, so it needs no sugar.'],
      4: [
        'Per serving: 10 grams of coconut water powder, 0.5 grams of sea salt, 0.2 grams of citric acid and 0.1 grams of stevia. Stir into 500 ml of cold water.',
      ],
      5: ['Lime juice powder instead of citric acid. Magnesium citrate could be added.'],
      6: ['Runners, hikers, people recovering from a stomach bug.'],
    },
    sketchCaption: null,
    components: ['coconut water powder', 'sea salt', 'citric acid', 'stevia'],
    essentials: ['coconut water powder', 'sea salt'],
    keyFunction: ['coconut'],
    keyTerms: ['10 grams', '0.5 grams', 'stevia', 'no sugar'],
  },
  {
    field: 'home sensor',
    kinds: ['article'],
    landing:
      'My water heater leaked for a week before I noticed and it wrecked the basement floor. So I built a leak puck that sits on the floor under the water heater and shuts the water off when it gets wet.',
    answers: {
      2: [
        'Most leak alarms just beep, and if nobody is home the beeping does nothing. The whole-house shutoff valves cost a fortune and need a plumber.',
      ],
      3: [
        'The puck has two stainless steel contacts on its bottom. When water bridges them, it sends a radio signal to a motorized valve clamped on the cold inlet pipe, and the valve turns the water off.',
      ],
      4: [
        "The puck is about 8 cm across and runs on two AA batteries. It talks to the valve over 433 MHz. The valve is a quarter turn ball valve with a small gear motor that clamps onto the existing handle, so you don't cut any pipe. It also chirps and flashes a red LED. Does it matter that I used a cheap radio module?",
      ],
      5: [
        'It could use WiFi and send a phone alert too. One valve could pair with several pucks, like under the washer and the dishwasher.',
      ],
      6: ['Homeowners, landlords with rentals, anyone with a heater in a finished basement.'],
    },
    sketchCaption: null,
    components: ['puck', 'contacts', 'valve', 'gear motor', 'LED'],
    essentials: ['contact', 'valve', 'motor'],
    keyFunction: ['water', 'off'],
    keyTerms: ['433 MHz', 'stainless steel', 'quarter turn', 'AA batteries'],
  },
  {
    field: 'manufacturing process',
    kinds: ['method'],
    landing:
      'a way to make seed starting pots out of used coffee grounds so they can go straight in the ground',
    answers: {
      2: [
        "Plastic seedling pots get thrown away by the millions. Peat pots exist but peat mining is bad for bogs, and they don't break down that fast anyway.",
      ],
      3: [
        'The coffee grounds feed the soil as the pot breaks down, and the pot holds together for about 6 weeks, which is as long as a seedling needs.',
      ],
      4: [
        'First I dry the grounds in the oven at 90 degrees Celsius for an hour. Then I mix 3 parts grounds with 1 part shredded newspaper and enough cornstarch paste to make it stick. I press the mix into a silicone muffin mold and let the pots dry for two days. Each pot is about 6 cm tall with walls around 5 mm thick.',
      ],
      5: ['Cardboard instead of newspaper works too. You could add crushed eggshells for calcium.'],
      6: ['Home gardeners, nurseries, school garden programs.'],
    },
    sketchCaption: null,
    components: ['coffee grounds', 'newspaper', 'cornstarch paste', 'mold'],
    essentials: ['dry', 'mix', 'press'],
    keyFunction: ['grounds'],
    keyTerms: ['90 degrees Celsius', '3 parts', 'cornstarch', '6 weeks', 'muffin mold'],
  },
  {
    field: 'wearable device',
    kinds: ['article'],
    landing: "It's a small clip you wear on your shirt collar that buzzes when you slouch.",
    answers: {
      2: [
        "I work at a desk all day and my back hurts by 3 pm. Posture braces are uncomfortable and you can't wear them under a shirt.",
      ],
      3: [
        'An accelerometer in the clip learns your upright angle when you press the button. If you lean forward more than 15 degrees for over a minute, a little vibration motor buzzes.',
      ],
      4: [
        'The clip is 3D printed PLA with a spring steel clip on the back. Inside there is an accelerometer chip, a coin vibration motor, a tiny microcontroller and a 40 mAh lithium battery that charges over USB-C. It lasts about 5 days on a charge.',
      ],
      5: ['The angle could be adjustable in an app. A version could clip to a bra strap.'],
      6: ['Office workers, students, gamers.'],
    },
    sketchCaption: null,
    components: ['clip', 'accelerometer', 'vibration motor', 'microcontroller', 'battery'],
    essentials: ['accelerometer', 'vibration motor'],
    keyFunction: ['15 degrees', 'buzz'],
    keyTerms: ['15 degrees', '40 mAh', 'USB-C', 'PLA'],
  },
  {
    field: 'scheduling software',
    kinds: ['software'],
    landing: 'an app that organizes school carpools so parents take turns fairly',
    answers: {
      2: [
        'Our group chat for the carpool is chaos. Somebody always drives three times in a row and somebody else never drives.',
      ],
      3: [
        'Parents enter which days they can drive, and the app builds a weekly schedule that evens out the driving over the month.',
      ],
      4: [
        'Each family gets a count of drives. The app assigns the next open day to the family with the fewest drives who is available. If a driver cancels, the app offers the slot to the other parents by push notification, and the first one to accept gets it. Every Sunday night it sends the week to everyone.',
      ],
      5: [
        'It could count seats so a small car only takes three kids. Sports teams could use it for away games.',
      ],
      6: ['Parents at schools, sports clubs, church youth groups.'],
    },
    sketchCaption: null,
    components: ['schedule', 'count'],
    essentials: ['available', 'fewest'],
    keyFunction: ['fewest'],
    keyTerms: ['push notification', 'Sunday'],
  },
  {
    field: 'personal care composition',
    kinds: ['composition'],
    landing: "I make a solid lotion bar for cracked hands, it's beeswax and shea butter with no water in it.",
    answers: {
      2: [
        "Lotions from a bottle are mostly water and they're gone in ten minutes. My hands crack every winter from washing them at work.",
      ],
      3: [
        "Because there's no water there's no preservative needed, and the bar melts on contact with skin so a little goes a long way.",
      ],
      4: [
        'By weight it is 35 percent beeswax, 35 percent shea butter, 25 percent coconut oil and 5 percent lanolin. I melt the wax and oils together in a double boiler, stir in the lanolin off the heat, and pour it into 60 gram molds to set.',
      ],
      5: [
        'Candelilla wax works instead of beeswax for a vegan bar. A few drops of lavender oil can be added for scent.',
      ],
      6: ['Nurses, mechanics, gardeners, anyone who washes their hands a lot.'],
    },
    sketchCaption: null,
    components: ['beeswax', 'shea butter', 'coconut oil', 'lanolin'],
    essentials: ['wax', 'shea butter'],
    keyFunction: ['water'],
    keyTerms: ['35 percent', 'lanolin', '60 gram', 'double boiler'],
  },
  {
    field: 'medical device',
    kinds: ['article'],
    landing:
      'a pill crusher cup, you twist the lid to crush the pill and then mix it with applesauce in the same cup',
    answers: {
      2: [
        "My dad can't swallow pills after his stroke. Crushing them between two spoons is messy and powder gets everywhere.",
      ],
      3: [
        'The lid has a ridged press on the inside. Twisting it down crushes the pill against the ridged bottom of the cup, and nothing spills because it is all closed.',
      ],
      4: [
        'The cup is 60 ml, made of clear polypropylene so you can see the powder. The lid has a threaded collar and the press is 30 mm across. There are fill lines on the side for 1 and 2 tablespoons.',
      ],
      5: ['A bigger cup for two pills at once. Could be made dishwasher safe.'],
      6: ['Caregivers, nursing homes, parents of kids who cannot swallow pills.'],
    },
    sketchCaption: null,
    components: ['cup', 'lid', 'press', 'collar'],
    essentials: ['cup', 'lid', 'press'],
    keyFunction: ['crush'],
    keyTerms: ['60 ml', 'polypropylene', '30 mm', 'threaded collar'],
  },
  {
    field: 'food process',
    kinds: ['method'],
    landing: 'My method cold-smokes cheese at home using a cardboard box and a pellet tube.',
    answers: {
      2: ['Smoking cheese in a regular smoker melts it. Cold smokers cost hundreds of dollars.'],
      3: [
        'The pellet tube smolders without a flame, so the box stays under 25 degrees Celsius and the cheese never melts.',
      ],
      4: [
        'First, cut the cheese into 5 cm blocks and let it dry in the fridge overnight. Light one end of a 30 cm pellet tube filled with apple pellets and let it burn 10 minutes, then blow it out. Put the tube in the bottom of a cardboard box, set the cheese on a rack near the top, and close the box for 2 hours. Vacuum seal the cheese and rest it a week before eating.',
      ],
      5: ['Hickory or cherry pellets work too. A wooden box lasts longer than cardboard.'],
      6: ['Home cooks, small cheese shops, hunters smoking jerky.'],
    },
    sketchCaption: null,
    components: ['pellet tube', 'box', 'rack'],
    essentials: ['pellet tube', 'box'],
    keyFunction: ['smolder'],
    keyTerms: ['25 degrees', '2 hours', '30 cm', 'apple pellets'],
  },
  {
    field: 'outdoor gear',
    kinds: ['article'],
    landing:
      'I designed a tent stake with a little LED in the head so you stop tripping over stakes at night.',
    answers: {
      2: [
        'Everyone at our campsite trips on the guy lines after dark. Glow sticks die after one night and reflective tape only works if you point a flashlight at it.',
      ],
      3: [
        'A tiny solar cell on top charges during the day and the LED glows green all night. It turns on by itself when it gets dark.',
      ],
      4: [
        'The stake is 20 cm of aluminum, and the head is a clear polycarbonate cap about 3 cm across. Inside the cap there is the solar cell, a light sensor, a 100 mAh battery and the LED. It is sealed with an O-ring so rain cannot get in.',
      ],
      5: ['The LED could be red so it does not hurt night vision. A version with a hook for the guy line.'],
      6: ['Campers, festival goers, scout troops.'],
    },
    sketchCaption: null,
    components: ['stake', 'cap', 'solar cell', 'light sensor', 'battery', 'LED'],
    essentials: ['solar cell', 'LED', 'light sensor'],
    keyFunction: ['dark'],
    keyTerms: ['20 cm', '100 mAh', 'O-ring', 'polycarbonate'],
  },
  {
    field: 'cleaning composition',
    kinds: ['composition'],
    landing: 'A toilet cleaning tablet that fizzes and uses citric acid instead of bleach.',
    answers: {
      2: ['Bleach tablets are harsh, smell terrible and are bad for septic tanks.'],
      3: [
        'When you drop it in the bowl, the baking soda and citric acid fizz and loosen the stains, and the tea tree oil deodorizes.',
      ],
      4: [
        'Each tablet is 25 grams: 60 percent baking soda, 30 percent citric acid, 8 percent cornstarch and 2 percent tea tree oil. I mix the dry powders, spritz with witch hazel until it holds together, press into silicone molds and let them dry for a day.',
      ],
      5: [
        'Lemon essential oil works instead of tea tree oil. You could add a blue food coloring so you can see it working.',
      ],
      6: ['Households with septic systems, people who do not like bleach.'],
    },
    sketchCaption: null,
    components: ['baking soda', 'citric acid', 'cornstarch', 'tea tree oil'],
    essentials: ['baking soda', 'citric acid'],
    keyFunction: ['fizz'],
    keyTerms: ['25 grams', '60 percent', 'witch hazel', 'tea tree oil'],
  },
  {
    field: 'kitchen tool',
    kinds: ['article'],
    landing:
      'I made a cutting board with a built-in scale so you can weigh ingredients right where you chop them.',
    answers: {
      2: [
        'Moving chopped onions to a kitchen scale means another bowl to wash, and half of it falls on the counter.',
      ],
      3: [
        'Four load cells in the feet measure the weight and a small display on the front edge shows it in grams or ounces.',
      ],
      4: [
        'The board is bamboo, 40 by 30 cm. The load cells connect to a microcontroller under the board. There is a tare button next to the display. It runs on two AAA batteries.',
      ],
      5: ['It could send the weight to a recipe app over Bluetooth. A plastic version for the dishwasher.'],
      6: ['Home cooks, bakers, people counting calories.'],
    },
    sketchCaption: null,
    components: ['board', 'load cells', 'display', 'microcontroller', 'tare button'],
    essentials: ['load cell', 'display'],
    keyFunction: ['weight'],
    keyTerms: ['bamboo', '40 by 30 cm', 'tare button', 'AAA'],
  },
  {
    field: 'garden process',
    kinds: ['method'],
    landing: 'My method makes compost tea for the garden in a bucket with an aquarium pump.',
    answers: {
      2: ['Bagged fertilizer burns roots and most compost tea kits are expensive.'],
      3: [
        'Bubbling air through the water keeps the microbes alive, so the tea is full of good bacteria instead of going sour.',
      ],
      4: [
        'Fill a 20 liter bucket with rainwater and let it sit for a day. Put 2 cups of finished compost in a mesh bag and hang it in the water. Run the aquarium pump with an air stone at the bottom for 24 to 36 hours, then dilute the tea 1 to 10 with water and spray it on the leaves.',
      ],
      5: ['A spoon of molasses feeds the bacteria. Worm castings work instead of compost.'],
      6: ['Vegetable gardeners, community gardens, organic farms.'],
    },
    sketchCaption: null,
    components: ['bucket', 'mesh bag', 'aquarium pump', 'air stone'],
    essentials: ['compost', 'pump'],
    keyFunction: ['air'],
    keyTerms: ['20 liter', '24 to 36 hours', '1 to 10', 'air stone'],
  },
  {
    field: 'home electronics',
    kinds: ['article'],
    landing:
      'I keep leaving the coffee maker on when I leave for work. So I made a smart plug that turns it off when my phone leaves the house.',
    answers: {
      2: [
        'Timers shut it off at a fixed time even when you are still home. Regular smart plugs need you to remember to open the app.',
      ],
      3: [
        'The plug watches for the phone on the home WiFi. When the phone has been gone for 10 minutes, it cuts the power, and it sends a notification saying it did.',
      ],
      4: [
        'Inside is an ESP32 chip, a 15 amp relay and a current sensor. The current sensor tells if the appliance was actually drawing power, so it only notifies you when it really switched something off. It fits a standard US outlet.',
      ],
      5: ['It could use Bluetooth instead of WiFi. A version with two outlets.'],
      6: ['Coffee makers, hair straighteners, space heaters. Forgetful people like me.'],
    },
    sketchCaption: null,
    components: ['relay', 'current sensor', 'ESP32'],
    essentials: ['relay', 'current sensor'],
    keyFunction: ['phone', 'power'],
    keyTerms: ['15 amp', '10 minutes', 'WiFi', 'ESP32'],
  },
  {
    field: 'animal feed composition',
    kinds: ['composition'],
    landing: "I make a bird suet cake that doesn't melt in summer heat.",
    answers: {
      2: ['Regular suet goes soft and drips all over the feeder once it gets above 30 degrees Celsius.'],
      3: [
        'I swap half the beef fat for coconut oil and add cornmeal, so it stays firm up to about 40 degrees.',
      ],
      4: [
        'For one cake: 200 grams of rendered beef suet, 200 grams of coconut oil, 150 grams of cornmeal, 100 grams of black oil sunflower seeds and 50 grams of peanut butter. Melt the fats, stir in the rest, press into a square mold and chill overnight.',
      ],
      5: ['Dried mealworms can replace some of the seeds. Lard works instead of suet.'],
      6: ['Backyard birders, wild bird stores.'],
    },
    sketchCaption: null,
    components: ['suet', 'coconut oil', 'cornmeal', 'sunflower seeds', 'peanut butter'],
    essentials: ['suet', 'coconut oil', 'cornmeal'],
    keyFunction: ['firm'],
    keyTerms: ['200 grams', '40 degrees', 'cornmeal', 'coconut oil'],
  },
  {
    field: 'family software',
    kinds: ['software'],
    landing: 'an app where kids earn points for chores and trade them for screen time',
    answers: {
      2: ['Chore charts on the fridge get ignored and we argue about screen time every night.'],
      3: [
        'Parents set each chore and its points. Kids check off a chore with a photo, a parent approves it, and the points go into their balance.',
      ],
      4: [
        'Every 10 points buys 15 minutes of screen time. When a kid spends points, the app unlocks their tablet through the parental controls API for that many minutes. Points expire after 30 days so they do not hoard them.',
      ],
      5: ['Points could also buy allowance money. Grandparents could approve chores too.'],
      6: ['Families with kids 6 to 14.'],
    },
    sketchCaption: null,
    components: ['balance'],
    essentials: ['points', 'screen time'],
    keyFunction: ['unlock'],
    keyTerms: ['10 points', '15 minutes', '30 days', 'parental controls'],
  },
  {
    field: 'pet product',
    kinds: ['article'],
    landing:
      "My cat had a bladder problem and we didn't notice for days, so I built a litter box that counts how often she goes.",
    answers: {
      2: [
        "You can't tell how many times a cat used the box by looking at it, and by the time you notice blood it's an emergency vet visit.",
      ],
      3: [
        "A weight sensor under the tray notices when the weight goes up a little and comes back down, and that's one visit. If there are more than six visits in a day an amber LED on the front turns on and it sends an alert to my phone.",
      ],
      4: [
        "It's a regular plastic litter pan sitting on a base. The base has a load cell under the middle, an ESP32 and a USB power cord. The LED is on the front edge of the base.",
      ],
      5: ['The threshold could be set in the app. A version for rabbits.'],
      6: [
        'Cat owners, especially people with older cats or cats with kidney trouble. Vet clinics boarding cats.',
      ],
    },
    sketchCaption: null,
    components: ['tray', 'base', 'load cell', 'LED'],
    essentials: ['load cell', 'LED'],
    keyFunction: ['visit'],
    keyTerms: ['six visits', 'amber', 'ESP32', 'load cell'],
  },
  {
    field: 'medical device',
    kinds: ['article'],
    landing: 'I came up with a knee pillow for side sleepers that you can inflate to the height you need.',
    answers: {
      2: [
        'Foam knee pillows are one thickness, so for people with wide hips they are too thin and for small people too thick.',
      ],
      3: [
        'It has an air bladder inside a memory foam shell, and a small hand pump on a tube lets you add air. A release valve lets air out.',
      ],
      4: [
        'The shell is 25 by 20 cm and 5 cm thick when empty, and it goes up to 12 cm with the bladder full. The cover is bamboo fabric and zips off for washing. There is a strap that goes around one leg so it stays put.',
      ],
      5: ['The pump could be built into the pillow instead of on a tube.'],
      6: ['Side sleepers, pregnant women, people after hip surgery.'],
    },
    sketchCaption: null,
    components: ['air bladder', 'shell', 'pump', 'valve', 'strap'],
    essentials: ['air bladder', 'pump'],
    keyFunction: ['air'],
    keyTerms: ['12 cm', 'memory foam', 'bamboo', 'release valve'],
  },
  {
    field: 'craft composition',
    kinds: ['composition'],
    landing: 'I make candles out of used cooking oil from restaurants.',
    answers: {
      2: [
        'Restaurants throw away gallons of fryer oil every week and plain oil candles smoke and smell like fries.',
      ],
      3: [
        'Filtering the oil and mixing it with soy wax makes a candle that holds its shape and burns clean.',
      ],
      4: [
        'First I strain the oil through a coffee filter and heat it to 90 degrees with a tablespoon of baking soda per liter to take out the smell. Then I mix 1 part filtered oil with 2 parts soy wax, pour it into jars with a cotton wick and let them cure for 48 hours.',
      ],
      5: ['Beeswax works instead of soy wax. You can add a few drops of essential oil for scent.'],
      6: ['Restaurants that want to recycle, craft sellers, zero-waste shops.'],
    },
    sketchCaption: null,
    components: ['oil', 'soy wax', 'wick', 'jar'],
    essentials: ['oil', 'wax'],
    keyFunction: ['filter'],
    keyTerms: ['90 degrees', '48 hours', 'soy wax', 'baking soda'],
  },
  {
    field: 'cleaning composition',
    kinds: ['composition'],
    landing: 'A solid dish soap bar so people can stop buying dish soap in plastic bottles.',
    answers: {
      2: ['Liquid dish soap comes in plastic bottles and most of it is water you are paying to ship.'],
      3: [
        'You rub a wet sponge on the bar and it lathers enough for a sink of dishes. Coconut oil soap cuts grease and the clay helps scrub.',
      ],
      4: [
        'By weight it is 70 percent coconut oil soap base, 20 percent kaolin clay, 8 percent baking soda and 2 percent lemon essential oil. I melt the soap base, stir in the rest, pour it into 150 gram molds and let it harden for two days.',
      ],
      5: [
        'Bentonite clay works instead of kaolin. It could come in a tin with a drain grid so it dries between uses.',
      ],
      6: ['Zero-waste households, camping, refill shops.'],
    },
    sketchCaption: null,
    components: ['soap base', 'kaolin clay', 'baking soda'],
    essentials: ['soap base', 'clay'],
    keyFunction: ['lather'],
    keyTerms: ['70 percent', '150 gram', 'kaolin', 'lemon essential oil'],
  },
  {
    field: 'tool',
    kinds: ['article'],
    landing:
      'I built a paint roller with a handle that holds paint, so you can roll a wall without going back to the tray.',
    answers: {
      2: [
        'Half the time painting a wall is walking back and forth to the tray, and the tray gets knocked over.',
      ],
      3: [
        'The hollow handle holds about 500 ml of paint. When you squeeze a trigger, a small pump pushes paint through holes in the roller core so the nap stays wet.',
      ],
      4: [
        'The handle is 40 cm of clear plastic so you can see how much is left. The roller cover is a standard 23 cm cover that slides over the perforated core. You fill it through a cap on the end of the handle.',
      ],
      5: ['A longer handle for ceilings. The pump could be battery powered instead of the trigger.'],
      6: ['Homeowners, painters doing big walls, rental turnovers.'],
    },
    sketchCaption: null,
    components: ['handle', 'pump', 'trigger', 'core', 'cap'],
    essentials: ['handle', 'pump', 'core'],
    keyFunction: ['paint'],
    keyTerms: ['500 ml', '23 cm', 'perforated', 'trigger'],
  },
  {
    field: 'software',
    kinds: ['software'],
    landing: 'an app that tells you when your houseplants need water based on the pot size and the weather',
    answers: {
      2: [
        'I either drown my plants or forget them. Watering every Sunday does not work because a small pot dries out way faster than a big one.',
      ],
      3: [
        'You enter each plant, its pot size and whether it is near a window. The app estimates how fast the soil dries using the local humidity and temperature from a weather service, and sends a reminder when a plant is due.',
      ],
      4: [
        'Small pots under 12 cm are assumed to dry twice as fast. When you water, you tap the plant and the countdown restarts. If you say the soil was still wet, it stretches that plant schedule by 20 percent.',
      ],
      5: ['It could use a cheap soil sensor instead of the estimate. A family can share one plant list.'],
      6: ['Apartment dwellers, offices with plants, people who travel.'],
    },
    sketchCaption: null,
    components: ['plant list', 'weather service'],
    essentials: ['pot size', 'weather'],
    keyFunction: ['reminder'],
    keyTerms: ['12 cm', '20 percent', 'humidity', 'pot size'],
  },
  {
    field: 'woodworking process',
    kinds: ['method'],
    landing: 'My process bends wood strips for chair backs using a microwave instead of a steam box.',
    answers: {
      2: [
        'Steam boxes take an hour to heat up and a lot of space, and small shops do not have room for one.',
      ],
      3: [
        'Microwaving soaked strips heats the water inside the wood fast, so they get soft in a couple of minutes.',
      ],
      4: [
        'Soak 6 mm oak strips in water for 24 hours. Wrap each strip in wet paper towel and plastic wrap and microwave it on high for 2 minutes. Clamp it onto a plywood form right away and leave it for a day to dry.',
      ],
      5: ['Ash and walnut work too. Thicker strips need 3 or 4 minutes.'],
      6: ['Small furniture makers, hobby woodworkers, luthiers bending guitar sides.'],
    },
    sketchCaption: null,
    components: ['strip', 'form'],
    essentials: ['microwave', 'form'],
    keyFunction: ['soft'],
    keyTerms: ['6 mm', '2 minutes', '24 hours', 'plywood form'],
  },
  {
    field: 'irrigation electronics',
    kinds: ['article'],
    landing: 'a sprinkler timer that skips watering when the soil is already wet',
    answers: {
      2: [
        "My sprinklers run right after a storm because the timer doesn't know it rained. It wastes a ton of water.",
      ],
      3: [
        'A soil moisture probe goes in the lawn and talks to the timer over a radio link. Before each watering the timer checks the reading, and if the soil is above 35 percent moisture it skips that run.',
      ],
      4: [
        'The timer has a 4-zone relay board, a small LCD and a 915 MHz radio. The probe is a capacitive sensor in a stainless spike with two AA batteries.',
      ],
      5: ['It could also check the weather forecast over WiFi. Each zone could have its own probe.'],
      6: ['Homeowners with lawns, landscapers, golf courses.'],
    },
    sketchCaption: null,
    components: ['timer', 'probe', 'relay board', 'radio'],
    essentials: ['probe', 'relay board'],
    keyFunction: ['skip'],
    keyTerms: ['35 percent', '915 MHz', '4-zone', 'capacitive'],
  },
  {
    field: 'baby product',
    kinds: ['article'],
    landing:
      "It's a baby bottle holder that clips onto the stroller handle so you don't have to hold the bottle on walks.",
    answers: {
      2: [
        "When you're pushing a stroller and the baby wants the bottle, you end up steering with one hand. Bottle holders for cups don't grip a baby bottle.",
      ],
      3: [
        'A spring clamp grips the stroller handle and a flexible gooseneck arm holds a silicone ring that the bottle sits in, so you can aim the nipple at the baby.',
      ],
      4: [
        'The arm is 30 cm long. The ring stretches to fit bottles from 5 to 8 cm wide. The clamp has rubber pads so it does not scratch the handle.',
      ],
      5: ['It could clip onto a high chair too. The ring could be replaced by a cup for sippy cups.'],
      6: ['Parents with strollers, nannies, grandparents.'],
    },
    sketchCaption: null,
    components: ['clamp', 'arm', 'ring'],
    essentials: ['clamp', 'arm', 'ring'],
    keyFunction: ['hold'],
    keyTerms: ['30 cm', 'gooseneck', 'silicone', '5 to 8 cm'],
  },
  {
    field: 'car care process',
    kinds: ['method'],
    landing: 'my method restores cloudy headlights so they stay clear for years instead of months',
    answers: {
      2: [
        'Headlight kits just polish the lens and it goes yellow again in a few months because the UV coating is gone.',
      ],
      3: [
        'The trick is sealing the lens with a UV clear coat after sanding, so the sun cannot oxidize the plastic again.',
      ],
      4: [
        'Tape off the paint around the headlight. Wet sand the lens with 800 grit, then 1500, then 3000 grit sandpaper. Wipe it with isopropyl alcohol and let it dry. Spray two coats of 2K UV clear coat 10 minutes apart and let it cure for 24 hours.',
      ],
      5: [
        'A polishing compound can be used after the 3000 grit for extra shine. A 1K clear coat works but does not last as long.',
      ],
      6: ['Car owners, detail shops, used car dealers.'],
    },
    sketchCaption: null,
    components: ['sandpaper', 'clear coat', 'isopropyl alcohol'],
    essentials: ['sand', 'clear coat'],
    keyFunction: ['seal'],
    keyTerms: ['800 grit', '3000 grit', '24 hours', 'UV clear coat'],
  },
  {
    field: 'home product',
    kinds: ['article'],
    landing: 'A window screen that rolls up into a box at the top of the window like a blind.',
    answers: {
      2: [
        'Regular screens have to be taken out every fall and they get bent in storage. Sliding screens block half the window.',
      ],
      3: [
        'The mesh is on a spring roller inside an aluminum box at the top of the frame. You pull it down by a bar at the bottom and the bar locks into magnets on the sill. Side channels keep the edges of the mesh from blowing out.',
      ],
      4: [
        'The box is 5 cm square. The mesh is fiberglass, 18 by 16 per inch. The magnets are neodymium and hold the bar against the wind. The side channels have brush strips so bugs cannot get in at the edges.',
      ],
      5: [
        'It could be motorized with a small battery motor. A pet-resistant polyester mesh could be used instead of fiberglass.',
      ],
      6: ['Homeowners, apartment buildings, vacation homes.'],
    },
    sketchCaption: null,
    components: ['mesh', 'spring roller', 'box', 'bar', 'magnets', 'side channels'],
    essentials: ['mesh', 'roller', 'bar'],
    keyFunction: ['roll'],
    keyTerms: ['fiberglass', 'neodymium', 'brush strips', '5 cm'],
  },
  {
    field: 'garden product',
    kinds: ['article'],
    landing: 'A self-watering plant pot with a float that pops up when the water tank is low.',
    answers: {
      2: [
        'People go away for a week and come back to dead plants. Self-watering pots exist but you cannot tell how much water is left without lifting them.',
      ],
      3: [
        'The pot sits on top of a water tank and a cotton wick pulls water up into the soil. A foam float in a tube rises and falls with the water, and a red cap on top of the float shows above the rim when the tank is full and drops out of sight when it is nearly empty.',
      ],
      4: [
        'The tank holds 1.5 liters, enough for about 10 days. The wick is 8 mm braided cotton. You refill it through a spout on the side without moving the plant. The pot is recycled polypropylene, 18 cm across.',
      ],
      5: [
        'It could come in 12, 18 and 25 cm sizes. The float cap could be green and red striped so you see the level better.',
      ],
      6: ['Busy people, offices, people who travel, plant shops.'],
    },
    sketchCaption: null,
    components: ['tank', 'wick', 'float', 'tube', 'spout'],
    essentials: ['tank', 'wick', 'float'],
    keyFunction: ['rise'],
    keyTerms: ['1.5 liters', '8 mm', 'polypropylene', 'red cap'],
  },
  {
    field: 'energy software',
    kinds: ['software'],
    landing:
      'An app that reads the electric meter with the phone camera and warns you when your usage spikes.',
    answers: {
      2: [
        'Most people only see their electricity use once a month on the bill, when it is too late to find the space heater someone left on.',
      ],
      3: [
        'You take a photo of the meter every day and the app reads the digits with text recognition. It works out daily kilowatt-hours and sends an alert if a day is more than 30 percent above your 2-week average.',
      ],
      4: [
        'The photos are processed on the phone and only the readings are stored. It shows a chart of daily use and an estimated bill based on the rate you enter.',
      ],
      5: [
        'It could connect to smart meters directly instead of photos. Roommates could split the bill by room.',
      ],
      6: ['Renters, families trying to save money, small landlords.'],
    },
    sketchCaption: null,
    components: ['camera', 'text recognition', 'chart'],
    essentials: ['photo', 'alert'],
    keyFunction: ['alert'],
    keyTerms: ['30 percent', 'kilowatt-hours', 'text recognition', 'average'],
  },
  {
    field: 'kitchen tool',
    kinds: ['article'],
    landing: 'A garlic press that cleans itself: the grid pops out when you open the handles all the way.',
    answers: {
      2: [
        'Cleaning a garlic press is the worst part of using one. The garlic skins get stuck in the holes and you have to pick them out with a toothpick.',
      ],
      3: [
        'The perforated grid sits on two pins in the basket. When the handles open past 180 degrees, a cam on the upper handle pushes the grid up and out so you can rinse it under the tap.',
      ],
      4: [
        'The handles are die-cast zinc, 18 cm long. The grid is stainless steel with 1.5 mm holes. A silicone plunger pad on the upper handle presses the cloves through the grid.',
      ],
      5: ['The grid could have larger holes for ginger. A plastic version could go in the dishwasher.'],
      6: ['Home cooks, restaurant kitchens, people with arthritis.'],
    },
    sketchCaption: null,
    components: ['handles', 'grid', 'basket', 'cam', 'plunger pad'],
    essentials: ['grid', 'cam'],
    keyFunction: ['push'],
    keyTerms: ['180 degrees', '1.5 mm', 'die-cast zinc', 'silicone'],
  },
  {
    field: 'scheduling software',
    kinds: ['software'],
    landing: 'An app for dog walkers that plans the day so dogs from the same building are walked together.',
    answers: {
      2: ['Dog walkers waste an hour a day driving back and forth between clients who live near each other.'],
      3: [
        'The walker enters each dog with its address, size and how well it gets along with other dogs. The app groups dogs by building and by walking time windows, keeps dogs that do not get along apart, and puts no more than 4 dogs in a group.',
      ],
      4: [
        'It uses the walking distance from a map service to order the groups into a route. Owners get a text when their dog is picked up and dropped off.',
      ],
      5: ['It could also handle cat visits. Walkers could trade clients with each other when they are sick.'],
      6: ['Independent dog walkers, pet care companies, apartment concierges.'],
    },
    sketchCaption: null,
    components: ['route', 'groups', 'map service'],
    essentials: ['group', 'route'],
    keyFunction: ['group'],
    keyTerms: ['4 dogs', 'walking distance', 'text', 'time windows'],
  },
  {
    field: 'food process',
    kinds: ['method'],
    landing:
      'My method makes cold brew coffee in 2 hours instead of 18 by stirring it with a magnetic stirrer.',
    answers: {
      2: ["Cold brew takes all night, so cafes have to guess the next day's demand."],
      3: [
        'Constant stirring keeps fresh water against the grounds so the coffee extracts much faster without heat.',
      ],
      4: [
        'Mix 100 grams of coarse ground coffee with 1 liter of cold filtered water in a glass jar. Stir at 400 rpm with a magnetic stirrer for 2 hours at room temperature. Filter through a paper filter and refrigerate.',
      ],
      5: ['A stainless steel vessel works instead of glass. 3 hours gives a stronger concentrate.'],
      6: ['Cafes, home baristas, coffee trucks.'],
    },
    sketchCaption: null,
    components: ['magnetic stirrer', 'jar', 'filter'],
    essentials: ['stir', 'coffee'],
    keyFunction: ['stir'],
    keyTerms: ['400 rpm', '2 hours', '100 grams', 'paper filter'],
  },
  {
    field: 'outdoor product',
    kinds: ['composition'],
    landing: 'I make fire starters out of sawdust and wax in egg cartons.',
    answers: {
      2: [
        'Lighting a campfire with wet kindling is frustrating, and store-bought fire starters are expensive and full of chemicals.',
      ],
      3: [
        'Each cup of the egg carton is a fire starter. The wax soaks into the sawdust and the cardboard so it burns for about 10 minutes, long enough to catch the kindling even when it is damp.',
      ],
      4: [
        'By weight it is 60 percent paraffin wax and 40 percent pine sawdust. I melt the wax to 70 degrees C, stir in the sawdust, spoon it into the egg carton cups and let it cool for an hour, then cut the cups apart. Each one weighs about 20 grams.',
      ],
      5: [
        'Soy wax works instead of paraffin. You can add a short cotton wick to each cup so it lights easier.',
      ],
      6: ['Campers, people with wood stoves, scouts.'],
    },
    sketchCaption: null,
    components: ['paraffin wax', 'sawdust', 'egg carton'],
    essentials: ['wax', 'sawdust'],
    keyFunction: ['soak'],
    keyTerms: ['60 percent', '70 degrees', '20 grams', 'pine sawdust'],
  },
  {
    field: 'outdoor gear',
    kinds: ['article'],
    landing: 'A camping chair with a built-in cooler under the seat.',
    answers: {
      2: [
        'When you go camping or to the beach you carry a chair and a cooler separately, which means two trips from the car.',
      ],
      3: [
        'The seat sits on top of an insulated cooler box, and the chair legs fold up against the sides of the box so the whole thing carries like a backpack with two straps.',
      ],
      4: [
        'The cooler holds 12 cans and has a zippered lid under the seat cushion. The frame is aluminum tube and the seat is 600 denier polyester. It weighs 4 kg.',
      ],
      5: ['A cup holder could clip on the armrest. The cooler liner could be removable for washing.'],
      6: ['Campers, beachgoers, parents at kids sports games.'],
    },
    sketchCaption: null,
    components: ['seat', 'cooler box', 'legs', 'straps', 'lid'],
    essentials: ['seat', 'cooler', 'legs'],
    keyFunction: ['fold'],
    keyTerms: ['12 cans', 'aluminum', '600 denier', '4 kg'],
  },
  {
    field: 'pet product',
    kinds: ['article'],
    landing: 'A slow feeder dog bowl with a spinning maze insert so fast eaters have to work for each bite.',
    answers: {
      2: [
        'Dogs that gulp their food can choke or bloat, and fixed slow feeder bowls get boring so the dog gives up.',
      ],
      3: [
        'The maze insert sits on a center post and spins when the dog pushes it with its nose, so the kibble moves to new channels and the dog keeps working.',
      ],
      4: [
        'The bowl is 25 cm across and made of food-safe melamine. The insert has 6 channels and a rubber ring underneath so it does not rattle. The bottom has non-slip silicone feet.',
      ],
      5: ['A smaller insert for cats. The insert could lock in place for beginner dogs.'],
      6: ['Dog owners, shelters, vets recommending slower eating.'],
    },
    sketchCaption: null,
    components: ['bowl', 'maze insert', 'center post', 'rubber ring', 'feet'],
    essentials: ['insert', 'post'],
    keyFunction: ['spin'],
    keyTerms: ['25 cm', 'melamine', '6 channels', 'silicone'],
  },
  {
    field: 'hand tool',
    kinds: ['article'],
    landing: 'A tape measure with a built-in pencil that marks the spot when you press a button on the case.',
    answers: {
      2: [
        'Every time I measure a board I have to hold the tape with one hand and find a pencil with the other, and the tape slips.',
      ],
      3: [
        'A spring-loaded carpenter pencil lead sits in a channel next to the tape opening. Pressing the button on the case pushes the lead out against the board right at the end of the tape.',
      ],
      4: [
        'The case is ABS plastic with a rubber grip. The tape is 5 meters long. The lead is a 2 mm refillable graphite lead and a spring pulls it back in when you let go.',
      ],
      5: ['It could use a scribe point for metal instead of a pencil lead. A version with a laser dot.'],
      6: ['Carpenters, DIYers, cabinet makers.'],
    },
    sketchCaption: null,
    components: ['case', 'tape', 'lead', 'button', 'spring'],
    essentials: ['lead', 'button'],
    keyFunction: ['push'],
    keyTerms: ['5 meters', '2 mm', 'ABS', 'graphite'],
  },
  {
    field: 'household software',
    kinds: ['software'],
    landing:
      'an app that tells roommates whose turn it is to take out the trash and reminds them the night before pickup',
    answers: {
      2: ['In shared apartments the trash piles up because nobody remembers whose turn it is.'],
      3: [
        'Each roommate joins the household in the app. The app rotates the turn after each pickup day and sends a push notification at 8 pm the night before to whoever is next.',
      ],
      4: [
        "The pickup schedule comes from the city's waste calendar or is entered by hand. When someone takes the trash out they tap done, and if nobody taps done by pickup day the app reminds everyone.",
      ],
      5: ['It could also track recycling and compost bins. Roommates could swap turns.'],
      6: ['Roommates, student housing, families with teenagers.'],
    },
    sketchCaption: null,
    components: ['rotation', 'notification', 'schedule'],
    essentials: ['turn', 'notification'],
    keyFunction: ['rotate'],
    keyTerms: ['8 pm', 'pickup', 'push notification', 'waste calendar'],
  },
  {
    field: 'cleaning composition',
    kinds: ['composition'],
    landing: 'A reusable cleaning wipe made from old t-shirts soaked in a vinegar and castile soap solution.',
    answers: {
      2: ['Disposable wipes fill up landfills and most contain plastic fibers.'],
      3: [
        'The cotton holds the solution so each wipe cleans counters without streaks, and when it dries out you wash it and soak it again.',
      ],
      4: [
        'The solution is 500 ml of water, 250 ml of white vinegar, 2 tablespoons of castile soap and 10 drops of lemon essential oil. I cut the t-shirts into 20 cm squares, fold them into a jar and pour the solution over them.',
      ],
      5: [
        'Rubbing alcohol can replace some of the water so they dry faster. Tea tree oil works instead of lemon.',
      ],
      6: ['Families, cleaning services, zero-waste shops.'],
    },
    sketchCaption: null,
    components: ['water', 'vinegar', 'castile soap', 'cotton squares'],
    essentials: ['vinegar', 'castile soap'],
    keyFunction: ['clean'],
    keyTerms: ['250 ml', '20 cm', 'castile soap', 'lemon essential oil'],
  },
  {
    field: 'door hardware',
    kinds: ['article'],
    landing:
      "It's a door stop that drops down by itself when the door opens all the way, so you don't have to bend down.",
    answers: {
      2: [
        "Door stops you kick under the door slide away, and my dad can't bend down to set one after his back surgery.",
      ],
      3: [
        'A metal housing screws to the bottom of the door. Inside it a rubber foot sits on a pivot arm, and a small weight holds the arm up. When the door swings open past about 80 degrees a cam on the hinge side pushes the arm past center and the foot drops onto the floor and holds the door.',
      ],
      4: [
        'The housing is zinc alloy, about 12 cm long. The foot is a 3 cm natural rubber pad. To release it you tap the foot with your toe and a spring flips the arm back up. Does the foot size matter? It works on tile, wood and low carpet.',
      ],
      5: ['A magnet could hold the arm up instead of the weight. A bigger foot for thick carpet.'],
      6: ['Older people, wheelchair users, hospitals, offices with heavy doors.'],
    },
    sketchCaption: null,
    components: ['housing', 'rubber foot', 'pivot arm', 'cam', 'spring'],
    essentials: ['foot', 'arm', 'cam'],
    keyFunction: ['drop'],
    keyTerms: ['80 degrees', 'zinc', '3 cm', 'natural rubber'],
  },
  {
    field: 'appliance monitor',
    kinds: ['article'],
    landing: 'A little sensor that sticks inside the freezer and texts you if it gets too warm.',
    answers: {
      2: [
        'We lost about $300 of meat when the freezer door got left open a crack overnight and nobody noticed.',
      ],
      3: [
        'A temperature probe reads the freezer air every minute. If it stays above minus 10 degrees Celsius for more than 20 minutes the board sends a text over WiFi, and it sends another one when the temperature comes back down.',
      ],
      4: [
        'The case is 6 by 4 cm with a magnet on the back. Inside is an ESP32, a DS18B20 probe and two AA lithium batteries, which work in the cold and last about a year. A button on the front sends a test text.',
      ],
      5: ['It could also beep. The same thing would work in a fridge with a limit of 8 degrees.'],
      6: ['Families, restaurants, hunters with a chest freezer in the garage.'],
    },
    sketchCaption: null,
    components: ['probe', 'case', 'magnet', 'batteries', 'button'],
    essentials: ['probe', 'text'],
    keyFunction: ['send'],
    keyTerms: ['minus 10 degrees Celsius', '20 minutes', 'ESP32', 'DS18B20'],
  },
  {
    field: 'cleaning composition',
    kinds: ['composition'],
    landing: 'I make my own dishwasher powder that works in hard water and has no phosphates.',
    answers: {
      2: ["Store pods leave a white film in hard water and they're full of phosphates and plastic wrappers."],
      3: [
        'The citric acid keeps the minerals from sticking to the glasses and the washing soda cuts the grease.',
      ],
      4: [
        "By weight it's 50 percent washing soda, 30 percent citric acid, 15 percent coarse salt and 5 percent sodium percarbonate. You mix it dry and keep it in a sealed jar so it doesn't clump. One tablespoon per load.",
      ],
      5: [
        'Baking soda can replace half the washing soda for soft water. A few drops of lemon oil for smell.',
      ],
      6: ['Households with hard water, people avoiding plastic, refill shops.'],
    },
    sketchCaption: null,
    components: ['washing soda', 'citric acid', 'salt', 'sodium percarbonate'],
    essentials: ['washing soda', 'citric acid'],
    keyFunction: ['minerals'],
    keyTerms: ['50 percent', 'citric acid', 'sodium percarbonate', 'one tablespoon'],
  },
  {
    field: 'food process',
    kinds: ['method'],
    landing: "My way of making oat milk at home that doesn't get slimy.",
    answers: {
      2: ['Blending oats in warm water makes the starch gel and the milk turns slimy.'],
      3: [
        'The trick is using ice cold water and blending for only 30 seconds, then straining twice, so the starch never gels.',
      ],
      4: [
        'Soak 1 cup of rolled oats for 15 minutes, rinse, then blend with 4 cups of ice water and a pinch of salt for 30 seconds. Strain through a nut milk bag, then through a fine sieve. Keep it in the fridge up to 5 days.',
      ],
      5: ['A date can be blended in for sweetness. Steel cut oats work too but need 1 hour soaking.'],
      6: ['People with dairy allergies, vegans, cafes.'],
    },
    sketchCaption: null,
    components: ['oats', 'ice water', 'nut milk bag'],
    essentials: ['oats', 'water'],
    keyFunction: ['blend'],
    keyTerms: ['30 seconds', '15 minutes', 'nut milk bag', 'ice'],
  },
  {
    field: 'construction process',
    kinds: ['method'],
    landing:
      'My method cures concrete countertops without cracks by wrapping them in wet burlap and plastic.',
    answers: {
      2: ['Countertops dry out on top faster than underneath, and that curls the slab and cracks it.'],
      3: [
        'The wet burlap keeps the surface as wet as the inside, so the slab cures evenly and does not curl.',
      ],
      4: [
        'After the pour you wait about 4 hours until it is firm. Soak the burlap in water, lay it over the slab, then cover everything with 6 mil plastic and tape the edges. Re-wet the burlap every morning for 7 days. Keep the room between 15 and 25 degrees Celsius.',
      ],
      5: ['A curing blanket could be used instead of burlap. For thin slabs 5 days is enough.'],
      6: ['Countertop makers, DIY remodelers, precast shops.'],
    },
    sketchCaption: null,
    components: ['burlap', 'plastic sheet', 'tape'],
    essentials: ['burlap', 'plastic'],
    keyFunction: ['wet'],
    keyTerms: ['4 hours', '6 mil', '7 days', '15 and 25 degrees Celsius'],
  },
  {
    field: 'family health software',
    kinds: ['software'],
    landing:
      "An app that keeps track of my kids' vaccines and checkups and tells me when the next one is due.",
    answers: {
      2: [
        'I have three kids and the paper vaccine cards get lost, and I always find out at school registration that one is missing a shot.',
      ],
      3: [
        "You enter each child's birth date and the app builds their schedule from the CDC immunization schedule. It sends a reminder two weeks before each shot or checkup is due, and marks it done when you scan the clinic's receipt.",
      ],
      4: [
        "The schedule rules are stored as a table of vaccine, dose number and age range, so when the CDC changes it we just update the table. The app exports a PDF record for school forms. Parents can share a child with the other parent's phone.",
      ],
      5: [
        'It could also track allergies and medicines. Pediatric offices could send the records straight into the app.',
      ],
      6: ['Parents, foster families, school nurses.'],
    },
    sketchCaption: null,
    components: ['schedule', 'reminder', 'record'],
    essentials: ['schedule', 'reminder'],
    keyFunction: ['birth date'],
    keyTerms: ['CDC', 'two weeks', 'PDF', 'dose number'],
  },
  {
    field: 'medication aid',
    kinds: ['article'],
    landing: 'A pill bottle cap that shows what day you last opened it, so you know if you took your pill.',
    answers: {
      2: [
        'My mom takes a blood thinner and can never remember if she already took it today, and taking two is dangerous.',
      ],
      3: [
        'The cap has a dial with the days of the week on it. Every time you twist the cap off, a ratchet turns the dial one day forward, so the window on top shows the day of the last opening.',
      ],
      4: [
        'The cap fits standard 38 mm pharmacy bottles. The dial is printed polypropylene with seven days, and the window is a clear lens. You can reset it by pressing the dial down and turning it.',
      ],
      5: [
        'The dial could show AM and PM for twice a day pills. A version with a small LCD instead of the dial.',
      ],
      6: ['Older adults, caregivers, pharmacies that give them out.'],
    },
    sketchCaption: null,
    components: ['cap', 'dial', 'ratchet', 'window'],
    essentials: ['dial', 'ratchet'],
    keyFunction: ['turn'],
    keyTerms: ['38 mm', 'seven days', 'polypropylene', 'clear lens'],
  },
  {
    field: 'garden tool',
    kinds: ['article'],
    landing:
      "A garden hose reel that winds the hose back up by itself using the water pressure, so you don't have to crank it.",
    answers: {
      2: [
        'Cranking a 30 meter hose back onto the reel is hard on your shoulders and most people just leave it in a pile.',
      ],
      3: [
        'A small water turbine in the inlet drives the reel through a gear train. When you turn the valve on the side to rewind, the water goes through the turbine and out a drain port instead of into the hose, and the reel spins and winds the hose in.',
      ],
      4: [
        'The reel holds 30 meters of 16 mm hose. The gear ratio is 20 to 1. The frame is powder coated steel and the turbine housing is glass-filled nylon. A clutch slips if the hose snags so nothing breaks.',
      ],
      5: ['A spring motor could do the rewinding instead of the turbine. It could mount on a wall.'],
      6: ['Gardeners, older homeowners, landscapers.'],
    },
    sketchCaption: null,
    components: ['reel', 'turbine', 'gear train', 'valve', 'clutch'],
    essentials: ['turbine', 'reel', 'valve'],
    keyFunction: ['wind'],
    keyTerms: ['30 meters', '20 to 1', 'glass-filled nylon', '16 mm'],
  },
  {
    field: 'pet software',
    kinds: ['software'],
    landing:
      'An app that tells dog owners when the sidewalk is too hot for paws, using the air temperature and the sun.',
    answers: {
      2: ['Asphalt can be 25 degrees hotter than the air, and dogs burn their pads before owners notice.'],
      3: [
        "The app takes the air temperature, cloud cover and sun angle from a weather service and estimates the pavement temperature. If it's over 52 degrees Celsius it shows a red paw and sends a push notification before the owner's usual walk time.",
      ],
      4: [
        'It learns the usual walk times from when the owner taps start walk. The estimate uses a table of surface types, asphalt, concrete and grass, chosen in settings.',
      ],
      5: ['It could suggest a cooler time to walk. A version for horses.'],
      6: ['Dog owners, dog walkers, vets.'],
    },
    sketchCaption: null,
    components: ['estimate', 'notification', 'walk time'],
    essentials: ['temperature', 'notification'],
    keyFunction: ['estimate'],
    keyTerms: ['52 degrees Celsius', 'push notification', 'asphalt'],
  },
  {
    field: 'bathroom product',
    kinds: ['article'],
    landing: 'A shower caddy that stays on tile with suction cups you lock with a lever so it never falls.',
    answers: {
      2: ['Normal suction caddies slide down the wall after a week and dump everything in the tub.'],
      3: [
        'Each suction cup has a lever on top. Flipping the lever pulls the middle of the cup up and makes a strong vacuum against the tile. The shelf hooks onto the two cups.',
      ],
      4: [
        'The shelf is 30 cm wide, made of powder coated steel wire with a drain grid. The cups are 6 cm silicone and hold up to 5 kg each. To take it down you flip the lever back and the cup lets go.',
      ],
      5: ['The shelf could be bamboo. Two shelves stacked on the same cups.'],
      6: ['Renters, hotels, people with glass shower doors.'],
    },
    sketchCaption: null,
    components: ['suction cup', 'lever', 'shelf'],
    essentials: ['suction cup', 'lever', 'shelf'],
    keyFunction: ['vacuum'],
    keyTerms: ['30 cm', '6 cm', '5 kg', 'silicone'],
  },
  {
    field: 'baby product',
    kinds: ['article'],
    landing:
      'A baby gate you open with your foot by stepping on a pedal, because your hands are always full.',
    answers: {
      2: [
        "With a baby on one arm and laundry in the other, you can't squeeze a gate latch, so people leave the gate open.",
      ],
      3: [
        'A pedal at the bottom of the gate pulls a cable that lifts the latch bolt out of the wall cup. The gate swings open and a spring hinge closes it again, and the bolt drops back into the cup by itself.',
      ],
      4: [
        'The gate is 76 cm tall and fits openings from 75 to 90 cm with pressure mounts. The pedal needs about 3 kg of force so a toddler cannot press it. The frame is steel and the pedal is ABS.',
      ],
      5: ['The pedal could be on both sides. A version that mounts with screws for stairs.'],
      6: ['Parents, grandparents, daycares.'],
    },
    sketchCaption: null,
    components: ['pedal', 'cable', 'latch bolt', 'spring hinge'],
    essentials: ['pedal', 'cable', 'bolt'],
    keyFunction: ['lift'],
    keyTerms: ['76 cm', '3 kg', '75 to 90 cm', 'ABS'],
  },
  {
    field: "children's lighting",
    kinds: ['article'],
    landing:
      "A night light that tells my kids when it's okay to get out of bed: red means stay, green means you can get up.",
    answers: {
      2: ["My twins wake up at 5 and come into our room because they can't tell time yet."],
      3: [
        "There's an RGB LED ring behind a frosted dome and a small real-time clock chip. At the bedtime I set it glows red, and at the wake-up time it turns green. It fades to off 30 minutes after turning green.",
      ],
      4: [
        'You set the two times with buttons on the bottom. It runs on a USB cable or three AA batteries. The dome is 10 cm across and shaped like a moon.',
      ],
      5: [
        'It could play a soft chime when it turns green. An app could set the times instead of the buttons.',
      ],
      6: ['Parents of toddlers, daycares, grandparents.'],
    },
    sketchCaption: null,
    components: ['LED ring', 'dome', 'clock chip', 'buttons'],
    essentials: ['LED', 'clock'],
    keyFunction: ['green'],
    keyTerms: ['30 minutes', '10 cm', 'RGB', 'real-time clock'],
  },
  {
    field: 'garden chemistry',
    kinds: ['composition'],
    landing: "I mix my own weed killer spray from vinegar and salt that doesn't hurt pets.",
    answers: {
      2: ['Store weed killers have glyphosate and my dog eats grass.'],
      3: ['The vinegar burns the leaves and the dish soap makes it stick to them instead of running off.'],
      4: [
        'It is 1 gallon of 20 percent cleaning vinegar, 1 cup of salt and 1 tablespoon of dish soap. Stir until the salt dissolves and spray it on a sunny day. It works in about 24 hours.',
      ],
      5: ['Orange oil can be added for tougher weeds. Leave out the salt near plants you want to keep.'],
      6: ['Gardeners with pets, organic farms, cities that banned glyphosate.'],
    },
    sketchCaption: null,
    components: ['vinegar', 'salt', 'dish soap'],
    essentials: ['vinegar', 'soap'],
    keyFunction: ['stick'],
    keyTerms: ['20 percent', '1 cup', '24 hours', 'glyphosate'],
  },
  {
    field: 'building materials',
    kinds: ['method'],
    landing: 'My process makes garden pavers out of crushed glass bottles and cement.',
    answers: {
      2: [
        'Most glass bottles in our town go to the landfill because recycling it costs more than new glass.',
      ],
      3: [
        'Crushed glass replaces the sand, and tumbling it first rounds off the sharp edges so the pavers are safe to walk on.',
      ],
      4: [
        'Crush the bottles to pieces under 5 mm, then tumble them in a cement mixer with water for 20 minutes. Mix 3 parts glass with 1 part Portland cement and enough water to make a stiff paste. Press it into rubber molds, cover with plastic and let it cure for 7 days.',
      ],
      5: ['Colored glass makes patterned pavers. Fly ash can replace a quarter of the cement.'],
      6: ['Landscapers, towns with glass recycling problems, DIY builders.'],
    },
    sketchCaption: null,
    components: ['glass', 'cement', 'mold'],
    essentials: ['glass', 'cement'],
    keyFunction: ['tumbl'],
    keyTerms: ['5 mm', '20 minutes', '3 parts', '7 days'],
  },
  {
    field: 'small business software',
    kinds: ['software'],
    landing:
      'An app for small bakeries that takes preorders online and tells the baker how much dough to make each morning.',
    answers: {
      2: ['I run a bakery and I either throw out bread at night or sell out by 10 am.'],
      3: [
        'Customers order for the next day by 8 pm. At 9 pm the app adds up the preorders and the average walk-in sales for that weekday from the last 4 weeks, and sends the baker a prep list with kilograms of each dough.',
      ],
      4: [
        'Each recipe is stored with its dough weight per loaf. The app prints pickup labels. Customers pay when they order through Stripe.',
      ],
      5: ['It could adjust for holidays and weather. A version for coffee shops with pastries.'],
      6: ['Bakeries, pastry shops, farmers market stands.'],
    },
    sketchCaption: null,
    components: ['preorder', 'prep list', 'recipe'],
    essentials: ['preorder', 'prep list'],
    keyFunction: ['add'],
    keyTerms: ['9 pm', '4 weeks', 'Stripe', 'kilograms'],
  },
  {
    field: 'kitchen product',
    kinds: ['article'],
    landing:
      "It's a stretchy silicone lid that fits over any bowl, with a little vent tab so you can microwave with it on.",
    answers: {
      2: ['Plastic wrap is wasteful and rigid lids only fit one size of bowl.'],
      3: [
        'The lid is a thin silicone sheet with a thick rim that grips the bowl edge when you stretch it over. A flap in the middle lifts up to let steam out in the microwave and lies flat to seal in the fridge.',
      ],
      4: [
        'It comes in 15, 20 and 25 cm sizes and each one stretches to about 1.5 times its size. The silicone is food grade and safe to 230 degrees Celsius.',
      ],
      5: ['A version with a pull tab on the rim to take it off. It could be printed with measurement lines.'],
      6: ['Home cooks, meal preppers, people getting rid of plastic wrap.'],
    },
    sketchCaption: null,
    components: ['silicone sheet', 'rim', 'flap'],
    essentials: ['rim', 'flap'],
    keyFunction: ['grip'],
    keyTerms: ['230 degrees Celsius', '1.5 times', 'food grade', '25 cm'],
  },
  {
    field: 'medication reminder',
    kinds: ['article'],
    landing: 'A bracelet that buzzes when it is time for a pill, and you tap it to say you took it.',
    answers: {
      2: [
        "My grandpa has five medicines a day and phone alarms just get swiped away. He doesn't carry his phone around the house anyway.",
      ],
      3: [
        'A small vibration motor in the band buzzes at each dose time. Tapping the face twice stops it and logs the dose. If nobody taps within 10 minutes it buzzes again, and after three misses it texts a family member through the phone app.',
      ],
      4: [
        'The dose times are set in the phone app and synced over Bluetooth. The band is silicone and the case is 35 mm across. The battery lasts about a week and charges on a magnetic puck.',
      ],
      5: [
        'It could light an LED in a color for each medicine. A clip-on version for people who hate bracelets.',
      ],
      6: ['Older adults, caregivers, people on complicated medication schedules.'],
    },
    sketchCaption: null,
    components: ['band', 'vibration motor', 'case'],
    essentials: ['motor', 'dose'],
    keyFunction: ['buzz'],
    keyTerms: ['10 minutes', 'three misses', 'Bluetooth', '35 mm'],
  },
  {
    field: 'kitchen product',
    kinds: ['composition'],
    landing:
      'Reusable food wraps made of cotton coated with beeswax, pine resin and jojoba oil, instead of plastic wrap.',
    answers: {
      2: ['Plastic wrap is single use and most beeswax wraps crack and stop sticking after a month.'],
      3: [
        'The pine resin makes the wrap cling to itself and to bowls, and the jojoba oil keeps the wax soft so it does not crack.',
      ],
      4: [
        'By weight the coating is 60 percent beeswax, 30 percent pine resin and 10 percent jojoba oil. Melt the resin first at 120 degrees Celsius, stir in the beeswax and oil, then brush it on cotton squares and hang them to cool. Warm hands shape the wrap around a bowl.',
      ],
      5: ['Candelilla wax can replace the beeswax for a vegan wrap. Organic cotton or hemp cloth works too.'],
      6: ['Home cooks, lunch packers, zero-waste shops.'],
    },
    sketchCaption: null,
    components: ['beeswax', 'pine resin', 'jojoba oil', 'cotton'],
    essentials: ['wax', 'resin'],
    keyFunction: ['cling'],
    keyTerms: ['60 percent', '120 degrees Celsius', 'jojoba oil', 'pine resin'],
  },
  {
    field: 'bicycle security',
    kinds: ['article'],
    landing: 'I keep forgetting my bike lock at home, so I made a seat post with a lock cable built into it.',
    answers: {
      2: [
        'Separate U-locks are heavy and you have to carry them, and if you forget it your bike gets stolen. Mine got stolen twice.',
      ],
      3: [
        'A braided steel cable is coiled on a spring reel inside the hollow seat post. You pull the cable out of the top of the post, loop it around a rack and click the end into a lock body on the seat clamp. A key cylinder on the lock body opens it.',
      ],
      4: [
        'The cable is 8 mm thick and 1.2 meters long. The seat post is 27.2 mm aluminum, the standard size. When you unlock it the reel pulls the cable back into the post by itself. Does the key need to be described in detail?',
      ],
      5: ['A combination dial could replace the key cylinder. The post could come in 30.9 and 31.6 mm too.'],
      6: ['Commuters, bike share fleets, students.'],
    },
    sketchCaption: null,
    components: ['seat post', 'cable', 'spring reel', 'lock body'],
    essentials: ['cable', 'reel', 'lock body'],
    keyFunction: ['pull'],
    keyTerms: ['8 mm', '1.2 meters', '27.2 mm', 'key cylinder'],
  },
  {
    field: 'chemical process',
    kinds: ['method'],
    landing:
      'A way to make biodiesel from used fryer oil in a two-stage batch so it passes the soap test the first time.',
    answers: {
      2: [
        "Single-stage batches with dirty oil leave too much soap and unreacted oil, and then you're washing it for days.",
      ],
      3: [
        'First I titrate the oil to know how much lye to add. Then I mix methanol and potassium hydroxide into methoxide, add 80 percent of it to the oil at 55 degrees Celsius and stir for an hour. I let the glycerin settle and drain it, then add the other 20 percent and stir another 30 minutes.',
      ],
      4: [
        'The methanol is 20 percent of the oil volume. After the second stage I let it settle overnight, drain the glycerin again and wash it with warm water twice. Honestly the titration is the part people skip.',
      ],
      5: [
        'Sodium hydroxide works instead of potassium hydroxide but the glycerin gets solid. You can dry it with a bubbler instead of letting it sit.',
      ],
      6: ['Farmers, small fleet owners, restaurants that want to use their own oil.'],
    },
    sketchCaption: null,
    components: ['oil', 'methanol', 'potassium hydroxide', 'glycerin'],
    essentials: ['methanol', 'oil'],
    keyFunction: ['settle'],
    keyTerms: ['55 degrees Celsius', '80 percent', '20 percent', 'glycerin'],
  },
  {
    field: 'medical device',
    kinds: ['article'],
    landing:
      'My son has asthma and he never breathes slow enough through his spacer, so I made a spacer with a little reed that whistles if you breathe in too fast.',
    answers: {
      2: [
        "Kids suck the medicine in way too fast and most of it hits the back of their throat instead of the lungs. The doctor kept telling us to breathe slower but he can't tell how fast is too fast.",
      ],
      3: [
        "It's a clear plastic tube that the inhaler plugs into at one end, with a mouthpiece and a one-way valve at the other end. A small reed in a slot on the side whistles when the air going in is faster than about 30 liters a minute, so he hears it and slows down.",
      ],
      4: [
        "The tube is 150 ml, antistatic polypropylene so the medicine doesn't stick to the walls. The reed is a thin silicone flap. There's also a counter ring on the mouthpiece that you turn after each puff. Is it a problem that the whistle threshold isn't exact?",
      ],
      5: [
        'A mask could replace the mouthpiece for toddlers. The reed could be tuned for adults at 60 liters a minute.',
      ],
      6: ['Kids with asthma, parents, pediatric clinics, school nurses.'],
    },
    sketchCaption: null,
    components: ['tube', 'mouthpiece', 'valve', 'reed'],
    essentials: ['tube', 'reed'],
    keyFunction: ['whistle'],
    keyTerms: ['30 liters a minute', '150 ml', 'polypropylene', 'silicone'],
  },
  {
    field: 'wound care',
    kinds: ['article'],
    landing:
      "I'm a home health nurse and I came up with a bandage that has a strip that turns purple when the wound gets infected, so you don't have to peel it off to check.",
    answers: {
      2: [
        "Every time you peel a dressing to look at a wound you disturb it and risk contamination. Infection usually shows up as the wound fluid going alkaline, but you can't see that.",
      ],
      3: [
        'The strip is paper soaked in bromocresol purple, sealed under a clear film window in the middle of the pad. It touches the wound fluid through a small hole in the pad. It stays yellow below pH 7 and turns purple above about pH 8.',
      ],
      4: [
        'The pad is 10 by 10 cm of foam with a silicone adhesive border. The strip is 5 mm wide. The window lets you see it without lifting anything.',
      ],
      5: ['Other pH dyes could be used, like phenol red. It could come as a roll you cut to size.'],
      6: ['Home health nurses, diabetic foot ulcer patients, nursing homes, burn units.'],
    },
    sketchCaption: null,
    components: ['pad', 'strip', 'window', 'border'],
    essentials: ['strip', 'pad', 'window'],
    keyFunction: ['turn purple'],
    keyTerms: ['bromocresol purple', 'pH 8', '10 by 10 cm', '5 mm'],
  },
  {
    field: 'plating process',
    kinds: ['method'],
    landing:
      'I copper plate 3D printed parts by painting them with graphite paint first so the plastic conducts.',
    answers: {
      2: [
        "You can't electroplate plastic directly, and the conductive paints you buy are silver and really expensive.",
      ],
      3: [
        'I sand the print, paint it with two coats of graphite in acrylic binder, and let it dry. Then it goes in a copper sulfate bath with a copper anode and I run about 0.1 amps per square inch for two hours.',
      ],
      4: [
        'The bath is 200 grams of copper sulfate and 50 ml of sulfuric acid per liter of water. I keep it at room temperature and stir it with an aquarium pump. The copper layer comes out around 0.1 mm.',
      ],
      5: [
        'Nickel works the same way with a nickel bath. Brushing on the paint is fine but spraying gives a smoother finish.',
      ],
      6: ['Cosplay makers, jewelry makers, small machine shops.'],
    },
    sketchCaption: null,
    components: ['graphite paint', 'copper sulfate', 'anode'],
    essentials: ['graphite', 'copper'],
    keyFunction: ['plate'],
    keyTerms: ['0.1 amps', 'two hours', '200 grams', 'copper sulfate'],
  },
  {
    field: 'health software',
    kinds: ['software'],
    landing:
      "An app for parents that tracks a kid's fever and tells you when the next dose of medicine is allowed.",
    answers: {
      2: [
        "At 3 am you can't remember if you gave Tylenol at 11 or at midnight, and both parents end up giving a dose.",
      ],
      3: [
        'You log the temperature and any dose you give. The app knows the minimum gap for each medicine, like 4 hours for acetaminophen and 6 for ibuprofen, and shows a countdown to when the next dose is okay. Both parents see the same log on their phones.',
      ],
      4: [
        "It works out the dose from the kid's weight, 15 mg per kg for acetaminophen. If the fever is over 40 degrees Celsius or lasts more than 3 days it tells you to call the doctor.",
      ],
      5: ['It could read a Bluetooth thermometer directly. Grandparents could get view-only access.'],
      6: ['Parents, babysitters, daycare staff.'],
    },
    sketchCaption: null,
    components: ['log', 'countdown'],
    essentials: ['dose', 'temperature'],
    keyFunction: ['track'],
    keyTerms: ['4 hours', '15 mg per kg', '40 degrees Celsius', '3 days'],
  },
  {
    field: 'assistive electronics',
    kinds: ['article'],
    landing:
      'My dad is deaf and misses the doorbell, so I built a doorbell receiver that flashes a lamp and buzzes a wristband when someone rings.',
    answers: {
      2: [
        "Flashing doorbell kits only flash one light in one room. If he's in the garden or asleep he still misses it.",
      ],
      3: [
        'A small receiver plugs into the wall and picks up the 433 MHz signal from the existing wireless doorbell button. When it gets the signal it switches a relay that flashes a lamp plugged into it three times and sends a Bluetooth message to a wristband, which vibrates.',
      ],
      4: [
        'The receiver has a learn button so it pairs with any 433 MHz button. The wristband has a coin motor and lasts about a week on a charge. The flashes are half a second on, half a second off.',
      ],
      5: [
        'It could also flash for the smoke alarm with a different pattern. A second receiver could sit in the bedroom.',
      ],
      6: ['Deaf and hard of hearing people, people who work in loud workshops, parents with headphones on.'],
    },
    sketchCaption: null,
    components: ['receiver', 'relay', 'lamp', 'wristband'],
    essentials: ['receiver', 'relay', 'wristband'],
    keyFunction: ['flash', 'vibrate'],
    keyTerms: ['433 MHz', 'learn button', 'Bluetooth', 'half a second'],
  },
  {
    field: 'woodworking finish',
    kinds: ['composition'],
    landing: 'I make a food-safe cutting board finish from mineral oil, beeswax and a little carnauba wax.',
    answers: {
      2: [
        'Plain mineral oil soaks in and washes out in a week, and most board creams are too soft to protect anything.',
      ],
      3: [
        "It's 4 parts mineral oil, 1 part beeswax and half a part carnauba wax by weight. The carnauba makes the surface harder so water beads up.",
      ],
      4: [
        'I melt the waxes in a double boiler at about 85 degrees Celsius, stir in the warm oil, and pour it into tins to set. You rub it on with a cloth, let it sit 20 minutes and buff off the extra.',
      ],
      5: [
        'Candelilla wax works instead of beeswax for a vegan version. A few drops of lemon oil can be added for smell.',
      ],
      6: ['Woodworkers who sell boards, home cooks, butcher block countertops.'],
    },
    sketchCaption: null,
    components: ['mineral oil', 'beeswax', 'carnauba wax'],
    essentials: ['mineral oil', 'beeswax', 'carnauba'],
    keyFunction: ['harder'],
    keyTerms: ['4 parts', 'carnauba wax', '85 degrees Celsius', '20 minutes'],
  },
  {
    field: 'home repair tool',
    kinds: ['article'],
    landing:
      'A ladder leveler that clamps on either leg and extends with a spring pin so the ladder stands straight on stairs.',
    answers: {
      2: ['People stack books or bricks under a ladder leg on stairs or uneven ground and it slips out.'],
      3: [
        'It is an aluminum channel that clamps to the side of the ladder leg with two thumb screws. Inside it slides an extension leg with holes every inch, and a spring pin snaps into a hole to lock the length. The extension has a rubber foot that pivots.',
      ],
      4: ['The extension gives up to 10 inches. The channel fits rails from 2.5 to 3.5 inches wide.'],
      5: ['A ratchet could replace the spring pin for finer steps. It could be sold as a pair.'],
      6: ['Painters, homeowners, gutter cleaners.'],
    },
    sketchCaption: null,
    components: ['channel', 'thumb screw', 'extension leg', 'spring pin', 'rubber foot'],
    essentials: ['channel', 'extension leg', 'spring pin'],
    keyFunction: ['lock', 'slide'],
    keyTerms: ['thumb screws', '10 inches', 'rubber foot', 'every inch'],
  },
  {
    field: 'food process',
    kinds: ['method'],
    landing: 'I make crispy chickpea snacks in an air fryer by drying them with a salt brine soak first.',
    answers: {
      2: ['Roasted chickpeas come out chewy in the middle unless you bake them for an hour.'],
      3: [
        'I soak cooked chickpeas in a brine of 30 grams of salt per liter for 30 minutes, then pat them dry and let them air dry for an hour. Then I toss them with a tablespoon of oil per can and air fry them at 200 degrees Celsius for 15 minutes, shaking the basket halfway.',
      ],
      4: [
        'Seasoning goes on in the last 2 minutes so it does not burn. They stay crunchy for about a week in a jar.',
      ],
      5: ['An oven works at 220 degrees for 30 minutes. Fava beans work too.'],
      6: ['Snack companies, home cooks, vegan cafes.'],
    },
    sketchCaption: null,
    components: ['brine', 'air fryer'],
    essentials: ['brine', 'air fry'],
    keyFunction: ['soak', 'dry'],
    keyTerms: ['30 grams of salt per liter', '200 degrees Celsius', '15 minutes', 'an hour'],
  },
  {
    field: 'transportation software',
    kinds: ['software'],
    landing: 'An app for people who share a car that splits fuel costs by how far each person drove.',
    answers: {
      2: [
        'When three roommates share one car nobody knows who used how much gas, so it always ends in arguments.',
      ],
      3: [
        "Each driver taps start and stop, and the app reads the car's odometer over the OBD-II port with a Bluetooth dongle. When someone fills up they take a photo of the receipt, and the app splits the cost by the kilometers each person drove since the last fill-up.",
      ],
      4: [
        'It keeps a running balance for each person and sends a reminder when someone owes more than 50 dollars. Payments can be marked as settled.',
      ],
      5: ['It could split insurance and repairs by the same rule. It could use GPS instead of the dongle.'],
      6: ['Roommates, families with one car, small businesses with a shared van.'],
    },
    sketchCaption: null,
    components: ['dongle', 'balance'],
    essentials: ['odometer', 'kilometers', 'receipt'],
    keyFunction: ['split'],
    keyTerms: ['OBD-II', 'Bluetooth', '50 dollars', 'fill-up'],
  },
  {
    field: 'orthopedic device',
    kinds: ['article'],
    landing:
      'A knee brace whose hinge has a dial stop, so a physio can set how far the knee bends after surgery.',
    answers: {
      2: [
        'Post-op braces use little pins you have to pull out and move, patients lose them and set them wrong.',
      ],
      3: [
        'The hinge on each side has a dial with detents every 10 degrees. Turning the dial moves a cam that the hinge arm hits, so bending stops at that angle. A lock tab keeps the patient from turning it.',
      ],
      4: ['Range is 0 to 120 degrees. The uprights are aluminum and the straps are neoprene with Velcro.'],
      5: ['The dial could also set a limit on straightening. A smartphone app could log the setting.'],
      6: ['Physical therapists, orthopedic clinics, sports teams.'],
    },
    sketchCaption: null,
    components: ['hinge', 'dial', 'cam', 'lock tab'],
    essentials: ['hinge', 'dial', 'cam'],
    keyFunction: ['stop'],
    keyTerms: ['10 degrees', '120 degrees', 'lock tab', 'detents'],
  },
  {
    field: 'parking software',
    kinds: ['software'],
    landing: 'An app that reminds you to move your car before street cleaning.',
    answers: {
      2: ['Street cleaning tickets are 75 dollars here and the signs are confusing.'],
      3: [
        "When you park, the app saves your location from the phone's GPS. It looks up the street cleaning schedule for that block from the city's open data and sends a notification the evening before and an hour before the sweeper comes.",
      ],
      4: [
        'If the city has no data, you can take a photo of the sign and type the times in. It learns your usual spots.',
      ],
      5: [
        'It could also warn about snow emergency routes. It could work with a car Bluetooth connection to know when you parked.',
      ],
      6: ['City drivers, car share members.'],
    },
    sketchCaption: null,
    components: ['location', 'schedule'],
    essentials: ['location', 'schedule', 'notification'],
    keyFunction: ['remind'],
    keyTerms: ['GPS', 'open data', 'an hour before'],
  },
  {
    field: 'garage electronics',
    kinds: ['article'],
    landing:
      'A parking sensor for the garage with an LED strip that goes from green to red as the car gets closer to the wall.',
    answers: {
      2: [
        'Tennis balls on strings are ugly and you still hit the wall or stop too far out to close the door.',
      ],
      3: [
        'An ultrasonic sensor on the wall measures the distance to the bumper. A microcontroller lights a 30 cm LED strip green above 1 meter, yellow between 1 meter and 30 cm, and red below 30 cm.',
      ],
      4: [
        'You set the stop distance by parking where you want and holding the button for 3 seconds. It turns the strip off after 1 minute so it is not on all night.',
      ],
      5: ['It could run on batteries with a motion sensor to wake it. A buzzer could be added.'],
      6: ['Homeowners, car dealerships, small garages.'],
    },
    sketchCaption: null,
    components: ['ultrasonic sensor', 'microcontroller', 'LED strip', 'button'],
    essentials: ['sensor', 'LED strip', 'microcontroller'],
    keyFunction: ['green', 'red'],
    keyTerms: ['1 meter', '30 cm', '3 seconds', '1 minute'],
  },
  {
    field: 'cleaning chemistry',
    kinds: ['composition'],
    landing: 'A rust remover gel made from citric acid that clings to vertical surfaces.',
    answers: {
      2: [
        'Liquid rust removers run off fences and car panels before they work, and the strong ones use phosphoric or hydrochloric acid.',
      ],
      3: [
        'It is 20 percent citric acid and 1 percent xanthan gum in water. The xanthan thickens it so it stays where you brush it for an hour.',
      ],
      4: [
        'You brush it on, wait an hour and wipe it off with a wet cloth. A drop of dish soap helps it wet the rust.',
      ],
      5: ['Guar gum works instead of xanthan. Oxalic acid is stronger but more toxic.'],
      6: ['Car restorers, fence painters, boat owners.'],
    },
    sketchCaption: null,
    components: ['citric acid', 'xanthan gum', 'water'],
    essentials: ['citric acid', 'gum'],
    keyFunction: ['thicken'],
    keyTerms: ['20 percent', '1 percent', 'an hour'],
  },
  {
    field: 'pet accessory',
    kinds: ['article'],
    landing: 'A dog leash with a bag dispenser and a flashlight built into the handle.',
    answers: {
      2: ['Night walks mean juggling a phone light, the leash and a roll of bags clipped on somewhere.'],
      3: [
        'The handle is hollow and holds a roll of bags that pulls out through a slot on the side. A small LED flashlight sits in the front of the handle and a button under your thumb turns it on.',
      ],
      4: [
        'The handle is ABS plastic with a rubber grip. The light runs on a rechargeable battery charged by USB-C and gives about 8 hours.',
      ],
      5: ['The light could also blink red so cars see you. The leash could be retractable.'],
      6: ['Dog owners, dog walkers, pet stores.'],
    },
    sketchCaption: null,
    components: ['handle', 'slot', 'flashlight', 'button'],
    essentials: ['handle', 'bag', 'flashlight'],
    keyFunction: ['pull out', 'turn'],
    keyTerms: ['USB-C', '8 hours', 'ABS'],
  },
  {
    field: 'kitchen tool',
    kinds: ['article'],
    landing:
      'A cutting board with a drawer underneath that catches the scraps when you push them through a slot.',
    answers: {
      2: ['Scraps end up all over the counter and you keep walking to the bin.'],
      3: [
        'The board has a slot along the back edge. You push the scraps through the slot with the knife and they fall into a drawer that slides out from under the board.',
      ],
      4: ['The board is bamboo, 40 by 30 cm. The drawer is polypropylene and goes in the dishwasher.'],
      5: ['The drawer could have a compost bag liner. Rubber feet keep it from sliding.'],
      6: ['Home cooks, food trucks.'],
    },
    sketchCaption: null,
    components: ['board', 'slot', 'drawer'],
    essentials: ['slot', 'drawer'],
    keyFunction: ['catch', 'slide'],
    keyTerms: ['bamboo', '40 by 30 cm', 'polypropylene'],
  },
  {
    field: 'tutoring software',
    kinds: ['software'],
    landing:
      'An app for private tutors that books lessons and sends the invoice automatically after each lesson.',
    answers: {
      2: ['Tutors spend their evenings texting parents about times and chasing payments.'],
      3: [
        'Parents pick a free slot from the tutor calendar. After the lesson the tutor taps done and the app emails an invoice with a payment link.',
      ],
      4: [
        'If the invoice is unpaid after 7 days it sends a reminder. Cancellations less than 24 hours before are charged half.',
      ],
      5: ['It could also keep lesson notes for each student. Group lessons could split the price.'],
      6: ['Private tutors, music teachers, swim coaches.'],
    },
    sketchCaption: null,
    components: ['calendar', 'invoice'],
    essentials: ['slot', 'invoice', 'lesson'],
    keyFunction: ['email', 'invoice'],
    keyTerms: ['7 days', '24 hours', 'payment link'],
  },
  {
    field: 'fitness software',
    kinds: ['software'],
    landing: 'An app that counts your push-ups with the phone camera and tells you when your form is bad.',
    answers: {
      2: ['People do half push-ups and count them, and nobody tells them their back is sagging.'],
      3: [
        'You put the phone on the floor facing you. The app finds your shoulders, hips and ankles in the video and counts a rep when your shoulders go down and back up. If your hips sag below the line from shoulders to ankles it says "hips up".',
      ],
      4: ['It only counts a rep if your elbows bend past 90 degrees. It keeps a history of each session.'],
      5: ['It could do squats the same way. A coach could see the history.'],
      6: ['Home exercisers, physical therapists, gym classes.'],
    },
    sketchCaption: null,
    components: ['camera', 'history'],
    essentials: ['rep', 'shoulders', 'hips'],
    keyFunction: ['count'],
    keyTerms: ['90 degrees', 'hips up'],
  },
  {
    field: 'food process',
    kinds: ['method'],
    landing:
      'I make pickled eggs that peel clean by steaming them and shocking them in ice water before pickling.',
    answers: {
      2: ['Boiled eggs often peel badly and pickled ones come out rubbery.'],
      3: [
        'I steam the eggs for 12 minutes, drop them in ice water for 10 minutes and peel them. Then I pack them in a jar and pour over hot brine of vinegar, water, salt and sugar.',
      ],
      4: [
        'The brine is 1 cup vinegar, 1 cup water, 1 tablespoon salt and 2 tablespoons sugar. They sit in the fridge for 3 days before eating.',
      ],
      5: ['Beet juice can be added to turn them pink. Quail eggs work with 8 minutes of steaming.'],
      6: ['Home cooks, bars, delis.'],
    },
    sketchCaption: null,
    components: ['brine', 'jar'],
    essentials: ['steam', 'ice water', 'brine'],
    keyFunction: ['peel'],
    keyTerms: ['12 minutes', '10 minutes', '3 days'],
  },
  {
    field: 'garden device',
    kinds: ['article'],
    landing:
      'A plant turntable that turns the pot a quarter turn every day so the plant grows straight instead of leaning to the window.',
    answers: {
      2: ['Houseplants lean toward the window and you forget to turn them.'],
      3: [
        'The pot sits on a round platform on a lazy susan bearing. A small stepper motor under the platform turns it 90 degrees once a day, driven by a timer chip.',
      ],
      4: [
        'The platform is 25 cm across and holds up to 10 kg. It runs on 4 AA batteries for about six months.',
      ],
      5: [
        'It could turn a little every hour instead. A light sensor could pick the side that gets the least sun.',
      ],
      6: ['Houseplant owners, offices, plant shops.'],
    },
    sketchCaption: null,
    components: ['platform', 'bearing', 'stepper motor', 'timer'],
    essentials: ['platform', 'motor'],
    keyFunction: ['turn'],
    keyTerms: ['90 degrees', 'lazy susan', '10 kg'],
  },
  {
    field: 'cleaning composition',
    kinds: ['composition'],
    landing:
      'A homemade laundry powder made from washing soda, borax and grated castile soap that works in cold water.',
    answers: {
      2: ['Store detergents are pricey and full of fragrance that makes my kids itch.'],
      3: [
        'I mix 2 cups washing soda, 1 cup borax and 1 bar of grated castile soap. You use 2 tablespoons per load.',
      ],
      4: [
        'The soap is grated fine so it dissolves in cold water. A cup of baking soda can be added for smells.',
      ],
      5: ['Oxygen bleach could replace the borax for people who avoid borax.'],
      6: ['Families with sensitive skin, campers, cloth diaper users.'],
    },
    sketchCaption: null,
    components: ['washing soda', 'borax', 'castile soap'],
    essentials: ['washing soda', 'borax', 'castile soap'],
    keyFunction: [],
    keyTerms: ['2 cups', '2 tablespoons', 'cold water'],
  },
  {
    field: 'mobility aid',
    kinds: ['article'],
    landing: 'A walking cane with a seat that folds out so you can sit down when you get tired.',
    answers: {
      2: ['Older people on long walks have nowhere to rest.'],
      3: [
        'Two flat paddles are hinged to the shaft below the handle. You pull a latch and they swing out and lock level to make a small seat. The cane tip has three feet for balance while you sit.',
      ],
      4: ['The shaft is aluminum and the seat holds 100 kg. It weighs 900 grams.'],
      5: ['The seat could be padded. The height could be adjustable.'],
      6: ['Seniors, hikers, people waiting in lines.'],
    },
    sketchCaption: null,
    components: ['shaft', 'paddles', 'latch', 'tip'],
    essentials: ['paddles', 'latch', 'seat'],
    keyFunction: ['swing', 'lock'],
    keyTerms: ['100 kg', 'aluminum'],
  },
  {
    field: 'baby care software',
    kinds: ['software'],
    landing:
      'An app for new parents that logs feedings and diapers with one tap and shows when the next feed is due.',
    answers: {
      2: ['At 3 am nobody remembers which side or when the baby last ate.'],
      3: [
        'There are big buttons for left, right, bottle and diaper. Each tap saves the time. The app shows the time since the last feed and predicts the next one from the average gap of the last day.',
      ],
      4: ['Both parents see the same log. If the gap goes over 4 hours it sends a notification.'],
      5: ['It could also track sleep. A daily summary could be emailed to the pediatrician.'],
      6: ['New parents, nannies, night nurses.'],
    },
    sketchCaption: null,
    components: ['buttons', 'log'],
    essentials: ['tap', 'feed'],
    keyFunction: ['predict'],
    keyTerms: ['4 hours', 'average gap'],
  },
  {
    field: 'automotive accessory',
    kinds: ['article'],
    landing: 'A car snow brush with a telescoping handle and a rubber squeegee on the other end.',
    answers: {
      2: ['Short brushes cannot reach the middle of an SUV windshield.'],
      3: [
        'The handle slides from 60 to 120 cm and locks with a twist collar. The brush head pivots so you can push snow off the roof. The squeegee clears the melted water.',
      ],
      4: [
        'The handle is aluminum with a foam grip. The bristles are soft nylon so they do not scratch paint.',
      ],
      5: ['An ice scraper could be added on the brush head.'],
      6: ['Drivers in snowy areas, rental car fleets.'],
    },
    sketchCaption: null,
    components: ['handle', 'collar', 'brush head', 'squeegee'],
    essentials: ['handle', 'brush', 'squeegee'],
    keyFunction: ['slide', 'pivot'],
    keyTerms: ['60 to 120 cm', 'nylon'],
  },
  {
    field: 'consumer electronics',
    kinds: ['article'],
    landing: 'A water bottle with a base that glows when you have not taken a drink for an hour.',
    answers: {
      2: ['People forget to drink at their desk and get headaches.'],
      3: [
        'A tilt sensor in the base notices every time the bottle is tipped to drink. If an hour goes by without a tilt, an LED ring around the base glows blue until you drink.',
      ],
      4: [
        'The base is a screw-on cap for 750 ml bottles and charges by USB-C. It lasts two weeks per charge.',
      ],
      5: ['It could sync with a phone to count sips. The interval could be set from 30 to 120 minutes.'],
      6: ['Office workers, students, older people.'],
    },
    sketchCaption: null,
    components: ['tilt sensor', 'LED ring', 'base'],
    essentials: ['tilt sensor', 'LED ring'],
    keyFunction: ['glow'],
    keyTerms: ['an hour', '750 ml'],
  },
  {
    field: 'automotive accessory',
    kinds: ['article'],
    landing:
      'A roof bike rack that tilts down along the side of the car so you can load the bike from the ground.',
    answers: {
      2: ['Lifting a heavy bike onto an SUV roof is hard and people scratch the car.'],
      3: [
        'The tray is on two arms hinged to a base that clamps to the crossbars. You pull a release handle and the arms swing the tray down beside the door. A gas strut slows it down and helps lift it back.',
      ],
      4: ['The tray holds bikes up to 20 kg. The arms and tray are aluminum.'],
      5: ['A lock could be built into the handle. It could carry two bikes.'],
      6: ['Cyclists with tall vehicles, bike shops.'],
    },
    sketchCaption: null,
    components: ['tray', 'arms', 'base', 'release handle', 'gas strut'],
    essentials: ['tray', 'arms', 'base'],
    keyFunction: ['swing'],
    keyTerms: ['20 kg', 'gas strut'],
  },
  {
    field: 'home automation',
    kinds: ['article'],
    landing: 'A garage door add-on that closes the door by itself if it is left open after 10 pm.',
    answers: {
      2: ['People leave the garage open overnight and things get stolen.'],
      3: [
        'A tilt sensor on the top panel of the door tells whether the door is open. A small box wired to the opener button checks the time, and if the door is open after 10 pm it beeps for 30 seconds and then presses the button.',
      ],
      4: [
        'The box runs on a USB adapter and has a real-time clock chip. The cutoff time is set with two buttons.',
      ],
      5: ['It could send a text before closing. A camera could check that nothing is in the way.'],
      6: ['Homeowners, landlords.'],
    },
    sketchCaption: null,
    components: ['tilt sensor', 'box', 'clock'],
    essentials: ['tilt sensor', 'box'],
    keyFunction: ['press'],
    keyTerms: ['10 pm', '30 seconds'],
  },
  {
    field: 'gardening software',
    kinds: ['software'],
    landing:
      'An app that tells gardeners when to plant each vegetable based on the last frost date for their zip code.',
    answers: {
      2: ['Seed packets say plant after last frost but nobody knows the date.'],
      3: [
        'You enter your zip code and the app looks up the average last frost date. Each vegetable has a number of weeks before or after that date. The app makes a calendar and sends a reminder the day before each planting date.',
      ],
      4: ['The frost dates come from 30 years of weather station data.'],
      5: ['It could also remind you to start seeds indoors. Users could add their own vegetables.'],
      6: ['Home gardeners, community gardens, schools.'],
    },
    sketchCaption: null,
    components: ['calendar', 'reminder'],
    essentials: ['zip code', 'frost date', 'calendar'],
    keyFunction: ['reminder', 'calendar'],
    keyTerms: ['last frost date', 'zip code'],
  },
  {
    field: 'household appliance',
    kinds: ['article'],
    landing: 'A boot rack that dries wet boots by blowing warm air up through hollow posts.',
    answers: {
      2: ['Wet boots stay damp overnight and start to smell.'],
      3: [
        'Each boot goes upside down on a hollow post. A small fan and a 40 watt heater in the base push warm air up the posts and out of holes at the top.',
      ],
      4: ['The posts are aluminum tube, 30 cm tall. A timer switch shuts it off after 2 hours.'],
      5: ['It could have four posts or six posts. A version for gloves could have shorter posts.'],
      6: ['Skiers, hikers, construction workers.'],
    },
    sketchCaption: null,
    components: ['post', 'fan', 'heater', 'base', 'timer'],
    essentials: ['post', 'fan', 'heater'],
    keyFunction: ['push'],
    keyTerms: ['40 watt', '2 hours'],
  },
  {
    field: 'property software',
    kinds: ['software'],
    landing: 'An app for small landlords that collects rent online and sends late notices automatically.',
    answers: {
      2: ['Small landlords chase checks and forget who paid.'],
      3: [
        'Tenants pay by card or bank transfer in the app. On the 5th of the month the app sends a late notice to anyone who has not paid and adds the late fee from the lease.',
      ],
      4: ['Each lease stores the rent, the due day and the late fee. The landlord sees a list of who paid.'],
      5: ['It could also take maintenance requests with photos.'],
      6: ['Small landlords, property managers.'],
    },
    sketchCaption: null,
    components: ['lease', 'list'],
    essentials: ['rent', 'late notice'],
    keyFunction: ['send'],
    keyTerms: ['late fee', '5th'],
  },
  {
    field: 'restoration process',
    kinds: ['method'],
    landing:
      'I restore rusty cast iron pans by soaking them in vinegar and seasoning them with flaxseed oil in the oven.',
    answers: {
      2: ['Old cast iron at yard sales is rusted and people throw it out.'],
      3: [
        'I soak the pan in a 50/50 mix of white vinegar and water for 1 hour, scrub the rust off with steel wool and dry it on the stove. Then I wipe on a thin coat of flaxseed oil and bake it upside down at 260 C for an hour.',
      ],
      4: ['I repeat the oil and bake six times. The pan has to cool in the oven each time.'],
      5: [
        'Crisco or canola oil can be used instead of flaxseed oil. Electrolysis works for very heavy rust.',
      ],
      6: ['Thrift shoppers, campers, restaurants.'],
    },
    sketchCaption: null,
    components: ['vinegar', 'steel wool', 'flaxseed oil', 'oven'],
    essentials: ['soak', 'vinegar', 'oil', 'bake'],
    keyFunction: ['soak', 'bake'],
    keyTerms: ['1 hour', '260 C', 'six times'],
  },
  {
    field: 'pet food',
    kinds: ['composition'],
    landing: 'Dog treats made from pumpkin, oat flour and peanut butter with no added sugar or salt.',
    answers: {
      2: ['Store treats have sugar and salt and a lot of dogs have allergies to wheat.'],
      3: [
        'The dough is 1 cup pumpkin puree, 2 cups oat flour and half a cup of peanut butter. I roll it 1 cm thick, cut bone shapes and bake at 175 C for 25 minutes.',
      ],
      4: ['The peanut butter must be xylitol free. The treats keep two weeks in a jar.'],
      5: ['Sweet potato can replace the pumpkin.'],
      6: ['Dog owners, pet bakeries, shelters.'],
    },
    sketchCaption: null,
    components: ['pumpkin', 'oat flour', 'peanut butter'],
    essentials: ['puree', 'oat flour', 'peanut butter'],
    keyFunction: [],
    keyTerms: ['xylitol', '175 C', 'oat flour'],
  },
  {
    field: 'food process',
    kinds: ['method'],
    landing: 'My method sprouts seeds in a mason jar with a mesh lid so you get fresh sprouts in 4 days.',
    answers: {
      2: ['Store sprouts go slimy fast and there have been salmonella recalls.'],
      3: [
        'I soak 2 tablespoons of seeds in the jar overnight, drain the water through the mesh lid, and then I rinse and drain them twice a day. The jar sits upside down at an angle in a bowl so it keeps draining. After 4 days I put it in the sun for a few hours to green them up.',
      ],
      4: ['Alfalfa, broccoli and radish seeds work best. The mesh is stainless steel so it does not rust.'],
      5: ['A plastic lid with holes works too. You could use a wide mouth jar for bigger batches.'],
      6: ['Home cooks, people on raw diets, school science classes.'],
    },
    sketchCaption: null,
    components: ['jar', 'mesh lid', 'bowl', 'seeds'],
    essentials: ['soak', 'rinse', 'drain'],
    keyFunction: ['rinse'],
    keyTerms: ['2 tablespoons', '4 days', 'twice a day'],
  },
  {
    field: 'toy composition',
    kinds: ['composition'],
    landing: "I make a giant bubble solution with guar gum so the bubbles get huge and don't pop right away.",
    answers: {
      2: ['Store bubble solution pops after a second and the giant bubble wands need something stronger.'],
      3: [
        "It's 6 cups of distilled water, half a cup of blue Dawn dish soap, 1 teaspoon of guar gum and 1 teaspoon of baking powder. The guar gum makes long strands in the water, so the film stretches instead of breaking.",
      ],
      4: [
        'I mix the guar gum with a splash of rubbing alcohol first so it does not clump, then stir it into the water and add the soap last. It works better after it rests overnight.',
      ],
      5: [
        'J-Lube or hydroxyethyl cellulose can replace the guar gum. Glycerin makes the bubbles last longer.',
      ],
      6: ['Kids parties, street performers, science teachers.'],
    },
    sketchCaption: null,
    components: ['distilled water', 'dish soap', 'guar gum', 'baking powder'],
    essentials: ['water', 'dish soap', 'guar gum'],
    keyFunction: [],
    keyTerms: ['6 cups', 'guar gum', 'overnight'],
  },
  {
    field: 'painting tools',
    kinds: ['article'],
    landing: "A paint tray with a lid that clips on so the roller doesn't dry out overnight.",
    answers: {
      2: [
        'When I paint a room over two days I have to wash the roller every night or wrap it in a plastic bag, and the bag never seals.',
      ],
      3: [
        'The lid is clear plastic and hinges along the back edge of the tray. It closes over the roller sitting in the well and two latches on the front snap it shut. A foam strip around the rim seals it so the paint stays wet.',
      ],
      4: [
        'The tray is 23 cm wide to fit a standard roller. The foam strip is 5 mm thick. Honestly the paint was still wet after 3 days.',
      ],
      5: [
        'It could come in a 10 cm size for trim rollers. The lid could have a hook to hang a brush inside.',
      ],
      6: ['DIY painters, contractors, landlords who paint between tenants.'],
    },
    sketchCaption: null,
    components: ['tray', 'lid', 'latch', 'foam strip', 'well'],
    essentials: ['lid', 'latch', 'strip'],
    keyFunction: ['seal'],
    keyTerms: ['23 cm', '5 mm'],
  },
  {
    field: 'home appliance',
    kinds: ['article'],
    landing: 'A trash can lid that opens when you wave your hand and lights up when the bag is full.',
    answers: {
      2: [
        'You always have gross hands in the kitchen when you need to throw something away, and nobody notices the bag is full until it overflows.',
      ],
      3: [
        "An infrared sensor on the front of the lid sees your hand and a small motor swings the lid open. It closes again after 5 seconds. A second sensor under the lid measures how far down the trash is, and when it's within 5 cm a red LED on top turns on.",
      ],
      4: ['It runs on four AA batteries for about 6 months. The lid fits standard 50 liter cans.'],
      5: ['It could send a phone notification when the bag is full. A foot pedal could be a backup.'],
      6: ['Home kitchens, offices, clinics.'],
    },
    sketchCaption: null,
    components: ['lid', 'infrared sensor', 'motor', 'second sensor', 'LED'],
    essentials: ['sensor', 'motor', 'LED'],
    keyFunction: ['open'],
    keyTerms: ['5 seconds', '5 cm'],
  },
  {
    field: 'medical device',
    kinds: ['article'],
    landing: 'A finger splint with a pocket that holds a little reusable ice pack against the injury.',
    answers: {
      2: [
        "When you jam a finger you're supposed to splint it and ice it, but you can't hold ice on a splinted finger.",
      ],
      3: [
        'The splint is a bendable aluminum strip lined with foam. A neoprene sleeve slides over it, and the sleeve has a pocket on the back where a small gel pack goes. Velcro straps hold everything on the finger.',
      ],
      4: [
        'The gel pack is 3 cm by 6 cm and you keep it in the freezer. The strip is 1 mm aluminum so you can bend it to the angle the doctor wants.',
      ],
      5: ['The gel pack could be heated in the microwave instead. It could come in kids sizes.'],
      6: ['Athletes, urgent care clinics, school nurses.'],
    },
    sketchCaption: null,
    components: ['aluminum strip', 'foam', 'sleeve', 'pocket', 'gel pack', 'straps'],
    essentials: ['strip', 'sleeve', 'pocket'],
    keyFunction: ['hold'],
    keyTerms: ['3 cm', '1 mm'],
  },
  {
    field: 'bakery software',
    kinds: ['software'],
    landing:
      'An app for small bakeries that tracks what sells out early so they know to bake more next time.',
    answers: {
      2: [
        "We'd sell out of croissants by 9 and have 20 muffins left at close, every week, and I was just guessing.",
      ],
      3: [
        'The cashier taps an item when it sells out and the app saves the time. At closing the baker counts what is left and types it in. The app suggests how many to bake of each item tomorrow, based on the same weekday over the last 4 weeks.',
      ],
      4: [
        'It works on a tablet at the counter. The suggestion goes up 10 percent if the item sold out before noon.',
      ],
      5: [
        'It could also plan the flour and butter order. It could connect to the point of sale system instead of tapping.',
      ],
      6: ['Bakeries, cafes, farmers market stands.'],
    },
    sketchCaption: null,
    components: ['tablet', 'sell-out time', 'suggestion'],
    essentials: ['sell', 'suggest'],
    keyFunction: ['suggest'],
    keyTerms: ['4 weeks', '10 percent', 'noon'],
  },
  {
    field: 'kitchen gadget',
    kinds: ['article'],
    landing:
      'A cutting board with a built-in scale... no wait, a knife block that tells you when a knife is missing.',
    answers: {
      2: ['Knives go missing in shared kitchens and nobody notices until dinner.'],
      3: [
        'Each slot has a small magnet switch at the bottom. When a knife is out of its slot for more than 30 minutes, a buzzer in the base beeps and the LED over that slot blinks.',
      ],
      4: ['The block is bamboo with six slots. A coin cell battery lasts about a year.'],
      5: ['It could send a notification to your phone instead of beeping.'],
      6: ['Restaurant kitchens, shared apartments, cooking schools.'],
    },
    sketchCaption: null,
    components: ['slot', 'magnet switch', 'buzzer', 'LED', 'block'],
    essentials: ['slot', 'switch', 'buzzer'],
    keyFunction: ['beep'],
    keyTerms: ['30 minutes', 'six slots'],
  },
  {
    field: 'cleaning process',
    kinds: ['method'],
    landing: 'My way of cleaning a burnt pot with baking soda and vinegar without scrubbing for an hour.',
    answers: {
      2: ['Burnt sugar and rice on the bottom of a pot takes forever to scrub off.'],
      3: [
        'I cover the burnt spot with a thin layer of water, add 2 tablespoons of baking soda and bring it to a boil for 5 minutes. Then I take it off the heat, pour in half a cup of vinegar and let it fizz for 15 minutes. After that the burnt stuff wipes off with a sponge.',
      ],
      4: [
        'It works on stainless steel and enamel pots. Do not use it on cast iron because the vinegar strips the seasoning.',
      ],
      5: ['Lemon juice can be used instead of vinegar.'],
      6: ['Home cooks, restaurant dishwashers.'],
    },
    sketchCaption: null,
    components: ['baking soda', 'vinegar', 'water', 'sponge'],
    essentials: ['baking soda', 'vinegar', 'boil'],
    keyFunction: ['boil'],
    keyTerms: ['2 tablespoons', '5 minutes', '15 minutes'],
  },
  {
    field: 'fitness software',
    kinds: ['software'],
    landing: 'An app that builds a running plan for a first 5K and changes it if you miss a run.',
    answers: {
      2: ["Beginner plans are fixed, so if you miss two runs you're behind and most people just quit."],
      3: [
        'You enter your race date and how many days a week you can run. The app makes a plan that starts with walk-run intervals. If you miss a run, it moves the rest of the week and repeats the last workout you finished.',
      ],
      4: [
        'Each run is logged from the phone GPS. The app never increases the weekly distance by more than 10 percent.',
      ],
      5: ['It could sync with a smartwatch. It could also do 10K plans.'],
      6: ['New runners, running clubs, charity race teams.'],
    },
    sketchCaption: null,
    components: ['plan', 'race date', 'GPS'],
    essentials: ['plan', 'race date'],
    keyFunction: ['move'],
    keyTerms: ['10 percent', '5K'],
  },
  {
    field: 'outdoor gear',
    kinds: ['article'],
    landing: 'A school backpack with a solar panel on the flap that charges your phone while you walk.',
    answers: {
      2: ["Kids' phones die by the afternoon and there's nowhere to charge at school."],
      3: [
        'A flexible 6 watt solar panel is sewn into the top flap. It charges a 5000 mAh battery in a zip pocket, and a USB cable runs from the battery to a side pocket where the phone goes.',
      ],
      4: ['The panel is waterproof. A full day of sun fills the battery about halfway.'],
      5: ['It could have an LED strip on the straps for walking home in the dark.'],
      6: ['Students, hikers, commuters.'],
    },
    sketchCaption: null,
    components: ['solar panel', 'battery', 'cable', 'pocket'],
    essentials: ['solar panel', 'battery'],
    keyFunction: ['charge'],
    keyTerms: ['6 watt', '5000 mAh'],
  },
  {
    field: 'food preservation',
    kinds: ['method'],
    landing: 'My method keeps fresh basil for months by freezing it in olive oil in an ice cube tray.',
    answers: {
      2: ['Basil goes black in the fridge in a few days and dried basil tastes like nothing.'],
      3: [
        'I chop the basil leaves, pack them into an ice cube tray about two thirds full and pour olive oil over them. Then I freeze the tray overnight and pop the cubes into a freezer bag.',
      ],
      4: ['Each cube is about one tablespoon. They keep about 6 months.'],
      5: ['Parsley or cilantro works the same way. Butter can be used instead of olive oil.'],
      6: ['Home cooks, gardeners with too much basil.'],
    },
    sketchCaption: null,
    components: ['basil', 'olive oil', 'ice cube tray', 'freezer bag'],
    essentials: ['freeze', 'olive oil', 'basil'],
    keyFunction: ['freeze'],
    keyTerms: ['overnight', '6 months'],
  },
  {
    field: 'pet product',
    kinds: ['article'],
    landing: 'A cat water fountain that tells you when the filter needs changing.',
    answers: {
      2: ['Fountain filters get gross and you forget to change them, and cats stop drinking.'],
      3: [
        'A small pump pushes water up through a carbon filter and out a spout at the top. A flow sensor under the filter measures how fast the water goes through, and when the flow drops by 30 percent an LED on the front turns orange.',
      ],
      4: ['The bowl is ceramic and holds 2 liters. The pump runs on a 5 V USB adapter.'],
      5: ['It could also send a reminder to your phone. A stainless steel bowl would work too.'],
      6: ['Cat owners, pet sitters, animal shelters.'],
    },
    sketchCaption: null,
    components: ['pump', 'filter', 'flow sensor', 'LED', 'bowl'],
    essentials: ['pump', 'filter', 'sensor'],
    keyFunction: ['orange'],
    keyTerms: ['30 percent', '2 liters'],
  },
  {
    field: 'household chemistry',
    kinds: ['composition'],
    landing: 'A homemade dishwasher rinse aid that stops water spots without the blue chemicals.',
    answers: {
      2: ['Store rinse aids have dyes and surfactants I do not want on plates.'],
      3: [
        'It is 1 cup of white vinegar, 1 tablespoon of citric acid and 5 drops of lemon essential oil. The citric acid softens the water so it sheets off the glasses.',
      ],
      4: ['You fill the rinse aid compartment like normal. One fill lasts about a month.'],
      5: ['Lime juice could replace the citric acid.'],
      6: ['Households with hard water, eco-friendly cleaning brands.'],
    },
    sketchCaption: null,
    components: ['vinegar', 'citric acid', 'essential oil'],
    essentials: ['vinegar', 'citric acid'],
    keyFunction: ['soften'],
    keyTerms: ['1 tablespoon', '5 drops'],
  },
  {
    field: 'woodworking process',
    kinds: ['method'],
    landing: 'A way to make a live edge river table with epoxy without the epoxy leaking out of the mold.',
    answers: {
      2: ['Epoxy leaks through the seams of homemade molds and ruins the floor.'],
      3: [
        'I build the mold from melamine board and line every seam with tuck tape. Then I seal the wood edges with a thin coat of epoxy and let it cure for 6 hours. After that I pour the river in layers of 2 cm, 24 hours apart.',
      ],
      4: ['I use a deep pour epoxy and walnut slabs. The finished table is sanded to 400 grit.'],
      5: ['Silicone caulk can be used on the seams instead of tape.'],
      6: ['Furniture makers, hobby woodworkers.'],
    },
    sketchCaption: null,
    components: ['mold', 'tape', 'epoxy', 'slabs'],
    essentials: ['mold', 'seal', 'pour'],
    keyFunction: ['pour'],
    keyTerms: ['2 cm', '24 hours', '6 hours'],
  },
  {
    field: 'scheduling software',
    kinds: ['software'],
    landing: 'An app that lets neighbors share a lawn mower and books it by the hour.',
    answers: {
      2: ['Everyone on our street owns a mower that sits unused most of the week.'],
      3: [
        "The owner lists the mower with a photo and the hours it's free. Neighbors book a slot and get a reminder an hour before. After each use the borrower marks the fuel level and the app warns the next person if it is under a quarter tank.",
      ],
      4: ['Bookings are limited to 2 hours so everyone gets a turn.'],
      5: ['It could handle other tools like hedge trimmers.'],
      6: ['Neighborhoods, apartment complexes, community gardens.'],
    },
    sketchCaption: null,
    components: ['listing', 'booking', 'reminder', 'fuel level'],
    essentials: ['book', 'reminder'],
    keyFunction: ['warn'],
    keyTerms: ['2 hours', 'quarter tank'],
  },
  {
    field: 'medical device',
    kinds: ['article'],
    landing: 'A pill organizer for arthritis that opens with a push instead of a pinch.',
    answers: {
      2: ["With arthritis you can't pinch the tiny lids on normal pill boxes."],
      3: [
        'Each compartment has a spring-loaded lid with a big round button on the front. Pressing the button releases a latch and the spring pops the lid open. The lid closes by pushing it down until it clicks.',
      ],
      4: [
        'There are 7 compartments in a row, one per day, with raised braille letters for the days. The body is ABS plastic.',
      ],
      5: ['A version with 14 compartments could do morning and evening.'],
      6: ['People with arthritis, seniors, caregivers.'],
    },
    sketchCaption: null,
    components: ['compartment', 'lid', 'button', 'latch', 'spring'],
    essentials: ['lid', 'button', 'latch', 'spring'],
    keyFunction: ['release'],
    keyTerms: ['7 compartments', 'braille'],
  },
  {
    field: 'baking process',
    kinds: ['method'],
    landing: 'My way of making sourdough crackers from leftover starter so it does not go to waste.',
    answers: {
      2: ['Feeding a starter means throwing half of it away every day.'],
      3: [
        'I mix 1 cup of discard with half a cup of flour, 2 tablespoons of olive oil and a pinch of salt. I roll it 2 mm thin between parchment, cut squares with a pizza cutter and bake at 175 C for 20 minutes until golden.',
      ],
      4: ['The dough rests 30 minutes in the fridge before rolling, which keeps it from shrinking.'],
      5: ['Rosemary or sesame seeds can go on top.'],
      6: ['Home bakers, bakeries with extra starter.'],
    },
    sketchCaption: null,
    components: ['discard', 'flour', 'olive oil', 'salt'],
    essentials: ['roll', 'bake'],
    keyFunction: ['bake'],
    keyTerms: ['2 mm', '175 C', '20 minutes'],
  },
  {
    field: 'bike accessory',
    kinds: ['article'],
    landing: "A bike lock holder that clips to the frame so the U-lock doesn't rattle.",
    answers: {
      2: ['The holders that come with U-locks rattle loose and the lock falls off on bumps.'],
      3: [
        'Two rubber-lined clamps bolt around the seat tube. A spring latch on the top clamp snaps over the lock shackle, and you press a thumb tab to release it.',
      ],
      4: ['The clamps fit tubes from 25 to 35 mm. The body is glass-filled nylon and weighs 90 grams.'],
      5: ['It could also hold a pump.'],
      6: ['Commuters, bike couriers, students.'],
    },
    sketchCaption: null,
    components: ['clamp', 'latch', 'thumb tab'],
    essentials: ['clamp', 'latch'],
    keyFunction: ['snap'],
    keyTerms: ['25 to 35 mm', '90 grams'],
  },
  {
    field: 'cleaning process',
    kinds: ['method'],
    landing: 'My way of getting rust off garden tools with a potato and dish soap.',
    answers: {
      2: ['Wire brushes scratch the metal and rust removers are harsh chemicals.'],
      3: [
        'I cut a potato in half and dip the cut side in dish soap. Then I rub it on the rusty spot for a few minutes, slice off the used end and repeat until the rust is gone. After that I rinse the tool and dry it.',
      ],
      4: ['The oxalic acid in the potato reacts with the rust. A light coat of oil stops it coming back.'],
      5: ['Baking soda can be used instead of dish soap.'],
      6: ['Gardeners, antique tool collectors.'],
    },
    sketchCaption: null,
    components: ['potato', 'dish soap'],
    essentials: ['potato', 'rub'],
    keyFunction: ['rub'],
    keyTerms: ['oxalic acid'],
  },
  {
    field: 'door hardware',
    kinds: ['article'],
    landing:
      "I made a door stop that lives on the door itself, so it's never lost under the couch when you need it.",
    answers: {
      2: [
        "Wedge door stops get kicked away or lost, and the spring ones on the baseboard don't hold the door open, they just stop it hitting the wall.",
      ],
      3: [
        "A hinged arm screws to the bottom corner of the door. You flip it down with your foot and a rubber foot on the end presses on the floor and holds the door open. A magnet in the arm holds it flat against the door when it's flipped up.",
      ],
      4: ['The arm is die-cast zinc, 12 cm long. The rubber foot is 3 cm wide and the magnet is neodymium.'],
      5: ['A longer arm could work for doors with a big gap under them.'],
      6: ['Homeowners, offices, anyone with a dog that pushes doors shut.'],
    },
    sketchCaption: null,
    components: ['arm', 'rubber foot', 'magnet'],
    essentials: ['arm', 'foot'],
    keyFunction: ['hold'],
    keyTerms: ['12 cm', 'neodymium'],
  },
  {
    field: 'plant care electronics',
    kinds: ['article'],
    landing:
      'A plant pot that glows red when the soil gets too dry. My plants keep dying because I forget them!',
    answers: {
      2: ['Moisture meters you have to poke in every day, and nobody does.'],
      3: [
        'Two steel probes at the bottom of the pot measure the soil resistance. A microcontroller in the base checks it every 10 minutes and if it goes over a threshold it lights a red LED ring around the rim.',
      ],
      4: ['The base runs on two AA batteries for about a year. The pot is glazed ceramic, 15 cm across.'],
      5: ['It could blink instead of glow. The threshold could be set with a button for cactus or ferns.'],
      6: ['Busy people, offices, plant beginners.'],
    },
    sketchCaption: null,
    components: ['probe', 'microcontroller', 'LED ring', 'battery'],
    essentials: ['probe', 'microcontroller', 'LED'],
    keyFunction: ['light'],
    keyTerms: ['10 minutes', '15 cm'],
  },
  {
    field: 'cosmetic composition',
    kinds: ['composition'],
    landing: 'My lip balm recipe that does not melt in a hot car.',
    answers: {
      2: ['Regular lip balm turns to liquid in the car in summer and makes a mess in your pocket.'],
      3: [
        "It's 3 parts beeswax, 2 parts shea butter, 2 parts coconut oil and 1 part candelilla wax. The candelilla wax is the trick, it raises the melting point to about 70 C.",
      ],
      4: ['I melt it all in a double boiler, add a few drops of peppermint oil and pour it into tubes.'],
      5: ['Carnauba wax can be used instead of candelilla wax. Vitamin E oil could be added.'],
      6: ['Hikers, delivery drivers, people in hot places.'],
    },
    sketchCaption: null,
    components: ['beeswax', 'shea butter', 'coconut oil', 'candelilla wax'],
    essentials: ['beeswax', 'candelilla wax'],
    keyFunction: ['melting point'],
    keyTerms: ['70 C', '3 parts'],
  },
  {
    field: 'community software',
    kinds: ['software'],
    landing:
      'an app for our community garden that hands out plots and keeps track of whose turn it is to water',
    answers: {
      2: [
        'Right now it is a paper sign-up sheet on the shed door and people fight about who had a plot first.',
      ],
      3: [
        'Members join a waitlist in the app. When a plot frees up the app offers it to the next person on the list, who has 48 hours to accept. The app also makes a watering rota and texts whoever is on duty that morning.',
      ],
      4: ['It runs on a small web server. Plots are stored with their size and whether they get full sun.'],
      5: ['It could let members swap watering days with each other.'],
      6: ['Community gardens, allotments, school gardens.'],
    },
    sketchCaption: null,
    components: ['waitlist', 'rota'],
    essentials: ['waitlist', 'rota'],
    keyFunction: ['offer'],
    keyTerms: ['48 hours'],
  },
  {
    field: 'leather craft process',
    kinds: ['method'],
    landing: 'How I make bookmarks out of scrap leather from a saddle shop.',
    answers: {
      2: ['The scraps get thrown away and good leather bookmarks cost 20 dollars.'],
      3: [
        'I cut the scrap into 4 by 15 cm strips with a rotary cutter, punch a hole at the top, dye them with vinegaroon and rub beeswax in with a cloth. Then I thread a leather cord through the hole.',
      ],
      4: ['Vinegaroon is steel wool soaked in vinegar for a week. It turns veg-tan leather black.'],
      5: ['Coffee can be used instead of vinegaroon for brown.'],
      6: ['Gift shops, libraries, craft fairs.'],
    },
    sketchCaption: null,
    components: ['rotary cutter', 'vinegaroon', 'beeswax'],
    essentials: ['cut', 'dye'],
    keyFunction: ['dye'],
    keyTerms: ['4 by 15 cm', 'vinegaroon'],
  },
  {
    field: 'textile care process',
    kinds: ['method'],
    landing: 'My way of re-waterproofing a rain jacket at home with the dryer.',
    answers: {
      2: ['Rain jackets wet out after a year and the spray-on products leave blotches.'],
      3: [
        'First I wash the jacket with a tech wash, no fabric softener. Then I run it through a second rinse with a wash-in waterproofer, 100 ml per jacket. After that I tumble dry it on low heat for 40 minutes, because the heat bonds the coating to the fabric.',
      ],
      4: ['Water should bead up and roll off afterwards.'],
      5: [
        'A spray-on waterproofer can be used instead of the wash-in one for jackets with a wicking lining.',
      ],
      6: ['Hikers, cyclists, outdoor shops.'],
    },
    sketchCaption: null,
    components: ['tech wash', 'waterproofer'],
    essentials: ['wash', 'dry'],
    keyFunction: ['dry'],
    keyTerms: ['100 ml', '40 minutes'],
  },
  {
    field: 'paper craft process',
    kinds: ['method'],
    landing: 'How I turn junk mail into seed paper you can plant.',
    answers: {
      2: ['Junk mail goes straight to the bin and store-bought seed paper is expensive.'],
      3: [
        'I shred the junk mail, soak it in water overnight and blend it into a pulp. Then I stir in wildflower seeds, press the pulp onto a screen and let it dry for two days.',
      ],
      4: ['About one tablespoon of seeds per sheet. Glossy paper does not work well.'],
      5: ['Herb seeds can be used instead of wildflower seeds.'],
      6: ['Weddings, schools, gift shops.'],
    },
    sketchCaption: null,
    components: ['pulp', 'seeds', 'screen'],
    essentials: ['pulp', 'seeds'],
    keyFunction: ['press'],
    keyTerms: ['overnight', 'two days'],
  },
  {
    field: 'pet software',
    kinds: ['software'],
    landing: 'An app that reminds you to give your dog its flea and heartworm meds and tracks when you did.',
    answers: {
      2: ['I always forget which month I gave the last dose and the vet asks me.'],
      3: [
        'You enter each medicine and how often it is due. The app sends a reminder the morning it is due, and you tap done to log the date. If you do not tap done by evening it reminds you again.',
      ],
      4: ['Each pet has its own list. The log can be exported as a PDF for the vet.'],
      5: ['It could share the schedule with a dog sitter.'],
      6: ['Dog and cat owners, pet sitters.'],
    },
    sketchCaption: null,
    components: ['reminder', 'log'],
    essentials: ['remind'],
    keyFunction: ['remind'],
    keyTerms: ['PDF'],
  },
  {
    field: 'pet product',
    kinds: ['article'],
    landing:
      "A heated dog bed that turns itself off when the dog gets up, so it's not heating an empty bed all day.",
    answers: {
      2: ['Heated pet beds stay on all day and waste power, and some get too hot for old dogs.'],
      3: [
        'A pressure pad under the cushion senses when the dog is lying on it. A controller turns the carbon fiber heating film on only while the dog is there and keeps it at 38 C.',
      ],
      4: ['The heating film is 12 V and 20 W. The cover is washable polyester fleece and zips off.'],
      5: ['It could have a cooling gel layer for summer.'],
      6: ['Older dogs with arthritis, cold garages, kennels.'],
    },
    sketchCaption: null,
    components: ['pressure pad', 'controller', 'heating film', 'cover'],
    essentials: ['pressure pad', 'controller', 'heating film'],
    keyFunction: ['turn'],
    keyTerms: ['38 C', '12 V'],
  },
  {
    field: 'kitchen gadget',
    kinds: ['article'],
    landing:
      'A cutting board with a drawer underneath that catches the scraps so you just sweep them off the edge.',
    answers: {
      2: ['You end up carrying scraps to the bin in your hands and dropping half of them on the floor.'],
      3: [
        'A slot runs along the back edge of the board. You push scraps through it with the knife and they fall into a pull-out drawer. The drawer slides out from the side to empty it.',
      ],
      4: ['The board is bamboo, 45 by 30 cm. The drawer is polypropylene and holds about 1 liter.'],
      5: ['It could have a second drawer for compost.'],
      6: ['Home cooks, small restaurants.'],
    },
    sketchCaption: null,
    components: ['slot', 'drawer'],
    essentials: ['slot', 'drawer'],
    keyFunction: ['catch', 'through'],
    keyTerms: ['1 liter', 'bamboo'],
  },
  {
    field: 'medical device',
    kinds: ['article'],
    landing: 'A waterproof cover for arm casts so kids can shower without a plastic bag taped on.',
    answers: {
      2: [
        'Plastic bags leak and the tape pulls on the skin. The covers you buy slide down and water gets in at the top.',
      ],
      3: [
        'It is a tube of TPU film with a silicone ring at the open end. You slide it over the cast and squeeze a small bulb pump, which pulls the air out so the film shrinks onto the cast and the ring seals on the upper arm.',
      ],
      4: ['The ring is 3 mm thick medical silicone. Kids size fits arms from 15 to 22 cm around.'],
      5: ['A leg version could be longer. The bulb could have a check valve so it stays sealed.'],
      6: ['Kids with broken arms, parents, urgent care clinics.'],
    },
    sketchCaption: null,
    components: ['tube', 'silicone ring', 'bulb pump'],
    essentials: ['ring', 'pump'],
    keyFunction: ['seal'],
    keyTerms: ['TPU', '15 to 22 cm'],
  },
  {
    field: 'weather electronics',
    kinds: ['article'],
    landing: 'a rain gauge that empties itself and sends the rainfall to my phone',
    answers: {
      2: ['Normal rain gauges overflow if you forget to empty them and you have to go out and read them.'],
      3: [
        'Rain runs down a funnel into a small tipping bucket. Each time the bucket fills with 0.2 mm of rain it tips, empties and a magnet on it passes a reed switch. A microcontroller counts the tips and sends the total over WiFi every hour.',
      ],
      4: [
        'The funnel is 20 cm across and made of UV-stable ABS. It runs on a small solar panel and a 18650 battery.',
      ],
      5: ['It could also measure temperature.'],
      6: ['Gardeners, farmers, schools.'],
    },
    sketchCaption: null,
    components: ['funnel', 'tipping bucket', 'magnet', 'reed switch', 'microcontroller'],
    essentials: ['bucket', 'reed switch', 'microcontroller'],
    keyFunction: ['count'],
    keyTerms: ['0.2 mm', '20 cm'],
  },
  {
    field: 'household software',
    kinds: ['software'],
    landing: 'An app that splits the grocery bill between roommates by scanning the receipt.',
    answers: {
      2: ['We always argue about who bought what and someone ends up paying for stuff they never eat.'],
      3: [
        'You take a photo of the receipt and the app reads each item and price. Everyone taps the items they want to share, and the app splits each item between whoever tapped it and adds up what each person owes.',
      ],
      4: ['Tax is split in proportion to what each person owes. It keeps a running balance for the month.'],
      5: ['It could send payment requests through Venmo.'],
      6: ['Roommates, couples, college dorms.'],
    },
    sketchCaption: null,
    components: ['receipt', 'items', 'balance'],
    essentials: ['receipt', 'item'],
    keyFunction: ['split'],
    keyTerms: ['photo', 'running balance'],
  },
  {
    field: 'cycling electronics',
    kinds: ['article'],
    landing: 'A bike tail light that gets way brighter when a car is coming up behind you.',
    answers: {
      2: [
        "Drivers don't notice a dim blinky light until they're right on you, and a bright one all the time kills the battery.",
      ],
      3: [
        'A small radar sensor in the light watches about 100 meters back. When it picks up a car closing in, the LEDs jump from 20 lumens to 200 lumens and start flashing. When the car has passed it drops back down.',
      ],
      4: [
        "The housing is polycarbonate and clips onto the seat post. It charges over USB-C and the battery's 1000 mAh.",
      ],
      5: ['It could also buzz the handlebars so the rider knows a car is coming.'],
      6: ['Commuters, road cyclists, delivery riders.'],
    },
    sketchCaption: null,
    components: ['radar sensor', 'LEDs', 'housing', 'battery'],
    essentials: ['radar sensor', 'LED'],
    keyFunction: ['brighter', 'car'],
    keyTerms: ['100 meters', '200 lumens', 'USB-C'],
  },
  {
    field: 'gardening method',
    kinds: ['method'],
    landing: 'My way of making compost in a trash can in an apartment without it smelling.',
    answers: {
      2: ['Apartment folks can’t have a compost pile and regular bins stink up the balcony.'],
      3: [
        'I drill 20 holes in a 32 gallon trash can, put a layer of shredded cardboard on the bottom, then add food scraps and cover each batch with more cardboard. I roll the can on its side every few days to mix it.',
      ],
      4: ['Keep the ratio about 2 parts cardboard to 1 part scraps. It is ready in about 2 months.'],
      5: ['Dry leaves can be used instead of cardboard.'],
      6: ['Apartment dwellers, schools, small cafes.'],
    },
    sketchCaption: null,
    components: ['trash can', 'cardboard', 'scraps'],
    essentials: ['cardboard', 'scraps'],
    keyFunction: ['roll'],
    keyTerms: ['32 gallon', '2 months'],
  },
  {
    field: 'food composition',
    kinds: ['composition'],
    landing: 'My homemade electrolyte drink mix for hot days, no sugar junk.',
    answers: {
      2: ['Sports drinks are mostly sugar and dyes, and plain water on a hot day leaves me cramping.'],
      3: [
        'Per liter of water: half a teaspoon of salt, a quarter teaspoon of potassium chloride, 1 tablespoon of honey and the juice of one lemon. I shake it all in a bottle.',
      ],
      4: ['It keeps 2 days in the fridge. The honey is just enough to help the salt absorb.'],
      5: ['Maple syrup can replace the honey. Lime juice works instead of lemon.'],
      6: ['Hikers, roofers, people who work outside in summer.'],
    },
    sketchCaption: null,
    components: ['salt', 'potassium chloride', 'honey', 'lemon juice'],
    essentials: ['salt', 'potassium chloride', 'honey'],
    keyFunction: ['absorb'],
    keyTerms: ['potassium chloride', 'half a teaspoon'],
  },
  {
    field: 'bathroom product',
    kinds: ['article'],
    landing: "A toothbrush holder that dries the brushes so they don't get gross.",
    answers: {
      2: ['Toothbrushes sit wet in a cup and grow mold at the bottom.'],
      3: [
        "It's a wall box with four slots. A small fan blows air up past the brush heads for 10 minutes after you put one back, and a UV-C LED runs for 3 minutes while the door is shut.",
      ],
      4: ['A magnetic switch on the door cuts the UV if you open it. It runs on 3 AA batteries.'],
      5: ['A bigger one could have six slots.'],
      6: ['Families, dorms, dentists offices.'],
    },
    sketchCaption: null,
    components: ['slots', 'fan', 'UV-C LED', 'door', 'switch'],
    essentials: ['fan', 'UV-C LED', 'switch'],
    keyFunction: ['dry'],
    keyTerms: ['10 minutes', 'UV-C'],
  },
  {
    field: 'cooking method',
    kinds: ['method'],
    landing: 'How I hot smoke salmon on a regular gas grill using a cast iron smoker box.',
    answers: {
      2: ['Smokers are expensive and take up the whole patio.'],
      3: [
        "First I brine the salmon in salt and brown sugar for 4 hours, then rinse it and let it dry in the fridge till it's tacky. I fill a cast iron box with soaked alder chips and put it over the left burner on high. The salmon goes on the right side with that burner off, and I keep the grill around 90 C for about 2 hours.",
      ],
      4: ['The fish is done at 60 C inside. Skin side down, so it does not stick.'],
      5: ['Apple or cherry chips work too.'],
      6: ['Home cooks, campers with a grill.'],
    },
    sketchCaption: null,
    components: ['salmon', 'brine', 'smoker box', 'alder chips'],
    essentials: ['brine', 'chips', 'burner'],
    keyFunction: ['smoke'],
    keyTerms: ['4 hours', '90 C', '60 C'],
  },
  {
    field: 'kitchen gadget',
    kinds: ['article'],
    landing: "A cutting board that weighs what you chop so you don't need a separate scale.",
    answers: {
      2: ['I bake by weight and moving chopped stuff from the board to a scale makes a mess.'],
      3: [
        "There's a load cell under each corner of the board. A small display on the front edge shows the weight, and a tare button zeroes it so I can add one thing after another.",
      ],
      4: [
        'The board is bamboo, 40 by 30 cm. The electronics are sealed in a plastic tray under it, and it runs on two AAA batteries.',
      ],
      5: ['It could show ounces too. A bigger version could weigh up to 10 kg.'],
      6: ['Home bakers, meal preppers, small cafes.'],
    },
    sketchCaption: null,
    components: ['load cell', 'display', 'tare button', 'tray'],
    essentials: ['load cell', 'display'],
    keyFunction: ['weight'],
    keyTerms: ['bamboo', 'load cell', 'tare'],
  },
  {
    field: 'outdoor gear',
    kinds: ['article'],
    landing: "A camping lantern that's also a bluetooth speaker and charges your phone.",
    answers: {
      2: ['I always end up carrying three gadgets to the campsite and one of them is always dead.'],
      3: [
        'The lantern has a ring of 24 LEDs around a 5 watt speaker that points up. A 10,000 mAh battery in the base runs both, and a USB-C port on the side charges a phone.',
      ],
      4: [
        'The shell is IPX5 splash proof ABS with a rubber bottom. A dial on top dims the light and a button pairs the speaker.',
      ],
      5: ['A solar panel on the handle could top up the battery.'],
      6: ['Campers, backyard parties, power outages.'],
    },
    sketchCaption: null,
    components: ['LEDs', 'speaker', 'battery', 'USB-C port', 'dial'],
    essentials: ['LED', 'speaker', 'battery'],
    keyFunction: ['charge'],
    keyTerms: ['10,000 mAh', 'IPX5', 'USB-C'],
  },
  {
    field: 'baby product',
    kinds: ['article'],
    landing: "A baby bottle warmer that works off the car's USB port so you can warm milk on the road.",
    answers: {
      2: ["Gas stations don't have microwaves and cold formula makes my son cry the whole drive."],
      3: [
        'It is an insulated sleeve with a heating element inside that wraps around the bottle. A thermistor touching the bottle turns the heat off at 37 C, and an LED goes green when it is ready.',
      ],
      4: [
        'The sleeve is neoprene with velcro, and the heater pulls 10 watts from a USB-C cable. It takes about 12 minutes for a 150 ml bottle.',
      ],
      5: ['A version with a small battery pack could work away from the car.'],
      6: ['Parents on road trips, daycare vans, campers.'],
    },
    sketchCaption: null,
    components: ['sleeve', 'heating element', 'thermistor', 'LED'],
    essentials: ['sleeve', 'heating element', 'thermistor'],
    keyFunction: ['wrap around', 'turn off'],
    keyTerms: ['37 C', 'neoprene', 'USB-C'],
  },
  {
    field: 'food process',
    kinds: ['method'],
    landing: 'My way of making crunchy kale chips in the oven that stay crunchy for a week.',
    answers: {
      2: ['Store kale chips cost a fortune and homemade ones go soggy by the next day.'],
      3: [
        'I strip the leaves off the stems, tear them into big pieces and dry them completely in a salad spinner. Then I massage in a tablespoon of olive oil and a pinch of salt per bunch and bake them at 135 C for 25 minutes, flipping once.',
      ],
      4: [
        'The low heat dries them instead of burning them. I cool them on the tray and store them in a jar with a silica gel packet.',
      ],
      5: ['Nutritional yeast or smoked paprika can go on before baking.'],
      6: ['Home cooks, parents packing lunches, small snack makers.'],
    },
    sketchCaption: null,
    components: ['kale', 'olive oil', 'salt', 'jar'],
    essentials: ['kale', 'olive oil'],
    keyFunction: ['bak'],
    keyTerms: ['135 C', '25 minutes'],
  },
  {
    field: 'cleaning composition',
    kinds: ['composition'],
    landing: "My all-purpose cleaner that's safe around kids and pets.",
    answers: {
      2: ['Most sprays have bleach or ammonia and my toddler touches everything.'],
      3: [
        'It is 500 ml of water, 250 ml of white vinegar, 1 teaspoon of castile soap and 10 drops of tea tree oil. I mix it in a spray bottle and shake before each use.',
      ],
      4: ['The vinegar cuts grease and the soap lifts dirt. It keeps about a month.'],
      5: ['Lemon oil can replace the tea tree oil.'],
      6: ['Parents, daycares, pet owners.'],
    },
    sketchCaption: null,
    components: ['water', 'vinegar', 'castile soap', 'tea tree oil'],
    essentials: ['vinegar', 'castile soap'],
    keyFunction: ['grease'],
    keyTerms: ['250 ml', 'castile soap'],
  },
  {
    field: 'garden product',
    kinds: ['article'],
    landing: 'A self-watering planter for balconies that tells you when the reservoir is low.',
    answers: {
      2: ["I travel for work and my balcony herbs die every time I'm gone a week."],
      3: [
        'The planter has a 3 liter reservoir under the soil. A cotton wick pulls water up into the soil, and a float in the reservoir pushes a red flag up through the rim when the water gets low.',
      ],
      4: [
        'The body is UV-stabilized polypropylene, 60 cm long. A fill tube on the corner lets you top it up without moving the plants.',
      ],
      5: ['A longer version could have two wicks.'],
      6: ['Apartment gardeners, offices, restaurants with window boxes.'],
    },
    sketchCaption: null,
    components: ['reservoir', 'wick', 'float', 'flag', 'fill tube'],
    essentials: ['reservoir', 'wick', 'float'],
    keyFunction: ['flag'],
    keyTerms: ['3 liter', 'polypropylene'],
  },
  {
    field: 'woodworking method',
    kinds: ['method'],
    landing: 'How I make a cutting board out of scrap hardwood strips.',
    answers: {
      2: ['Scrap bins at lumber yards are full of maple and walnut offcuts that get thrown out.'],
      3: [
        'I rip the strips to 40 mm wide, glue them edge to edge with Titebond III and clamp them overnight. Then I plane both faces flat, sand to 220 grit and round the edges with a router.',
      ],
      4: [
        'I finish it with food-grade mineral oil, three coats a day apart. The board ends up about 30 mm thick.',
      ],
      5: ['Cherry or oak strips work as well.'],
      6: ['Hobby woodworkers, craft fair sellers, schools.'],
    },
    sketchCaption: null,
    components: ['strips', 'glue', 'clamps', 'mineral oil'],
    essentials: ['strips', 'glue'],
    keyFunction: ['glu'],
    keyTerms: ['40 mm', 'Titebond III', '220 grit'],
  },
  {
    field: 'food process',
    kinds: ['method'],
    landing: 'My way of pickling red onions in an hour instead of overnight.',
    answers: {
      2: ['Most recipes want the onions to sit overnight and I never plan that far ahead.'],
      3: [
        'I slice the onions thin, about 3 mm, and pack them in a jar. Then I bring a cup of vinegar, half a cup of water, a tablespoon of sugar and a teaspoon of salt to a boil and pour it over them.',
      ],
      4: [
        'The hot brine softens them fast. After an hour on the counter they are ready, and they keep two weeks in the fridge.',
      ],
      5: ['Lime juice can replace half the vinegar.'],
      6: ['Home cooks, taco trucks, small restaurants.'],
    },
    sketchCaption: null,
    components: ['onions', 'vinegar', 'jar', 'brine'],
    essentials: ['onions', 'vinegar'],
    keyFunction: ['pour'],
    keyTerms: ['3 mm', 'an hour'],
  },
  {
    field: 'pet care composition',
    kinds: ['composition'],
    landing: 'My paw balm for dogs whose pads crack in the winter salt.',
    answers: {
      2: [
        "The salt on the sidewalks cracks my husky's paws every January and the store balms have stuff I can't pronounce.",
      ],
      3: [
        "It's 2 parts coconut oil, 1 part shea butter and 1 part beeswax, melted together in a double boiler. I pour it into small tins and let it set.",
      ],
      4: [
        'The beeswax makes a barrier against the salt and the shea butter softens the pads. A tin lasts about a month.',
      ],
      5: ['Olive oil can replace the coconut oil.'],
      6: ['Dog owners in snowy places, groomers, sled dog teams.'],
    },
    sketchCaption: null,
    components: ['coconut oil', 'shea butter', 'beeswax'],
    essentials: ['oil', 'shea butter', 'beeswax'],
    keyFunction: ['barrier'],
    keyTerms: ['2 parts', 'shea butter', 'double boiler'],
  },
  {
    field: 'home safety device',
    kinds: ['article'],
    landing: 'A door stop alarm for hotel rooms that screams if someone pushes the door open.',
    answers: {
      2: ["I travel alone a lot for work and hotel door locks aren't always great."],
      3: [
        'It is a rubber wedge with a spring-loaded plate on top. When the door pushes on the plate it closes a switch and a 120 dB siren goes off, and the wedge also jams the door.',
      ],
      4: [
        'It runs on a 9 volt battery and there is an on/off switch on the side. The wedge is about 15 cm long.',
      ],
      5: ['A version could also flash a bright LED.'],
      6: ['Solo travelers, students in dorms, people in short-term rentals.'],
    },
    sketchCaption: null,
    components: ['wedge', 'plate', 'switch', 'siren', 'battery'],
    essentials: ['wedge', 'plate', 'siren'],
    keyFunction: ['switch'],
    keyTerms: ['120 dB', '9 volt', 'rubber'],
  },
  {
    field: 'garden tool',
    kinds: ['article'],
    landing: 'A wheelbarrow handle extension that lets tall people push it without bending over.',
    answers: {
      2: ["I'm 6'5\" and every wheelbarrow has me hunched over, my back hurts after one load of mulch."],
      3: [
        'It is a pair of steel tubes that slide over the ends of the handles and lock with a spring pin. Each tube adds 25 cm, and a foam grip on the end keeps your hands from slipping.',
      ],
      4: [
        'The tubes are 32 mm inside diameter so they fit most handles. The spring pin clicks into a hole you drill once.',
      ],
      5: ['An aluminum version would be lighter.'],
      6: ['Tall gardeners, landscapers, farm workers.'],
    },
    sketchCaption: null,
    components: ['tube', 'spring pin', 'foam grip'],
    essentials: ['tube', 'spring pin'],
    keyFunction: ['slide'],
    keyTerms: ['25 cm', '32 mm', 'spring pin'],
  },
  {
    field: 'fishing gear',
    kinds: ['article'],
    landing:
      "A rod holder that clamps onto a kayak and lets go of the rod when a big fish pulls, so you don't lose the whole rod.",
    answers: {
      2: [
        "I've lost two rods off my kayak when a fish hit hard and the holder held on and the rod snapped or went overboard.",
      ],
      3: [
        "It's a tube that holds the rod butt, on a clamp that goes on the gunwale rail. A spring-loaded collar grips the rod, and when the pull goes over about 8 kg the collar pops open and the rod comes free but stays tied on by a coiled leash.",
      ],
      4: [
        "The tube and clamp are glass-filled nylon, the collar spring is stainless steel. You set the release force with a knob from 4 to 12 kg. Does the leash count as part of it? I'd say yes.",
      ],
      5: ['It could mount on a boat rail or a dock post instead.'],
      6: ['Kayak anglers, canoe fishing, pier fishing.'],
    },
    sketchCaption: null,
    components: ['tube', 'clamp', 'collar', 'knob', 'leash'],
    essentials: ['tube', 'clamp', 'collar'],
    keyFunction: ['pop'],
    keyTerms: ['8 kg', '4 to 12 kg', 'glass-filled nylon'],
  },
  {
    field: 'pet care composition',
    kinds: ['composition'],
    landing: "My dog ear cleaner made from witch hazel and apple cider vinegar that doesn't sting.",
    answers: {
      2: [
        'My lab gets ear gunk every summer from swimming and the vet cleaner has alcohol that makes him yelp.',
      ],
      3: [
        "It's 1 cup witch hazel, 1/4 cup apple cider vinegar and 2 tablespoons of aloe vera gel, shaken together in a squeeze bottle. You squirt some in the ear, rub the base for 30 seconds and let the dog shake.",
      ],
      4: ["The vinegar keeps yeast down and the aloe soothes. It's good for about 3 months in the fridge."],
      5: ['A few drops of calendula oil can go in too.'],
      6: ['Dog owners, groomers, doggy daycares.'],
    },
    sketchCaption: null,
    components: ['witch hazel', 'apple cider vinegar', 'aloe vera gel'],
    essentials: ['witch hazel', 'vinegar', 'aloe vera gel'],
    keyFunction: ['yeast'],
    keyTerms: ['1 cup', '1/4 cup', 'witch hazel'],
  },
  {
    field: 'food method',
    kinds: ['method'],
    landing: 'My way of drying fresh herbs in the microwave so they keep their green color.',
    answers: {
      2: ['Air-drying takes two weeks and the herbs turn brown and dusty. The oven cooks them.'],
      3: [
        'I strip the leaves off the stems, lay them in one layer between two paper towels and microwave on high for 1 minute. Then I flip the towels and do 20 second bursts until the leaves crumble.',
      ],
      4: [
        'Thick leaves like sage take about 3 minutes total, basil about 2. Store them in a jar away from light.',
      ],
      5: ['Coffee filters work instead of paper towels.'],
      6: ['Home cooks, gardeners with too much basil, small farm stands.'],
    },
    sketchCaption: null,
    components: ['paper towel', 'microwave'],
    essentials: ['paper towel', 'microwave'],
    keyFunction: ['microwav'],
    keyTerms: ['1 minute', '20 second', 'paper towels'],
  },
  {
    field: 'small business software',
    kinds: ['software'],
    landing:
      "An app for food trucks that tells regulars where the truck is parked today and when it's about to sell out.",
    answers: {
      2: ["I run a taco truck and half my regulars DM me every morning asking where I'll be."],
      3: [
        'When I park, I tap "open" and the app grabs the GPS location and pushes it to everyone who follows the truck within 5 km. During service I type in how many of each item is left, and when something drops under 10 the followers get a "selling out" alert.',
      ],
      4: [
        'It runs on my phone. Followers get the alerts on their phones and can see the menu and the spot on a map.',
      ],
      5: ['Followers could preorder so their food is ready when they walk up.'],
      6: ['Food trucks, farmers market stands, pop-up bakeries.'],
    },
    sketchCaption: null,
    components: ['location', 'alert', 'menu', 'map'],
    essentials: ['location', 'alert'],
    keyFunction: ['push'],
    keyTerms: ['5 km', 'GPS'],
  },
  {
    field: 'mechanical consumer product',
    kinds: ['article'],
    landing:
      'A rolling cooler that climbs stairs, using a three-wheel star on each side instead of one wheel.',
    answers: {
      2: [
        'Dragging a full cooler up the steps to the beach house is brutal and the wheels just catch on every step.',
      ],
      3: [
        'Each side has a star-shaped hub with three small wheels. On flat ground two wheels roll, and when the cooler hits a step the hub rotates so the next wheel lands on the step above.',
      ],
      4: [
        'The wheels are 10 cm rubber and the hubs are cast aluminum on a steel axle. The handle telescopes to 1 meter. It holds 45 liters.',
      ],
      5: ['A four-wheel star could be smoother on small steps.'],
      6: ['Beach goers, tailgaters, campers, caterers.'],
    },
    sketchCaption: null,
    components: ['hub', 'wheel', 'axle', 'handle'],
    essentials: ['hub', 'wheel'],
    keyFunction: ['rotate'],
    keyTerms: ['three', '10 cm', '45 liters'],
  },
  {
    field: 'food composition',
    kinds: ['composition'],
    landing: 'An egg-free pancake mix made from oat flour and banana powder, you just add water.',
    answers: {
      2: ["My son's allergic to eggs and wheat and every mix at the store has one or the other."],
      3: [
        "It's 2 cups oat flour, 1/2 cup banana powder, 2 teaspoons baking powder and a pinch of salt. You whisk in 1 1/2 cups of water and let it sit 5 minutes so the oats soak up the water.",
      ],
      4: [
        'The banana powder holds it together instead of the egg. A batch makes about 10 pancakes and the dry mix keeps 6 months in a jar.',
      ],
      5: ['Ground flax can replace half the banana powder.'],
      6: ['Parents of kids with allergies, camping, school lunches.'],
    },
    sketchCaption: null,
    components: ['oat flour', 'banana powder', 'baking powder', 'salt'],
    essentials: ['oat flour', 'banana powder', 'baking powder'],
    keyFunction: ['together'],
    keyTerms: ['2 cups', '1/2 cup', 'banana powder'],
  },
  {
    field: 'electronics accessory',
    kinds: ['article'],
    landing: 'A USB-C cable with a tiny display in the plug that shows how many watts are going through it.',
    answers: {
      2: [
        "I never know if my laptop is actually fast charging or if the cable's junk. The meters you plug in between are bulky and fall out.",
      ],
      3: [
        "There's a current sensing chip and a little OLED screen molded into one plug. The chip measures the voltage and the current, multiplies them, and the screen shows the watts, updated twice a second.",
      ],
      4: [
        "The screen is 0.5 inch and runs off the cable's own power, it draws under 10 milliwatts. The cable is 2 meters, braided nylon, rated for 100 watts. Is 240 W worth doing?",
      ],
      5: ['The display could also show the total watt-hours since you plugged it in.'],
      6: ['Laptop users, phone repair shops, people who test chargers.'],
    },
    sketchCaption: null,
    components: ['plug', 'chip', 'screen'],
    essentials: ['chip', 'screen'],
    keyFunction: ['watt'],
    keyTerms: ['100 watts', 'OLED', '0.5 inch'],
  },
  {
    field: 'medical device',
    kinds: ['article'],
    landing:
      "A pill organizer that keeps each day's box locked until that day comes, so my mom can't take Tuesday's pills on Monday.",
    answers: {
      2: [
        "Mom's 84 and she forgets whether she took her pills, so sometimes she takes them twice. The regular weekly boxes don't stop that at all.",
      ],
      3: [
        "There are seven compartments with lids, and each lid has a little solenoid latch. A clock chip inside knows the day, and at 6 in the morning it releases that day's latch and only that one. A green light comes on over the open box.",
      ],
      4: [
        "It runs on 4 AA batteries, they last about 3 months. The case is ABS plastic, about 20 cm long. If she opens the box the light goes off, and if she hasn't opened it by 10 am it beeps.",
      ],
      5: [
        'You could have two rows for morning and evening. Maybe it texts me too, I dunno if that makes it too complicated?',
      ],
      6: ['Seniors living alone, caregivers, assisted living places.'],
    },
    sketchCaption: null,
    components: ['compartment', 'lid', 'latch', 'clock chip', 'light'],
    essentials: ['compartment', 'latch', 'clock'],
    keyFunction: ['release'],
    keyTerms: ['seven', 'solenoid', '6 in the morning'],
  },
  {
    field: 'mechanical',
    kinds: ['article'],
    landing:
      "A snow shovel with a second handle halfway down the shaft that swivels, so you don't have to bend over.",
    answers: {
      2: [
        "I threw my back out shoveling two winters ago. Those bent-shaft shovels help a little but you're still bending.",
      ],
      3: [
        'The second handle clamps around the shaft about halfway down and it swivels on a pivot, so when you push the snow and then lift, your lower hand stays level and takes the weight instead of your back.',
      ],
      4: [
        'The shaft is aluminum, 130 cm long. The clamp is a nylon collar with a quick-release lever so you can slide it up or down for your height. The blade is 60 cm wide polypropylene with a steel wear strip.',
      ],
      5: ['The handle could fit on a rake or a pitchfork too.'],
      6: ['Homeowners, older folks, people with back problems, maintenance crews.'],
    },
    sketchCaption: null,
    components: ['shaft', 'handle', 'collar', 'blade'],
    essentials: ['shaft', 'handle', 'blade'],
    keyFunction: ['swivel'],
    keyTerms: ['130 cm', 'quick-release lever', '60 cm'],
  },
  {
    field: 'household chemistry',
    kinds: ['composition'],
    landing:
      "Dishwasher tablets I make at home from washing soda, citric acid and salt that don't leave a film on the glasses.",
    answers: {
      2: [
        'The store tabs cost like 30 cents each and my glasses still come out cloudy. Homemade recipes online turn into a rock in the jar.',
      ],
      3: [
        'I mix 1 cup washing soda, 1/2 cup citric acid and 1/4 cup coarse salt, then I spritz it with white vinegar just until it holds together like wet sand. I press it into an ice cube tray and let it dry overnight.',
      ],
      4: [
        'Each tab is about 1 tablespoon. The citric acid is what stops the film on hard water. A batch makes 24 tabs and they stay loose in a jar with a silica packet.',
      ],
      5: [
        "You can add 10 drops of lemon essential oil for smell. Borax works instead of the salt but people don't like borax.",
      ],
      6: ['Families, people with hard water, people who want to avoid chemicals.'],
    },
    sketchCaption: null,
    components: ['washing soda', 'citric acid', 'salt', 'vinegar'],
    essentials: ['washing soda', 'citric acid', 'salt'],
    keyFunction: ['film'],
    keyTerms: ['1 cup', '1/2 cup', 'citric acid'],
  },
  {
    field: 'software',
    kinds: ['software'],
    landing: "A browser extension that blurs spoilers for shows you haven't caught up on yet.",
    answers: {
      2: [
        'I got the finale of my favorite show spoiled by a news headline. Keyword blockers hide half the internet and still miss stuff.',
      ],
      3: [
        "You tell it what shows you watch and which episode you're on. It reads each page as it loads, and when a headline or post mentions a character or event from a later episode, it blurs that text. You can click to reveal it if you want.",
      ],
      4: [
        'It uses an episode guide for each show with the character names and plot words per episode. It checks the page again when new posts load while you scroll. It runs in Chrome and Firefox.',
      ],
      5: ['It could mark episodes watched automatically from your streaming history.'],
      6: ['TV fans, people who watch late, book readers for adaptations.'],
    },
    sketchCaption: null,
    components: ['extension', 'episode guide', 'page'],
    essentials: ['episode', 'page', 'blur'],
    keyFunction: ['blur'],
    keyTerms: ['episode guide', 'Chrome', 'reveal'],
  },
  {
    field: 'baby product',
    kinds: ['article'],
    landing: "A baby bottle sleeve that turns blue when the milk's too hot.",
    answers: {
      2: [
        "You're supposed to test on your wrist but at 3 am who can tell. I scalded my daughter once, not badly, but it scared me.",
      ],
      3: [
        "It's a silicone sleeve that slides over the bottle and has a strip of thermochromic ink on the inside that touches the bottle. Above 40 C the strip turns blue, and when it cools down it goes back to white.",
      ],
      4: [
        "The sleeve fits bottles from 60 to 70 mm wide. The strip is 5 cm tall so you see it from any side. It's dishwasher safe up to 70 C.",
      ],
      5: ["A second strip could turn pink when it's too cold."],
      6: ['New parents, daycares, babysitters.'],
    },
    sketchCaption: null,
    components: ['sleeve', 'strip', 'bottle'],
    essentials: ['sleeve', 'strip'],
    keyFunction: ['blue'],
    keyTerms: ['thermochromic', '40 C', 'silicone'],
  },
  {
    field: 'food method',
    kinds: ['method'],
    landing:
      'My way of keeping cut apple slices from turning brown in lunchboxes, with salt water and a little honey.',
    answers: {
      2: [
        "My kids won't eat brown apples. Lemon juice makes them sour and the store packs have preservatives.",
      ],
      3: [
        'I dissolve 1/2 teaspoon of salt and 1 teaspoon of honey in 2 cups of cold water, soak the slices for 5 minutes, then rinse them quick and pat them dry. They stay white until lunch.',
      ],
      4: [
        'The honey takes away the salty taste. It works for about 8 hours. I keep them in a zip bag with the air pressed out.',
      ],
      5: ["Pears work the same way. Sugar works instead of honey if you're vegan."],
      6: ['Parents packing lunches, caterers, fruit platters.'],
    },
    sketchCaption: null,
    components: ['slices', 'salt', 'honey', 'water'],
    essentials: ['salt', 'honey', 'water'],
    keyFunction: ['soak'],
    keyTerms: ['1/2 teaspoon', '5 minutes', '2 cups'],
  },
  {
    field: 'consumer product',
    kinds: ['article'],
    landing:
      'I made a beach towel with weights sewn into the corners so the wind stops flipping it over, and a zip pocket for your phone.',
    answers: {
      2: [
        "At the beach the wind keeps blowing my towel over and sand gets everywhere. Towel clips don't work in sand, there's nothing to clip to.",
      ],
      3: [
        'Each corner has a small pocket with a 150 gram bag of steel shot sewn shut inside. There is a zippered pocket on one short side that fits a phone and keys.',
      ],
      4: [
        "The towel is microfiber, 180 by 90 cm. The corner pockets are double stitched nylon so they don't tear. The whole thing weighs about 900 grams.",
      ],
      5: [
        'You could fill the corner pockets with sand yourself instead of steel shot. It could have a small loop to hang it up.',
      ],
      6: ['Beachgoers, campers, people at the pool. You lay it flat and it just stays put.'],
    },
    sketchCaption: null,
    components: ['towel', 'corner pocket', 'steel shot', 'zippered pocket'],
    essentials: ['corner pocket', 'steel shot'],
    keyFunction: ['flipping'],
    keyTerms: ['150 gram', '180 by 90 cm', 'microfiber'],
  },
  {
    field: 'food composition',
    kinds: ['composition', 'method'],
    landing: 'My recipe for a pickle brine that keeps cucumbers crunchy without alum, using grape leaves.',
    answers: {
      2: [
        "Store pickles go soft after a couple weeks, and alum is what people use but I don't like the idea of it.",
      ],
      3: [
        'I heat 1 liter of water with 60 grams of salt and 250 ml of white vinegar until the salt dissolves. I put 2 grape leaves in each jar with the cucumbers and pour the brine over.',
      ],
      4: [
        'The grape leaves have tannins that keep the pickles crisp. I let the jars sit in the fridge for 5 days before eating. Dill and garlic go in for flavor.',
      ],
      5: ['Oak leaves or black tea leaves would work instead of grape leaves, they have tannins too.'],
      6: ['Home canners, farmers market sellers.'],
    },
    sketchCaption: null,
    components: ['water', 'salt', 'white vinegar', 'grape leaves'],
    essentials: ['salt', 'vinegar', 'leaves'],
    keyFunction: ['crisp'],
    keyTerms: ['60 grams', '250 ml', 'tannins'],
  },
  {
    field: 'pet product',
    kinds: ['article'],
    landing: 'I built a dog ramp for my SUV that folds in thirds so it fits in the trunk.',
    answers: {
      2: [
        "My lab is 12 and can't jump into the back anymore, and lifting 35 kg of dog hurts my back. The ramps in stores are heavy and don't fold small.",
      ],
      3: [
        "It's three aluminum panels joined by piano hinges, with a rubber grip mat on top. Two hooks at the top end catch the bumper so it doesn't slide.",
      ],
      4: [
        "Each panel is 50 cm long and 40 cm wide, so unfolded it's 1.5 meters. The whole ramp weighs 6 kg and holds up to 90 kg. The hooks are coated in rubber so they don't scratch the paint.",
      ],
      5: ["It could have side rails so small dogs don't step off. A carbon fiber version would be lighter."],
      6: [
        'Owners of old or injured dogs, vets, dog groomers. You unfold it, hook it on the bumper and the dog walks up.',
      ],
    },
    sketchCaption: null,
    components: ['panel', 'piano hinge', 'grip mat', 'hook'],
    essentials: ['panel', 'hinge', 'hook'],
    keyFunction: ['fold'],
    keyTerms: ['piano hinges', '90 kg', 'aluminum'],
  },
  {
    field: 'kitchen tool',
    kinds: ['article'],
    landing: "I made a cutting board with a built-in scraper drawer so scraps don't end up on the floor.",
    answers: {
      2: [
        'When I chop vegetables half the scraps fall off the edge. Bowls next to the board take up counter space.',
      ],
      3: [
        'The board is bamboo with a slot along the back edge. A plastic drawer slides under the board, and you push scraps through the slot into it.',
      ],
      4: [
        'The board is 40 by 30 cm and 3 cm thick. The drawer holds about 1 liter and pulls out from the side so you can empty it.',
      ],
      5: [
        'The drawer could be stainless steel. A version could have two drawers, one for compost and one for trash.',
      ],
      6: ['Home cooks, meal preppers, small restaurants.'],
    },
    sketchCaption: null,
    components: ['board', 'slot', 'drawer'],
    essentials: ['slot', 'drawer'],
    keyFunction: ['slide'],
    keyTerms: ['bamboo', '1 liter'],
  },
  {
    field: 'method',
    kinds: ['method'],
    landing: 'My way of removing sticker residue from glass jars with cooking oil and baking soda.',
    answers: {
      2: ['Jar labels leave a gummy layer and scraping it takes forever. Solvent removers smell awful.'],
      3: [
        'I mix 1 tablespoon of cooking oil with 1 tablespoon of baking soda into a paste, rub it on the residue and leave it for 10 minutes. Then I scrub it off with a sponge and wash the jar with dish soap.',
      ],
      4: ['The oil softens the glue and the baking soda scrubs without scratching. It works on plastic too.'],
      5: ['Coconut oil works instead of cooking oil.'],
      6: ['People who reuse jars, canners, crafters.'],
    },
    sketchCaption: null,
    components: ['cooking oil', 'baking soda', 'sponge'],
    essentials: ['oil', 'baking soda'],
    keyFunction: ['rub'],
    keyTerms: ['10 minutes', '1 tablespoon'],
  },
  {
    field: 'software',
    kinds: ['software'],
    landing: 'An app for our neighborhood that lets people lend and borrow ladders, drills and other tools.',
    answers: {
      2: [
        "Everyone on our street owns a drill they use twice a year. Facebook groups are a mess, you can't see who has what or when it's free.",
      ],
      3: [
        'People list their tools with a photo. A neighbor picks dates on a calendar and sends a request, and the owner approves it. The app reminds the borrower a day before the return date.',
      ],
      4: [
        'Each tool has a status: available, lent out or being repaired. If a tool comes back late twice, the borrower has to wait a week before borrowing again. Owners can rate the condition it came back in.',
      ],
      5: [
        'It could hold a deposit through Stripe for expensive tools. It could work for a school or an apartment building too.',
      ],
      6: ['Neighborhoods, apartment buildings, makerspaces.'],
    },
    sketchCaption: null,
    components: ['listing', 'calendar', 'request', 'reminder'],
    essentials: ['request', 'approve', 'remind'],
    keyFunction: ['borrow'],
    keyTerms: ['calendar', 'a day before', 'twice'],
  },
  {
    field: 'manufacturing process',
    kinds: ['method'],
    landing: 'How I make layered candles with slanted stripes by tilting the jar while each layer sets.',
    answers: {
      2: [
        'Layered candles always come out with flat stripes, and people at the craft fair want something different. Tilting by hand is uneven.',
      ],
      3: [
        "I set the jar in a wooden cradle that holds it at 30 degrees, pour the first color of soy wax at 60 C, and wait until it's firm, about 20 minutes. Then I turn the cradle to the other side and pour the next color, so the stripes zigzag.",
      ],
      4: [
        'The cradle is a block of pine with a V notch and a peg that sets the angle. I use 8 oz jars and do four layers. The last layer goes in with the jar upright so the top is flat.',
      ],
      5: ['Beeswax works too but it sets faster so you wait less.'],
      6: ['Candle makers, craft fair sellers, gift shops.'],
    },
    sketchCaption: null,
    components: ['jar', 'cradle', 'wax'],
    essentials: ['jar', 'cradle', 'wax'],
    keyFunction: ['tilt'],
    keyTerms: ['30 degrees', '60 C', 'soy wax'],
  },
  {
    field: 'electronics',
    kinds: ['article'],
    landing: "A night light for my kids that turns green when it's okay to get out of bed in the morning.",
    answers: {
      2: ["My 4 year old gets up at 5 am and wakes everyone. Clocks don't help because she can't read them."],
      3: [
        "It glows orange at night and switches to green at the wake-up time I set in the app. There's a little real-time clock chip so it keeps the time even if the wifi drops.",
      ],
      4: [
        "Inside there's an ESP32, an RGB LED ring with 12 LEDs and a coin cell for the clock. It plugs into the wall with USB-C. The orange is dim, about 5 percent brightness, so it doesn't keep them awake.",
      ],
      5: [
        'It could play a short song at wake-up time. A version could show a sun and a moon instead of colors.',
      ],
      6: [
        "Parents of toddlers, daycare nap rooms. You set the time in the app, the kid sees green and knows it's okay to get up.",
      ],
    },
    sketchCaption: null,
    components: ['LED ring', 'clock chip', 'ESP32'],
    essentials: ['LED', 'clock'],
    keyFunction: ['green'],
    keyTerms: ['5 percent', 'wake-up time'],
  },
  {
    field: 'medical device',
    kinds: ['article'],
    landing:
      'A spoon for people with tremors: the bowl sits on a little gimbal so it stays level, and the handle is weighted.',
    answers: {
      2: [
        "My grandpa has Parkinson's and spills half his soup before it gets to his mouth. The stabilizing spoons with motors cost over 200 dollars and need charging.",
      ],
      3: [
        'The bowl hangs on a two-axis gimbal at the end of the handle, so it stays level when the hand shakes. The handle has a steel weight inside that dampens the shaking.',
      ],
      4: [
        "The handle is silicone over a steel core, 2.5 cm thick so it's easy to grip, and it weighs about 150 grams. The gimbal is two stainless rings on little pins. A slide lock on the handle locks the gimbal for cutting food. The bowl pops off for the dishwasher.",
      ],
      5: ["A fork head could go on the same gimbal. A kids' version could be lighter, around 90 grams."],
      6: [
        "People with Parkinson's or essential tremor, stroke patients, nursing homes. You unlock the gimbal, scoop, lift it to your mouth, and the bowl stays level the whole way.",
      ],
    },
    sketchCaption: null,
    components: ['bowl', 'gimbal', 'handle', 'weight'],
    essentials: ['bowl', 'gimbal', 'handle'],
    keyFunction: ['level'],
    keyTerms: ['150 grams', '2.5 cm'],
  },
  {
    field: 'electronics',
    kinds: ['article'],
    landing: 'A plug-in monitor for my sump pump that texts me if the pump stops working or runs nonstop.',
    answers: {
      2: [
        "Our basement flooded twice because the pump died and we didn't know. The float alarms only beep in the basement where nobody hears them.",
      ],
      3: [
        'It plugs into the outlet and the pump plugs into it. A current sensor inside watches how much power the pump draws. If the pump runs for more than 10 minutes straight, or draws no current when the water sensor on the floor gets wet, it sends a text over wifi.',
      ],
      4: [
        'The current sensor is a clamp-style sensor around the hot wire, rated for 15 amps. The water sensor is two metal contacts on a 2 meter cord that sits on the floor next to the pit. It has a backup battery that lasts 8 hours if the power goes out, and it texts when the power goes out too.',
      ],
      5: ['It could work for a well pump or a freezer. Instead of a text it could call a phone number.'],
      6: [
        'Homeowners with basements, landlords, vacation homes. You plug it in, plug the pump into it, put the water sensor by the pit and pair it with the app.',
      ],
    },
    sketchCaption: null,
    components: ['current sensor', 'water sensor', 'battery'],
    essentials: ['current sensor', 'water sensor'],
    keyFunction: ['text'],
    keyTerms: ['10 minutes', '15 amps'],
  },
  {
    field: 'software',
    kinds: ['software'],
    landing: 'An app for a youth soccer coach that makes sure every kid gets equal playing time.',
    answers: {
      2: [
        "I coach under-10 soccer and every season parents complain their kid sat on the bench too much. I track minutes on a clipboard and lose count when I'm also coaching.",
      ],
      3: [
        "Before the game I enter the roster and how long the halves are. The app plans the substitutions so everyone plays about the same minutes, and it buzzes my phone when it's time to sub. If a kid gets hurt or leaves, I tap their name and it redoes the plan for the rest.",
      ],
      4: [
        "It keeps each kid's minutes for the whole season, so a kid who played less last week gets more this week. Keepers count separately since not every kid wants to play goal. It works offline because fields don't have signal.",
      ],
      5: ['It could work for basketball or hockey with shifts. Parents could get a summary after the game.'],
      6: [
        "Volunteer coaches in rec leagues, school teams. You set up the team once, pick who's here today, hit start when the ref blows the whistle.",
      ],
    },
    sketchCaption: null,
    components: ['roster', 'substitutions', 'minutes'],
    essentials: ['roster', 'substitution'],
    keyFunction: ['plan'],
    keyTerms: ['playing time', 'offline'],
  },
  {
    field: 'chemical composition',
    kinds: ['composition'],
    landing: "A homemade windshield de-icer spray that melts ice in a minute and doesn't refreeze.",
    answers: {
      2: [
        'Scraping ice takes forever and store de-icers cost 8 dollars a bottle. Hot water cracks windshields.',
      ],
      3: [
        "It's 2 parts 70 percent isopropyl alcohol to 1 part water, with a few drops of dish soap. You spray it on and the ice turns to slush you can wipe off with the wipers.",
      ],
      4: [
        'The alcohol freezes way lower than water, around minus 89 C, so the mix stays liquid down to about minus 30. The soap helps it spread and stops streaks. I keep it in a spray bottle in the car door.',
      ],
      5: [
        'Vodka works instead of rubbing alcohol in a pinch. You could add a little glycerin so it does not dry out rubber seals.',
      ],
      6: [
        'Anyone who parks outside in winter, delivery drivers, car rentals. Spray the windshield, wait 30 seconds, run the wipers.',
      ],
    },
    sketchCaption: null,
    components: ['isopropyl alcohol', 'water', 'dish soap'],
    essentials: ['alcohol', 'water', 'soap'],
    keyFunction: ['melt'],
    keyTerms: ['70 percent', '2 parts'],
  },
  {
    field: 'consumer product',
    kinds: ['article'],
    landing: "A paint roller tray with a lid that clips on so the paint doesn't dry out between coats.",
    answers: {
      2: [
        'Between coats I wrap the tray in plastic wrap and it still skins over. Cleaning the tray every time wastes paint.',
      ],
      3: [
        'The tray has a hinged lid that snaps shut with two clips on the front. A foam gasket runs around the rim so it seals air tight. The roller stays inside under the lid.',
      ],
      4: [
        'The tray is polypropylene, 38 by 30 cm, and holds about 1 liter of paint. The lid is clear so you can see how much paint is left. The hinge is a living hinge molded with the tray.',
      ],
      5: ['A smaller one for 4 inch foam rollers. The gasket could be silicone instead of foam.'],
      6: [
        'Painters, DIY people doing a room over a weekend. Roll, put the roller in the tray, snap the lid shut, go to lunch, open it and keep going.',
      ],
    },
    sketchCaption: null,
    components: ['tray', 'lid', 'clips', 'gasket'],
    essentials: ['tray', 'lid', 'gasket'],
    keyFunction: ['seal'],
    keyTerms: ['living hinge', '1 liter'],
  },
  {
    field: 'electromechanical',
    kinds: ['article'],
    landing: 'A floor bike pump with a digital gauge that beeps when the tire hits the pressure you set.',
    answers: {
      2: [
        "The dial gauges on floor pumps are tiny and jump around, so I always overshoot or stop short. Kids can't read them at all.",
      ],
      3: [
        'You set the target pressure with two buttons on the gauge, from 10 to 160 psi. A pressure sensor in the base reads the hose pressure, and when it gets to the target the buzzer beeps three times and the screen flashes green.',
      ],
      4: [
        'The gauge runs on two AAA batteries and turns off after 2 minutes without pumping. The barrel is aluminum, 60 cm tall, and the hose head fits Presta and Schrader valves. The display is backlit so it works in a dark garage.',
      ],
      5: [
        'It could vibrate the handle instead of beeping. A version for car tires could go up to 60 psi with a bigger barrel.',
      ],
      6: [
        "Cyclists, bike shops, parents pumping kids' tires. You set the number, pump until it beeps, pull the head off.",
      ],
    },
    sketchCaption: null,
    components: ['gauge', 'pressure sensor', 'buzzer', 'barrel'],
    essentials: ['pressure sensor', 'buzzer'],
    keyFunction: ['beep'],
    keyTerms: ['160 psi', 'Presta'],
  },
  {
    field: 'food process',
    kinds: ['method'],
    landing: 'My way of making thick yogurt overnight in a slow cooker without a yogurt maker.',
    answers: {
      2: ['Yogurt makers are one more gadget and store yogurt is expensive and full of sugar.'],
      3: [
        'I heat half a gallon of milk in the slow cooker on low for about 2.5 hours until it hits 180 F, then unplug it and let it cool to 110 F. I stir in 2 tablespoons of plain yogurt with live cultures, put the lid back on, wrap the whole pot in a thick towel and leave it 8 to 10 hours overnight.',
      ],
      4: [
        'In the morning I strain it through a cheesecloth in a colander for 2 hours to make it thick like Greek yogurt. The towel keeps it warm enough for the cultures.',
      ],
      5: [
        'Whole milk makes it thicker but 2 percent works. You can save 2 tablespoons from each batch to start the next one.',
      ],
      6: ['Families who eat a lot of yogurt, people cutting sugar, home cooks.'],
    },
    sketchCaption: null,
    components: ['milk', 'slow cooker', 'yogurt', 'towel', 'cheesecloth'],
    essentials: ['milk', 'slow cooker', 'yogurt'],
    keyFunction: ['heat'],
    keyTerms: ['180 F', '110 F'],
  },
  {
    field: 'electronic',
    kinds: ['article'],
    landing:
      'A parking sensor for the garage wall with an LED strip that goes green, yellow, then red so you stop in the same spot every time.',
    answers: {
      2: [
        'Our garage is tight and my wife keeps bumping the bikes on the back wall. The tennis ball on a string works until someone moves it.',
      ],
      3: [
        'An ultrasonic sensor on the wall measures how far the car bumper is. The strip is green above 1 meter, yellow from 1 meter down to 30 cm, and red under 30 cm. You hold a button for 3 seconds with the car parked where you like it and it saves that as the stop point.',
      ],
      4: [
        "It's an ESP32 in a small ABS box with a 60 cm LED strip. It runs off a USB wall adapter. The strip turns off after 30 seconds with no movement so it doesn't glow all night.",
      ],
      5: ['It could beep at red too. A version for boats on a trailer? Probably overkill.'],
      6: ['Anybody with a tight garage, RV owners backing into a carport.'],
    },
    sketchCaption: null,
    components: ['ultrasonic sensor', 'LED strip', 'button', 'microcontroller'],
    essentials: ['ultrasonic sensor', 'LED strip'],
    keyFunction: ['measure'],
    keyTerms: ['30 cm', '3 seconds'],
  },
  {
    field: 'manufacturing process',
    kinds: ['method'],
    landing:
      'My way of steam bending oak chair backs using a steam box I make from PVC pipe and a wallpaper steamer.',
    answers: {
      2: ['Real steam boxes cost a few hundred dollars and I only bend a few pieces a year.'],
      3: [
        'I cap a 10 cm PVC pipe about 1.2 m long at both ends, drill a hole in one cap for the steamer hose and a small drain hole at the other end. I steam the oak strips for one hour per 25 mm of thickness, then pull them out and clamp them over a plywood form within a minute, before they cool.',
      ],
      4: [
        'Air dried oak bends way better than kiln dried. I leave them clamped on the form for 2 days so they hold the curve. The pipe sags if it gets too hot, so I support it every 30 cm.',
      ],
      5: [
        'Ash and hickory work too. A steel strap on the outside of the bend keeps the fibers from splitting.',
      ],
      6: ['Hobby woodworkers, people fixing old chairs.'],
    },
    sketchCaption: null,
    components: ['pipe', 'steamer', 'oak strips', 'form', 'clamps'],
    essentials: ['pipe', 'steamer', 'form'],
    keyFunction: ['steam'],
    keyTerms: ['25 mm', '2 days'],
  },
  {
    field: 'chemical composition',
    kinds: ['composition'],
    landing:
      "A weed killer for driveway cracks made from vinegar, salt and dish soap that's safe to use where my dog walks once it dries.",
    answers: {
      2: ["The store weed killers have glyphosate and I don't want that where my dog sniffs around."],
      3: [
        "It's 1 gallon of white vinegar, 1 cup of table salt and 1 tablespoon of dish soap. The vinegar burns the leaves, the salt keeps the roots from coming back and the soap helps it stick to the leaves.",
      ],
      4: [
        'Spray it on a sunny day with no rain coming, it works in a few hours. Regular 5 percent vinegar works but 20 percent horticultural vinegar is faster.',
      ],
      5: ['Epsom salt instead of table salt, though it works slower. Some people add a bit of orange oil.'],
      6: [
        'Home owners with gravel or brick paths, only where nothing else should grow, because the salt stays in the soil.',
      ],
    },
    sketchCaption: null,
    components: ['vinegar', 'salt', 'dish soap'],
    essentials: ['vinegar', 'salt', 'soap'],
    keyFunction: ['burn'],
    keyTerms: ['1 gallon', '20 percent'],
  },
  {
    field: 'software',
    kinds: ['software'],
    landing:
      'An app for my dog walking business that groups the dogs into walks by size and temperament and texts each owner a photo when the walk is done.',
    answers: {
      2: [
        'I walk about 20 dogs a day and sorting them into groups on paper every morning takes forever. Owners keep texting me asking if their dog went out.',
      ],
      3: [
        "Each owner fills in a profile: the dog's weight, whether it gets along with other dogs, and which days it needs a walk. Every morning the app builds groups of up to 4 dogs, never puts a dog under 10 kg with one over 30 kg, and keeps dogs marked reactive in a group of their own.",
      ],
      4: [
        "When I end a walk in the app I snap a photo and it texts that photo with the walk time to each owner in the group. It runs on my phone and the profiles are stored on a server. I can drag a dog to another group if I know something the app doesn't.",
      ],
      5: ['It could bill the owners at the end of the month. Maybe GPS tracking of the route too.'],
      6: ['Solo dog walkers and small pet sitting companies.'],
    },
    sketchCaption: null,
    components: ['profile', 'groups', 'photo'],
    essentials: ['group', 'photo'],
    keyFunction: ['group'],
    keyTerms: ['10 kg', '4 dogs'],
  },
  {
    field: 'electrical device',
    kinds: ['article'],
    landing:
      "A plug-in guard for space heaters that cuts the power if the heater tips over or if nobody's been in the room for 20 minutes.",
    answers: {
      2: [
        "Space heaters start a lot of house fires. Most have a tip switch built in but old ones don't, and none of them know if you walked out and left it running all day. My mom does that all the time.",
      ],
      3: [
        "It's a box that plugs into the wall and the heater plugs into it. A tilt sensor clips onto the heater with a short cable, and a motion sensor on the front of the box watches the room. If the tilt sensor goes past 30 degrees or the motion sensor sees nothing for 20 minutes, a relay cuts the power.",
      ],
      4: [
        "The relay is rated for 15 amps at 120 volts. There's a reset button on top, and a red LED that blinks when it has cut the power. The motion sensor is a PIR sensor. Do I need to say the brand of the relay?",
      ],
      5: [
        'The timeout could be set with a dial from 10 to 60 minutes. It could also work with fans or irons.',
      ],
      6: ['Older people living alone, landlords, parents of small kids.'],
    },
    sketchCaption: null,
    components: ['box', 'tilt sensor', 'motion sensor', 'relay', 'reset button', 'LED'],
    essentials: ['tilt sensor', 'motion sensor', 'relay'],
    keyFunction: ['cut'],
    keyTerms: ['15 amps', 'PIR', '20 minutes', '30 degrees'],
  },
  {
    field: 'chemical composition',
    kinds: ['composition'],
    landing: "Homemade play dough that stays soft for months and doesn't stain the carpet.",
    answers: {
      2: [
        "Store play dough dries out in a week once the kids leave the lid off, and the dyed kinds leave marks on carpet that won't come out.",
      ],
      3: [
        "It's 2 cups of flour, 1 cup of salt, 2 tablespoons of cream of tartar, 2 tablespoons of vegetable glycerin and 1 and a half cups of boiling water. The glycerin is what keeps it soft. I color it with beet powder or turmeric instead of food dye so it doesn't stain.",
      ],
      4: [
        "You stir the dry stuff together, pour in the boiling water with the glycerin, stir until it pulls away from the bowl, and knead it for about 5 minutes once it's cool enough to touch. Keep it in a zip bag.",
      ],
      5: ['Spirulina makes a green one. You could use coconut oil instead of glycerin but it gets greasy.'],
      6: ['Parents, daycares, preschool teachers.'],
    },
    sketchCaption: null,
    components: ['flour', 'salt', 'cream of tartar', 'glycerin', 'water'],
    essentials: ['flour', 'salt', 'glycerin'],
    keyFunction: ['soft'],
    keyTerms: ['cream of tartar', 'beet powder', '2 tablespoons'],
  },
  {
    field: 'manufacturing process',
    kinds: ['method'],
    landing: 'My way of making end grain cutting boards out of the scrap offcuts from my furniture shop.',
    answers: {
      2: [
        'End grain boards are expensive because you need a lot of thick hardwood. Meanwhile I throw out a bin of maple and walnut offcuts every week.',
      ],
      3: [
        'I rip the offcuts into strips 40 mm wide, glue them into a panel with the colors alternating, and let it cure overnight. Then I crosscut the panel into 40 mm slices, turn every slice on its side so the end grain is up, flip every other one, and glue them up again into a checkerboard.',
      ],
      4: [
        "I use Titebond III because it's food safe once cured. I flatten it with a router sled instead of a planer since end grain tears out in a planer. Then I sand to 220 and soak it in mineral oil and beeswax.",
      ],
      5: ['Cherry works too. You could cut the slices at an angle for a 3D look.'],
      6: ['Small woodshops, hobby woodworkers, craft fair sellers.'],
    },
    sketchCaption: null,
    components: ['offcuts', 'strips', 'panel', 'slices', 'glue'],
    essentials: ['strips', 'panel', 'slices'],
    keyFunction: ['glue', 'crosscut'],
    keyTerms: ['40 mm', 'Titebond III', 'router sled'],
  },
  {
    field: 'software',
    kinds: ['software'],
    landing:
      "An app for our community garden that hands out the watering shifts and skips a shift when it's rained enough.",
    answers: {
      2: [
        "We have 30 plots and a group chat for watering, and it's chaos. Either three people water on the same day or nobody does, and people water right after a storm.",
      ],
      3: [
        "Members sign up with the days they're free. The app makes a rota so every member gets about the same number of shifts and sends a reminder the night before. It checks the rainfall from a weather service each morning and if it rained more than 10 mm in the last 24 hours it cancels that day's shift and tells the person.",
      ],
      4: [
        "It's a web app with a Postgres database. Members can swap shifts with each other, and the swap only goes through when the other person accepts. The coordinator sees who watered and who didn't.",
      ],
      5: ['A soil moisture sensor in the garden could be used instead of the weather service.'],
      6: ['Community gardens, school gardens, allotment groups.'],
    },
    sketchCaption: null,
    components: ['rota', 'reminder', 'rainfall', 'swap'],
    essentials: ['rota', 'rainfall', 'shift'],
    keyFunction: ['cancel'],
    keyTerms: ['10 mm', '24 hours'],
  },
  {
    field: 'medical device',
    kinds: ['article'],
    landing:
      'A knee brace with a bend sensor that counts your physical therapy reps and tells your phone when you did them wrong.',
    answers: {
      2: [
        "After my ACL surgery I was supposed to do 3 sets of 15 leg raises and bends a day. I lost count all the time, and my therapist said half my bends weren't going far enough.",
      ],
      3: [
        "A flex sensor runs along the back of the knee inside the sleeve. A small board on the side reads how far the knee bends, counts a rep each time it goes past the target angle and back, and sends it to an app over Bluetooth. If a rep doesn't reach the target, the board buzzes once.",
      ],
      4: [
        'The sleeve is neoprene with a hinge on each side. The board has a 200 mAh battery that charges over USB-C. The therapist sets the target angle in the app, usually 90 degrees at first.',
      ],
      5: ['The same thing could go in an elbow brace.'],
      6: ['People rehabbing knee surgery, physical therapists, sports clinics.'],
    },
    sketchCaption: null,
    components: ['sleeve', 'flex sensor', 'board', 'hinge', 'battery'],
    essentials: ['sleeve', 'sensor', 'board'],
    keyFunction: ['count', 'buzz'],
    keyTerms: ['Bluetooth', '90 degrees', 'neoprene'],
  },
  {
    field: 'consumer product',
    kinds: ['article'],
    landing:
      'A clothes hanger whose arms fold down so you can pull it out through the neck of a shirt without stretching it.',
    answers: {
      2: [
        'Taking a tight t-shirt or a sweater off a hanger stretches the neck out, because you have to pull the hanger through the collar or yank the shirt over the ends.',
      ],
      3: [
        'The two arms are hinged to the hook in the middle. A sliding collar on the hook locks them straight out. You push the collar up and the arms drop down next to each other, so the whole thing slides out the bottom of the shirt.',
      ],
      4: [
        "It's made of recycled polypropylene, 42 cm across with the arms out. The hook swivels. There are little rubber strips on top of the arms so shirts don't slide off.",
      ],
      5: ['A kids size at 30 cm. The arms could be spring loaded to snap back up.'],
      6: ['Anyone, but especially people with knit sweaters and clothing stores.'],
    },
    sketchCaption: null,
    components: ['arms', 'hook', 'collar', 'rubber strips'],
    essentials: ['arms', 'hook', 'collar'],
    keyFunction: ['lock', 'drop'],
    keyTerms: ['42 cm', 'polypropylene'],
  },
  {
    field: 'food process',
    kinds: ['method'],
    landing: 'My way of regrowing green onions from the roots in a jar of water so I never buy them again.',
    answers: {
      2: ['I buy a bunch of green onions, use half, and the rest go slimy in the fridge.'],
      3: [
        'I cut the onions about 5 cm above the roots and stand the roots in a glass jar with 2 cm of water on a sunny windowsill. I change the water every 2 days. In about a week they grow back 10 to 15 cm and I cut what I need.',
      ],
      4: [
        'The water only covers the roots, not the white part, or they rot. After 3 or 4 harvests they get thin, and then I plant them in a pot of soil.',
      ],
      5: ['Leeks and celery bottoms work the same way. A shot glass works for a few onions.'],
      6: ['Home cooks, people in apartments, kids learning about plants.'],
    },
    sketchCaption: null,
    components: ['onions', 'jar', 'water'],
    essentials: ['roots', 'jar', 'water'],
    keyFunction: ['cut'],
    keyTerms: ['5 cm', '2 days'],
  },
  {
    field: 'medical device',
    kinds: ['article'],
    landing:
      'A splint for a mallet finger that holds the fingertip straight and has a clear window over the nail so you can check the skin.',
    answers: {
      2: [
        "With a mallet finger you have to keep the tip straight 24 hours a day for 6 weeks. The foam and aluminum splints get wet, smell, and you can't see if the skin is going white under them.",
      ],
      3: [
        'It is a molded polycarbonate shell that clips over the last two joints of the finger. The tip joint sits straight, or a few degrees extended, on a padded ledge. A clear window over the nail lets you check the color of the skin.',
      ],
      4: [
        'It comes in five sizes. There are small holes along the sides for air, and a velcro strap goes around the middle joint. The padding is medical silicone, 2 mm thick, and you can shower with it on.',
      ],
      5: [
        'A version that is 3D printed from a photo of the finger. The strap could be a silicone band instead.',
      ],
      6: ['Hand clinics, urgent care, people who jam a finger playing ball.'],
    },
    sketchCaption: null,
    components: ['shell', 'ledge', 'window', 'strap'],
    essentials: ['shell', 'window'],
    keyFunction: ['hold'],
    keyTerms: ['6 weeks', '2 mm'],
  },
  {
    field: 'electronic device',
    kinds: ['article'],
    landing:
      'A bike light that turns itself on when it gets dark and the bike is moving, so I never forget it.',
    answers: {
      2: [
        "I forget to turn my lights on all the time, and the auto lights I've seen only use a light sensor, so they come on in a tunnel and stay on while the bike sits in the garage.",
      ],
      3: [
        "It has a light sensor and an accelerometer. The light turns on only when it's dark and the accelerometer feels the bike moving. If the bike stops moving for 2 minutes, it turns off to save the battery.",
      ],
      4: [
        "The LED puts out 200 lumens. It's got a 1500 mAh battery that charges over USB-C, and it mounts on the handlebar with a rubber strap. The housing is aluminum. Is it okay that I got the accelerometer chip from an old phone?",
      ],
      5: ['A red version for the seat post. It could also flash instead of staying on.'],
      6: ['Commuters, kids riding to school, delivery riders.'],
    },
    sketchCaption: null,
    components: ['light sensor', 'accelerometer', 'LED', 'battery', 'strap'],
    essentials: ['light sensor', 'accelerometer', 'LED'],
    keyFunction: ['turn'],
    keyTerms: ['200 lumens', '2 minutes', 'USB-C'],
  },
  {
    field: 'method',
    kinds: ['method'],
    landing: 'My way of sharpening kitchen knives on the unglazed ring on the bottom of a ceramic mug.',
    answers: {
      2: ['Sharpening stones cost money and most people never use them. A dull knife slips and cuts you.'],
      3: [
        'I turn the mug upside down on a towel, hold the knife at about 15 degrees and pull it across the rough ring, heel to tip, 10 times on each side. Then I wipe the blade to get the gray dust off.',
      ],
      4: [
        'The unglazed ring works like a fine stone, around 1000 grit. A few drops of water on the ring help it cut smoother.',
      ],
      5: ['The bottom of a ceramic plate works too. For really dull knives do 20 strokes.'],
      6: ['Home cooks, campers, people in rentals without a sharpener.'],
    },
    sketchCaption: null,
    components: ['mug', 'ring', 'knife'],
    essentials: ['mug', 'ring'],
    keyFunction: ['pull'],
    keyTerms: ['15 degrees', '10 times'],
  },
  {
    field: 'chemical composition',
    kinds: ['composition'],
    landing: 'An ant bait made of borax, sugar and water that the ants carry back to the nest.',
    answers: {
      2: ["Spraying only kills the ants you see, and the store baits have stuff I don't want near my kids."],
      3: [
        "It's 1 teaspoon of borax and half a cup of sugar dissolved in 1 cup of warm water. The sugar draws them in and the borax kills them slowly, so they carry it back and the whole nest gets it.",
      ],
      4: [
        'You soak cotton balls in it and put them in a jar lid near the trail. Keep the borax under 2 percent or it kills them too fast to get back to the nest. Replace the cotton balls every 3 days.',
      ],
      5: ['Honey works instead of sugar for grease ants. Maple syrup works too.'],
      6: ['Homeowners, renters, anyone with ants in the kitchen, away from pets and kids.'],
    },
    sketchCaption: null,
    components: ['borax', 'sugar', 'water'],
    essentials: ['borax', 'sugar', 'water'],
    keyFunction: ['kill'],
    keyTerms: ['2 percent', '1 teaspoon'],
  },
  {
    field: 'food process',
    kinds: ['method'],
    landing: 'My way of making maple syrup from the two maple trees in my backyard on a propane burner.',
    answers: {
      2: [
        'Sugar shacks use big evaporators. Boiling sap on the kitchen stove steams up the whole house and takes forever.',
      ],
      3: [
        "I tap each tree with a 5/16 inch spile about 5 cm deep and hang a bucket under it. I boil the sap outside in a wide steam pan on a propane burner, adding sap as it boils down. When it's close I finish it inside on the stove until it hits 104 degrees Celsius.",
      ],
      4: [
        "It takes about 40 liters of sap for 1 liter of syrup. I filter it hot through a wool cone filter so it isn't gritty, then bottle it in sterilized glass bottles. Tapping only works when nights are below freezing and days are above.",
      ],
      5: ['Birch trees work too but need about 100 liters of sap per liter.'],
      6: ['Backyard hobbyists, homesteaders, schools teaching about maple.'],
    },
    sketchCaption: null,
    components: ['spile', 'bucket', 'steam pan', 'burner', 'filter'],
    essentials: ['sap', 'pan', 'burner'],
    keyFunction: ['boil'],
    keyTerms: ['104 degrees Celsius', '5/16 inch'],
  },
  {
    field: 'software',
    kinds: ['software'],
    landing: 'An app for teachers that picks which student answers next so everyone gets called on equally.',
    answers: {
      2: [
        'I call on the same five kids without noticing. Popsicle sticks get lost, and they forget who went yesterday.',
      ],
      3: [
        "The teacher loads the class list once. When the teacher taps Pick, the app chooses at random among the students who've been called the fewest times this week, and shows the name big on the screen. Kids who are absent can be marked out for the day.",
      ],
      4: [
        "It keeps a count for each student that resets every Monday. It runs on a tablet and nothing goes online, because it's student data.",
      ],
      5: ['It could pair students for group work the same way.'],
      6: ['Teachers, tutors, camp counselors.'],
    },
    sketchCaption: null,
    components: ['class list', 'count'],
    essentials: ['student', 'count'],
    keyFunction: ['random'],
    keyTerms: ['Monday'],
  },
  {
    field: 'medical device',
    kinds: ['article'],
    landing: 'A frame that holds a compression sock open so you can step into it without bending over.',
    answers: {
      2: [
        "After my hip replacement I couldn't bend down to put on my compression socks, and they're so tight you need both hands to stretch them.",
      ],
      3: [
        "It's a curved plastic frame shaped like a half tube. You stretch the sock over the frame, set it on the floor, slide your foot in, and pull the two long handles up so the sock slides off the frame onto your leg.",
      ],
      4: [
        'The frame is polypropylene with a slick coating on the outside so the sock slides off. The handles are 70 cm long with foam grips. It fits socks up to size XL.',
      ],
      5: ['A wider frame for calf sizes over 45 cm.'],
      6: ['People after hip or knee surgery, older people, pregnant women.'],
    },
    sketchCaption: null,
    components: ['frame', 'handles', 'foam grips'],
    essentials: ['frame', 'handles'],
    keyFunction: ['slide'],
    keyTerms: ['70 cm', 'polypropylene'],
  },
  {
    field: 'consumer product',
    kinds: ['article'],
    landing: 'A dustpan with teeth on the handle so you can comb the dust bunnies out of your broom.',
    answers: {
      2: [
        'Every time I sweep, the broom bristles get clogged with hair and fluff and I end up pulling it out with my fingers, which is gross.',
      ],
      3: [
        "The handle of the dustpan has a row of stiff plastic teeth along the top edge. You drag the broom through the teeth and the hair falls straight into the pan. The front edge has a soft rubber lip that lies flat on the floor so the dust doesn't slip under.",
      ],
      4: [
        "It's molded polypropylene, the pan is 30 cm wide. The teeth are about 5 mm apart. There's a clip on the back of the handle that snaps onto the broom stick so they store together. Does the color matter?",
      ],
      5: ['A long-handled version you can use standing up. The teeth could be metal for outdoor brooms.'],
      6: ['Anyone who sweeps, especially people with long-haired pets, barbershops.'],
    },
    sketchCaption: null,
    components: ['pan', 'handle', 'teeth', 'lip', 'clip'],
    essentials: ['handle', 'teeth', 'lip'],
    keyFunction: ['comb', 'drag'],
    keyTerms: ['30 cm', '5 mm', 'polypropylene'],
  },
  {
    field: 'chemical composition',
    kinds: ['composition'],
    landing: 'Seed bombs made of clay, compost and wildflower seeds that you just throw onto bare ground.',
    answers: {
      2: [
        "Scattering loose seed on a vacant lot doesn't work, the birds eat it or it blows away before it rains.",
      ],
      3: [
        'I mix 5 parts red clay powder, 3 parts compost and 1 part native wildflower seeds, add water a little at a time until it holds together, and roll it into balls about 3 cm across. They dry for 2 days in the shade. When it rains the clay softens and the seeds sprout in the compost.',
      ],
      4: [
        'The clay keeps birds and ants off the seeds. A pinch of chili powder in the mix helps too. Dry balls keep for a year in a paper bag.',
      ],
      5: [
        'Herb seeds like basil work for a kitchen garden version. Paper pulp can replace some of the clay.',
      ],
      6: ['Guerrilla gardeners, schools, people with big bare yards.'],
    },
    sketchCaption: null,
    components: ['clay', 'compost', 'seeds', 'water'],
    essentials: ['clay', 'compost', 'seeds'],
    keyFunction: ['rain'],
    keyTerms: ['5 parts', '3 cm', 'chili powder'],
  },
  {
    field: 'manufacturing process',
    kinds: ['method'],
    landing: 'My way of waterproofing a canvas tote bag with a beeswax and paraffin bar and a hair dryer.',
    answers: {
      2: ['Waxed canvas bags cost a fortune and the spray-on stuff wears off after a few washes.'],
      3: [
        'I melt 2 parts beeswax with 1 part paraffin and pour it into a soap mold to make a bar. I rub the bar hard over the whole outside of the bag until it looks cloudy, then heat it with a hair dryer on high so the wax melts into the fibers. Then I let it cure overnight.',
      ],
      4: [
        'The canvas should be 10 oz or heavier. I do the seams twice. A second coat the next day makes it fully waterproof.',
      ],
      5: ['A heat gun on low works instead of a hair dryer. Soy wax is a vegan option.'],
      6: ['Crafters, campers, people who bike to work in the rain.'],
    },
    sketchCaption: null,
    components: ['beeswax', 'paraffin', 'bar', 'hair dryer'],
    essentials: ['beeswax', 'bar', 'hair dryer'],
    keyFunction: ['rub', 'melt'],
    keyTerms: ['2 parts', '10 oz', 'paraffin'],
  },
  {
    field: 'software',
    kinds: ['software'],
    landing:
      'An app that tells you exactly when to leave the house to catch your bus, using the live arrival times.',
    answers: {
      2: [
        'The timetable is useless because buses run late, so I either stand at the stop for 15 minutes in the cold or I watch it drive away.',
      ],
      3: [
        "You save your stop and how many minutes it takes you to walk there. The app pulls the live arrival time for the next bus from the transit agency's feed every 30 seconds, subtracts your walk time, and sends a notification when it's time to go.",
      ],
      4: [
        "If the bus is going to arrive less than 2 minutes after you'd get there, it tells you to hurry. It learns your real walk time from your phone's location over the first week. It only runs in the hour you pick, like 7 to 8 in the morning.",
      ],
      5: ['It could also do trains. A watch version would just vibrate.'],
      6: ['Commuters, students, parents getting kids to school buses.'],
    },
    sketchCaption: null,
    components: ['stop', 'walk time', 'arrival time', 'notification'],
    essentials: ['arrival time', 'walk time', 'notification'],
    keyFunction: ['subtract', 'live'],
    keyTerms: ['30 seconds', '2 minutes'],
  },
  {
    field: 'medical device',
    kinds: ['article'],
    landing: "Heated glove liners for people with Raynaud's, thin enough to wear under regular gloves.",
    answers: {
      2: [
        "With Raynaud's my fingers go white and numb in the cold, even in good gloves, and the heated gloves you can buy are bulky ski gloves.",
      ],
      3: [
        "They're thin stretch liners with a carbon fiber heating strip sewn along the back of each finger. A small 3.7 V battery sits in a pocket on the wrist cuff and a button on the cuff switches between three heat levels.",
      ],
      4: [
        'Low is about 38 degrees C, high about 50. They shut off by themselves after 2 hours so you cannot burn yourself if you fall asleep. The battery charges with USB-C and lasts about 4 hours on low.',
      ],
      5: ['Sock liners the same way. The button could be replaced with a phone app.'],
      6: ["People with Raynaud's, older people, winter cyclists, photographers shooting outside."],
    },
    sketchCaption: null,
    components: ['liner', 'heating strip', 'battery', 'button', 'cuff'],
    essentials: ['liner', 'heating strip', 'battery'],
    keyFunction: ['heat'],
    keyTerms: ['3.7 V', '2 hours', 'carbon fiber'],
  },
  {
    field: 'mechanical',
    kinds: ['article'],
    landing:
      'A wheel chock for RVs that folds flat and has a bubble level built in so you know when you are parked level.',
    answers: {
      2: [
        'Regular chocks are big blocks that take up a whole storage bay, and I always have to get out with a separate level to see if the RV is level.',
      ],
      3: [
        "It's two ramps joined by a hinge in the middle so it folds flat like a book. Opened up, it wedges under the tire. A bubble level is set into the top face so you can look at it from the driver's window with a mirror.",
      ],
      4: [
        'It is glass-filled nylon, about 25 cm long and 15 cm wide. The ramp surfaces have rubber cleats so the tire does not slip. A strap keeps it closed when folded.',
      ],
      5: ['It could come in a pair with a carry bag. A bigger one for trucks.'],
      6: ['RV owners, campers, boat trailer owners.'],
    },
    sketchCaption: null,
    components: ['ramp', 'hinge', 'bubble level', 'cleats', 'strap'],
    essentials: ['ramp', 'hinge', 'bubble level'],
    keyFunction: ['fold', 'wedge'],
    keyTerms: ['25 cm', 'nylon'],
  },
  {
    field: 'software',
    kinds: ['software'],
    landing:
      "An app for youth baseball coaches that tracks each pitcher's pitch count and the rest days they need.",
    answers: {
      2: ['Coaches lose count in the dugout and kids end up pitching too much, which hurts their arms.'],
      3: [
        'The coach taps a button after every pitch. The app keeps a count for each pitcher and buzzes when they reach the league limit for their age. After the game it works out how many rest days each pitcher needs from how many pitches they threw.',
      ],
      4: [
        "The limits come from a table by age, like 75 pitches for 11 and 12 year olds. A kid who threw 66 or more needs 4 days of rest. The app won't let the coach put a pitcher in the lineup before their rest is over.",
      ],
      5: [
        "It could share the counts with the other team's coach. A softball version would count innings instead.",
      ],
      6: ['Little league coaches, travel ball teams, parents.'],
    },
    sketchCaption: null,
    components: ['count', 'limit', 'rest days', 'lineup'],
    essentials: ['count', 'rest'],
    keyFunction: ['limit'],
    keyTerms: ['75 pitches', '4 days'],
  },
  {
    field: 'consumer product',
    kinds: ['article'],
    landing: 'A lid for a 5 gallon bucket with a pour spout and a flap you can open with one thumb.',
    answers: {
      2: [
        'Pouring from a full bucket without a lid sloshes everywhere, and the normal lids take a screwdriver to pry off.',
      ],
      3: [
        "The lid snaps onto the rim like a normal one, but it has a round spout near the edge. A hinged flap covers the spout and has a tab you push up with your thumb. There's a vent hole on the opposite side so it pours smooth without glugging.",
      ],
      4: [
        "It's HDPE, same as the buckets. The spout is 5 cm across. The flap has a silicone gasket so it doesn't leak when the bucket tips over. Is it a problem if I sell it at the hardware store already?",
      ],
      5: ['A version that fits 2 gallon buckets. The spout could have a screw cap instead of the flap.'],
      6: ['Painters, contractors, farmers mixing feed, home brewers.'],
    },
    sketchCaption: null,
    components: ['lid', 'spout', 'flap', 'tab', 'vent hole', 'gasket'],
    essentials: ['spout', 'flap', 'vent'],
    keyFunction: ['pour'],
    keyTerms: ['5 cm', 'HDPE', 'silicone gasket'],
  },
  {
    field: 'chemical composition',
    kinds: ['composition'],
    landing: 'A fabric softener made from white vinegar, baking soda and a few drops of essential oil.',
    answers: {
      2: [
        'Store softeners leave a waxy film on towels so they stop soaking up water, and the smell gives my son a rash.',
      ],
      3: [
        "It's 2 cups of white vinegar, 1 cup of hot water and half a cup of baking soda, added slowly because it fizzes. Then I add 10 drops of lavender essential oil. You use a quarter cup in the rinse cycle.",
      ],
      4: [
        'The vinegar breaks down detergent residue so the fabric feels soft. The smell of vinegar is gone once the clothes dry. It keeps for months in a closed jug.',
      ],
      5: ['Tea tree oil instead of lavender. Unscented for babies.'],
      6: ['Families with sensitive skin, people with towels that stopped absorbing.'],
    },
    sketchCaption: null,
    components: ['vinegar', 'baking soda', 'water', 'essential oil'],
    essentials: ['vinegar', 'baking soda', 'water'],
    keyFunction: ['residue'],
    keyTerms: ['2 cups', 'lavender', 'rinse cycle'],
  },
  {
    field: 'food process',
    kinds: ['method'],
    landing: 'My way of drying orange slices in the oven so they stay bright for holiday decorations.',
    answers: {
      2: ['Oven-dried oranges usually come out brown and sticky, and air drying takes weeks.'],
      3: [
        'I cut the oranges 5 mm thick and press them between paper towels to get the juice out. I bake them at 90 degrees Celsius on a wire rack for about 4 hours, flipping them every hour. Then they cool on the rack overnight.',
      ],
      4: [
        'The wire rack lets air reach both sides so they do not stick. Navel oranges work best because they have no seeds. A light brush of lemon juice keeps the color.',
      ],
      5: ['Lemons and limes work the same way but take about an hour less.'],
      6: ['Crafters, people decorating for the holidays, small shops selling garlands.'],
    },
    sketchCaption: null,
    components: ['oranges', 'paper towels', 'wire rack', 'oven'],
    essentials: ['oranges', 'rack'],
    keyFunction: ['bake'],
    keyTerms: ['5 mm', '90 degrees Celsius', '4 hours'],
  },
  {
    field: 'electronics',
    kinds: ['article'],
    landing: "A fridge door alarm that beeps if the door's been left open more than a minute.",
    answers: {
      2: [
        'My kids leave the fridge door open a crack and the food goes warm overnight. The fridge itself never beeps.',
      ],
      3: [
        'A small box sticks on the side of the fridge with a magnet on the door next to it. A reed switch in the box senses when the magnet moves away. If the door stays open past 60 seconds the buzzer beeps until it closes.',
      ],
      4: [
        "It runs on two AAA batteries for about a year. The box is 6 cm by 4 cm, ABS plastic, with double-sided foam tape on the back. There's a switch to mute it while you clean the fridge.",
      ],
      5: [
        'The delay could be set to 30 seconds or 2 minutes. A version could send a phone alert over Wi-Fi.',
      ],
      6: ['Families, restaurants with walk-in coolers, pharmacies with vaccine fridges.'],
    },
    sketchCaption: null,
    components: ['box', 'magnet', 'reed switch', 'buzzer', 'batteries'],
    essentials: ['magnet', 'reed switch', 'buzzer'],
    keyFunction: ['beep', 'open'],
    keyTerms: ['60 seconds', 'AAA', 'reed switch'],
  },
  {
    field: 'chemical composition',
    kinds: ['composition'],
    landing: 'A grout cleaning paste made from baking soda, hydrogen peroxide and a little dish soap.',
    answers: {
      2: ['Bleach grout cleaners stink up the whole bathroom and fade colored grout.'],
      3: [
        'I mix half a cup of baking soda with a quarter cup of 3 percent hydrogen peroxide and a teaspoon of dish soap into a thick paste. You spread it on the grout with an old toothbrush, wait 10 minutes and scrub.',
      ],
      4: [
        'The peroxide bubbles into the dirt and lifts it, and the baking soda is the scrub. The soap cuts the soap scum. Mix it fresh, it loses its fizz after a day.',
      ],
      5: ['Oxygen bleach powder can replace the baking soda for really dark grout.'],
      6: ['Renters, cleaning services, anyone with a tiled shower.'],
    },
    sketchCaption: null,
    components: ['baking soda', 'hydrogen peroxide', 'dish soap'],
    essentials: ['baking soda', 'hydrogen peroxide', 'dish soap'],
    keyFunction: ['paste'],
    keyTerms: ['3 percent', '10 minutes'],
  },
  {
    field: 'medical device',
    kinds: ['article'],
    landing: 'Splinter tweezers with a magnifying lens and a little LED built right in.',
    answers: {
      2: [
        "I can never see the splinter in my kid's finger, and holding a magnifying glass and a flashlight and tweezers needs three hands.",
      ],
      3: [
        'A 3x magnifying lens sits on an arm that swings out over the tips of the tweezers. A white LED in the hinge end shines down the tweezers onto the tips. You squeeze the tweezers and the LED turns on.',
      ],
      4: [
        'The tweezers are stainless steel with slanted tips. The LED runs on an LR41 button cell. The lens is acrylic, 2 cm across.',
      ],
      5: ['The lens could be 5x for older eyes. A pointed tip version for deep splinters.'],
      6: ['Parents, woodworkers, nurses, hikers.'],
    },
    sketchCaption: null,
    components: ['tweezers', 'lens', 'arm', 'LED', 'button cell'],
    essentials: ['lens', 'LED', 'tips'],
    keyFunction: ['squeeze', 'shine'],
    keyTerms: ['3x', 'LR41', 'stainless steel'],
  },
  {
    field: 'consumer product',
    kinds: ['article'],
    landing:
      'A laundry basket with wheels and a handle that folds down so you can still carry it up the stairs.',
    answers: {
      2: [
        "Carrying a full basket from the bedroom to the laundry room kills my back, and the rolling carts you can buy don't go up stairs at all.",
      ],
      3: [
        "It's a normal plastic basket with two wheels on one end of the bottom, like a suitcase. A telescoping handle slides up out of a sleeve on the back so you tip it and roll it. At the stairs you push the handle down flat and carry it by the side grips.",
      ],
      4: [
        'The basket holds about 50 liters. The wheels are 8 cm rubber wheels on a steel axle. The handle locks at two heights with a push button. Would it matter if I used the same wheels as a suitcase brand?',
      ],
      5: ['A mesh fabric version would be lighter. It could have a lid for dirty clothes.'],
      6: ['People in apartments, students in dorms, older people.'],
    },
    sketchCaption: null,
    components: ['basket', 'wheels', 'handle', 'sleeve', 'grips'],
    essentials: ['wheel', 'handle', 'sleeve'],
    keyFunction: ['roll'],
    keyTerms: ['50 liters', '8 cm', 'push button'],
  },
  {
    field: 'food process',
    kinds: ['method'],
    landing: 'How I cure my own bacon at home with a dry rub in the fridge.',
    answers: {
      2: ['Store bacon is pumped full of water and phosphates, and the good stuff costs a fortune.'],
      3: [
        'I rub a 2 kg pork belly with 50 grams of salt, 25 grams of brown sugar and 5 grams of pink curing salt. I seal it in a zip bag and keep it in the fridge for 7 days, flipping it every day. Then I rinse it, pat it dry and bake it at 90 degrees Celsius until the inside hits 66 degrees Celsius.',
      ],
      4: [
        "The pink salt is what keeps it safe and pink, so it's 2.5 grams per kilo of belly. The liquid that comes out stays in the bag, that's how the cure spreads. I slice it thin after it cools.",
      ],
      5: ['Maple syrup instead of brown sugar. You could smoke it instead of baking.'],
      6: ['Home cooks, hunters with wild boar, small butcher shops.'],
    },
    sketchCaption: null,
    components: ['pork belly', 'salt', 'brown sugar', 'curing salt', 'bag'],
    essentials: ['pork belly', 'curing salt', 'fridge'],
    keyFunction: ['cure', 'bake'],
    keyTerms: ['7 days', '66 degrees Celsius', '2.5 grams'],
  },
  {
    field: 'software',
    kinds: ['software'],
    landing:
      'An app for a food pantry that tracks expiration dates and tells volunteers what to hand out first.',
    answers: {
      2: [
        'We throw out boxes of food every month because cans with close dates sit behind newer ones. Nobody has time to check dates by hand.',
      ],
      3: [
        'Volunteers scan the barcode of each donation and type in the expiration date. The app sorts the shelf list by date and shows a "hand out first" list of anything expiring in the next 14 days. When something is handed out, the volunteer taps it and the count goes down.',
      ],
      4: [
        "Every Monday it emails the coordinator a report of what expired and what's low. Items under 5 units show as low. It works offline and syncs when the wifi is back.",
      ],
      5: ['Schools could use it for their snack pantries. It could print shelf labels.'],
      6: ['Food pantries, church pantries, campus food banks.'],
    },
    sketchCaption: null,
    components: ['barcode', 'expiration date', 'list', 'report'],
    essentials: ['expiration date', 'list'],
    keyFunction: ['sort', 'date'],
    keyTerms: ['14 days', '5 units'],
  },
  {
    field: 'electrical',
    kinds: ['article'],
    landing:
      "It's a bathroom fan switch that turns the fan on by itself when the shower steams up and keeps it running until the air is dry.",
    answers: {
      2: [
        "Everybody forgets to run the fan, or they turn it off right after the shower and the mirror and ceiling grow mold. Timer switches just guess, they don't know if the room is still wet.",
      ],
      3: [
        'A humidity sensor in the switch plate reads the room every 10 seconds. When humidity jumps more than 10 percent in 2 minutes it switches the fan on, and it keeps it on until humidity drops back to within 5 percent of where it started.',
      ],
      4: [
        "It fits a standard single-gang box and replaces the old switch. Inside there's an SHT31 sensor, a small microcontroller and a triac rated for 3 amps that switches the fan. There's a button on the front for turning the fan on by hand, and an LED ring that glows blue while it's running. It always shuts off after 60 minutes no matter what, so it can't run all night.",
      ],
      5: ['It could use a relay instead of the triac. A version could also turn on a light.'],
      6: ['Homeowners, landlords, hotels. You just wire it in place of the old switch.'],
    },
    sketchCaption: null,
    components: ['humidity sensor', 'microcontroller', 'triac', 'button', 'LED ring'],
    essentials: ['humidity sensor', 'fan'],
    keyFunction: ['humidity'],
    keyTerms: ['10 percent', '60 minutes', 'single-gang', '5 percent'],
  },
  {
    field: 'software',
    kinds: ['software'],
    landing:
      'An app that warns you the night before street sweeping so you move your car and skip the ticket.',
    answers: {
      2: [
        "I've paid four $60 tickets this year. The signs are confusing, it's the second and fourth Tuesday, one side of the street in the morning, the other side in the afternoon.",
      ],
      3: [
        'When you park, the app saves where the car is from the phone GPS and looks up the sweeping schedule for that side of that block from the city open data. At 8 pm the night before a sweep it sends a notification, and again an hour before.',
      ],
      4: [
        "It knows which side you're on from the direction you were driving when you parked. If the city has no data, you can take a photo of the sign and type the times. Once you drive away, it clears the reminder.",
      ],
      5: [
        "It could also warn about snow emergency routes. Maybe show nearby spots that aren't being swept tomorrow.",
      ],
      6: ['People who park on the street in cities, car share drivers.'],
    },
    sketchCaption: null,
    components: ['schedule', 'notification', 'location'],
    essentials: ['sweeping schedule', 'notification'],
    keyFunction: ['side'],
    keyTerms: ['8 pm', 'GPS', 'open data'],
  },
  {
    field: 'manufacturing process',
    kinds: ['method'],
    landing: 'My process for making paper out of lawn clippings instead of wood pulp.',
    answers: {
      2: ['Tons of grass clippings go to the landfill every summer, and paper still comes from trees.'],
      3: [
        'I dry the clippings, then boil them for 2 hours in water with washing soda, about 20 grams per liter, to break down the fibers. I rinse them and blend them with an equal weight of shredded scrap paper into a pulp. Then I pull a screen through the pulp, press the sheet between felts and let it dry flat.',
      ],
      4: [
        'The washing soda is what softens the grass, without it the sheets fall apart. The scrap paper gives it strength. The sheets come out about 0.3 mm thick and light green. I press them with a brick for an hour.',
      ],
      5: ['You could use straw or leaves too. Adding a bit of cornstarch makes it take ink better.'],
      6: ['Crafters, schools for science projects, wedding invitation makers.'],
    },
    sketchCaption: null,
    components: ['clippings', 'washing soda', 'scrap paper', 'screen', 'felts'],
    essentials: ['clippings', 'washing soda', 'pulp'],
    keyFunction: ['boil'],
    keyTerms: ['20 grams per liter', '2 hours', '0.3 mm'],
  },
  {
    field: 'medical device',
    kinds: ['article'],
    landing:
      'I came up with a heel cup for plantar fasciitis that has a gel pack you freeze, so it ices your heel while you walk.',
    answers: {
      2: [
        'Icing helps but you have to sit with your foot on a bag of peas. Regular heel cups cushion but do nothing for the inflammation.',
      ],
      3: [
        'The heel cup is silicone and has a pocket under the heel. A flat gel pack slides into the pocket from the back. You keep two packs in the freezer and swap them, each stays cold about 40 minutes.',
      ],
      4: [
        "The cup is 6 mm thick at the heel and 3 mm at the edges, with a raised rim so the heel stays centered. The pack is 8 cm by 6 cm and filled with a glycerin and water gel that doesn't freeze rock hard. The top of the pocket is a thin fabric layer so it's cold but not painful.",
      ],
      5: ['The pack could be heated in the microwave instead, for stiffness. Kids sizes.'],
      6: ['Runners, nurses and anyone on their feet all day with heel pain.'],
    },
    sketchCaption: null,
    components: ['heel cup', 'pocket', 'gel pack', 'rim', 'fabric layer'],
    essentials: ['heel cup', 'pocket', 'gel pack'],
    keyFunction: ['slide', 'cold'],
    keyTerms: ['40 minutes', '6 mm', 'glycerin'],
  },
  {
    field: 'repair method',
    kinds: ['method'],
    landing:
      'A way to patch a fist-sized hole in drywall without cutting a square or adding a backing board.',
    answers: {
      2: [
        "The usual fix is to cut the hole square, screw in wood strips and cut a new piece to fit. That takes hours and most people don't own a drywall saw.",
      ],
      3: [
        'I stuff the hole loosely with crumpled newspaper so the mud has something to sit on. Then I cover it with a self-adhesive fiberglass mesh patch and spread setting compound over it in two thin coats, 20 minutes apart. After it hardens I sand it smooth with 120 grit.',
      ],
      4: [
        "It has to be setting compound, the powder you mix, not premixed mud, because it hardens by chemistry and doesn't shrink. The 20 minute kind. The mesh patch should be at least 5 cm bigger than the hole on every side.",
      ],
      5: [
        'Spray foam could fill the hole instead of newspaper. For holes bigger than 15 cm you still need a backing.',
      ],
      6: ['Renters before moving out, handymen, landlords.'],
    },
    sketchCaption: null,
    components: ['newspaper', 'mesh patch', 'setting compound'],
    essentials: ['newspaper', 'mesh patch', 'setting compound'],
    keyFunction: ['stuff', 'spread'],
    keyTerms: ['20 minutes', '5 cm', '120 grit'],
  },
  {
    field: 'consumer product',
    kinds: ['article'],
    landing:
      'A clip that holds a walking cane on the edge of a restaurant table so it stops falling on the floor.',
    answers: {
      2: [
        'Canes slide off tables and chairs all the time, and bending down to pick one up is the hard part for the people who need a cane.',
      ],
      3: [
        "It's a C-shaped clamp that slides onto the table edge, with a rubber-lined ring on the side that the cane shaft snaps into. The clamp grips tables from 15 to 45 mm thick.",
      ],
      4: [
        'The clamp is glass-filled nylon with a spring steel insert, so it squeezes the table without a screw. The ring is 25 mm across and open on one side, and the rubber lining holds the cane without scratching it. It folds flat to go in a pocket, the ring swings down against the clamp.',
      ],
      5: ['A version could hook on the back of a chair. It could come in bright colors so you remember it.'],
      6: ['Cane users in restaurants, cafes, waiting rooms.'],
    },
    sketchCaption: null,
    components: ['clamp', 'ring', 'rubber lining', 'spring steel insert'],
    essentials: ['clamp', 'ring'],
    keyFunction: ['grip', 'snap'],
    keyTerms: ['15 to 45 mm', '25 mm', 'glass-filled nylon'],
  },
  {
    field: 'medical device',
    kinds: ['article'],
    landing:
      'A pill splitter that cuts tiny pills exactly in half, even the round ones that usually shatter.',
    answers: {
      2: [
        'My mom has to take half a tablet and the cheap splitters crush the small round pills or cut them crooked.',
      ],
      3: [
        "There's a V-shaped cradle that centers the pill, and a spring holds it down from above so it can't roll. When you close the lid a stainless steel blade comes down through a slot right in the middle.",
      ],
      4: [
        'The body is polypropylene, about 7 cm long. The cradle fits pills from 4 to 12 mm across. The blade is replaceable, it slides out of a groove in the lid. A little tray under the cradle catches the halves.',
      ],
      5: ['A version with a magnifier in the lid for people who cannot see well.'],
      6: ['Older people, parents splitting kids doses, pharmacies.'],
    },
    sketchCaption: null,
    components: ['cradle', 'spring', 'lid', 'blade', 'tray'],
    essentials: ['cradle', 'blade'],
    keyFunction: ['center'],
    keyTerms: ['4 to 12 mm', 'stainless steel', 'polypropylene'],
  },
  {
    field: 'household composition',
    kinds: ['composition'],
    landing: 'I make a chalk paint at home from regular latex paint and plaster of Paris.',
    answers: {
      2: [
        'Store-bought chalk paint costs 40 dollars a quart. People use it to redo furniture without sanding.',
      ],
      3: [
        "I mix 1 cup of flat latex paint with a third of a cup of plaster of Paris that I've stirred into 2 tablespoons of water first, so it doesn't clump. It dries to a matte chalky finish and sticks to old varnish.",
      ],
      4: [
        'The plaster is what makes it grip glossy surfaces. You have to use it within a day because it thickens. Two thin coats, then a coat of furniture wax.',
      ],
      5: ['Calcium carbonate works instead of plaster of Paris and stays workable longer.'],
      6: ['People flipping furniture, crafters, renters painting cabinets.'],
    },
    sketchCaption: null,
    components: ['latex paint', 'plaster of Paris', 'water'],
    essentials: ['latex paint', 'plaster of Paris'],
    keyFunction: [],
    keyTerms: ['1 cup', 'a third of a cup', '2 tablespoons', 'matte'],
  },
  {
    field: 'software',
    kinds: ['software'],
    landing: 'An app that splits the rent between roommates by the size of each bedroom.',
    answers: {
      2: ['Splitting rent evenly is unfair when one room is twice as big. People argue about it.'],
      3: [
        'Each roommate enters the size of their bedroom in square feet. The app splits half the rent equally for the shared space and the other half by bedroom size.',
      ],
      4: [
        "If a room has its own bathroom, it adds 10 percent to that room's share. It shows each person what they owe and sends a reminder on the first of the month.",
      ],
      5: ['It could also split utilities the same way.'],
      6: ['Roommates, landlords renting by the room, students.'],
    },
    sketchCaption: null,
    components: ['bedroom size', 'share'],
    essentials: ['bedroom', 'rent'],
    keyFunction: ['split'],
    keyTerms: ['square feet', '10 percent', 'half the rent'],
  },
];
