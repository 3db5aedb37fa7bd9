import type { SeedModule } from './types.ts';

export const itemsWeDoNotTake: SeedModule = {
  title: 'Items We Do Not Take',
  description:
    'Hazardous waste, paint, chemicals, tires and propane: what we leave behind, why, and what to tell the customer.',
  estimatedMinutes: 8,
  content: `
<h2>The list</h2>
<p>We do not load these items, even if the customer asks and even if it is "just one":</p>
<ul>
<li><strong>Household hazardous waste</strong>: pesticides, pool chemicals, solvents, drain cleaners, bleach and ammonia, car batteries, fluorescent tubes that are broken.</li>
<li><strong>Paint</strong>: oil-based paint, stains and thinners, and cans of liquid latex paint.</li>
<li><strong>Fuels and oils</strong>: gasoline, kerosene, motor oil, and anything with fuel still in the tank (drain mowers and pressure washers first).</li>
<li><strong>Propane tanks and other pressurised cylinders</strong>, including grill tanks and helium tanks.</li>
<li><strong>Tires</strong>.</li>
<li><strong>Medical waste</strong>: needles and sharps. <strong>Ammunition and fireworks.</strong></li>
<li><strong>Anything that might be asbestos</strong> (see the demolition module).</li>
</ul>
<h2>Why</h2>
<p>These items can catch fire, explode when crushed, poison a landfill or a recycling line, or injure you. The U.S. EPA classes many of these products as household hazardous waste that does not belong in ordinary trash. In Georgia, scrap tires are regulated by the state Environmental Protection Division (EPD): hauling them takes its own permit and disposal route, which we do not run.</p>
<h2>What to tell the customer</h2>
<p>Be friendly and give them a next step. For example:</p>
<blockquote><p>"We're not allowed to haul paint and chemicals — they need to go to a hazardous waste drop-off. Your county runs collection days, and CHaRM in Atlanta takes paint, chemicals and tires for a small fee. I'll set them aside here for you."</p></blockquote>
<ul>
<li><strong>Paint</strong>: many local governments let dried-out latex paint go in the household trash — ask them to check with their county. Oil-based paint goes to hazardous waste collection.</li>
<li><strong>Propane</strong>: tank exchange cages and propane dealers take old grill tanks.</li>
<li><strong>Tires</strong>: tire shops often take old tires, sometimes for a fee.</li>
</ul>
<h2>If you find one mid-job</h2>
<p>Do not load it and do not open it. Set it aside somewhere safe and visible, tell your crew lead, and add a note to the job so the office can tell the customer. If something is leaking, smells of gas or you are not sure what it is, step away and call your lead.</p>
`,
  questions: [
    {
      question: 'A customer asks you to take half a can of oil-based paint "since you’re here anyway". You…',
      options: [
        'Take it, it is only one can',
        'Politely explain we cannot haul paint and point them to hazardous waste collection',
        'Pour it out in the yard',
        'Hide it in a bag of trash',
      ],
      correctAnswer: 1,
      explanation: 'Paint is on our do-not-take list. Be friendly and give the customer a next step.',
    },
    {
      question: 'Which of these do we take?',
      options: ['A propane grill tank', 'A set of four tires', 'An old sofa', 'A jug of pool chemicals'],
      correctAnswer: 2,
      explanation: 'Furniture is our everyday work. Propane, tires and pool chemicals are all on the do-not-take list.',
    },
    {
      question: 'Why do we refuse propane tanks?',
      options: [
        'They are too light to be worth it',
        'They can explode when crushed or heated',
        'They are always full',
        'Customers want to keep them',
      ],
      correctAnswer: 1,
      explanation:
        'Pressurised cylinders can explode in a compactor or a hot truck. Exchange cages and propane dealers take them back.',
    },
    {
      question: 'Who regulates how scrap tires are hauled in Georgia?',
      options: [
        'The county tax office',
        'The state Environmental Protection Division (EPD)',
        'Nobody',
        'The tire manufacturer',
      ],
      correctAnswer: 1,
      explanation:
        'Georgia EPD regulates scrap tire hauling and disposal, which takes its own permit. We leave tires for a tire shop or a collection site.',
    },
    {
      question: 'You find an unlabelled jug that smells of chemicals behind the water heater. What do you do?',
      options: [
        'Open it to see what it is',
        'Load it with the rest',
        'Leave it where it is or set it aside safely, tell your lead, and note it on the job',
        'Pour it down the drain',
      ],
      correctAnswer: 2,
      explanation:
        'Do not open, load or pour out unknown chemicals. Set it aside, tell your lead and note it so the office can tell the customer.',
    },
    {
      question: 'A lawn mower still has gas in the tank. Before it goes on the truck…',
      options: [
        'It can go as it is',
        'The fuel must be drained by the customer or it stays behind',
        'Lay it on its side',
        'Strap it upside down',
      ],
      correctAnswer: 1,
      explanation: 'Fuel is on the do-not-take list. Equipment with fuel in it stays until it has been drained.',
    },
  ],
  badge: { name: 'Hazard Spotter', description: 'Completed Items We Do Not Take.', icon: 'alert', points: 10 },
};
