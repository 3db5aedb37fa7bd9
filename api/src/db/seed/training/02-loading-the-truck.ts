import type { SeedModule } from './types.ts';

export const loadingTheTruck: SeedModule = {
  title: 'Loading and Tying Down a Truck',
  description:
    'Load heavy and forward, balance the weight, tie it down, and make sure nothing leaves the truck on the road.',
  estimatedMinutes: 10,
  content: `
<h2>A load that shifts is a crash waiting to happen</h2>
<p>An unbalanced or loose load changes how the truck brakes and turns, and anything that falls off on I-285 can kill someone behind us. Georgia law requires a load to be secured so none of it drops, leaks or otherwise escapes, and federal cargo securement rules from the FMCSA (the Federal Motor Carrier Safety Administration) set the standard we follow on every truck.</p>
<h2>Loading order</h2>
<ul>
<li><strong>Heavy and forward first.</strong> Appliances, sofas and dressers go against the front wall (behind the cab), on the floor.</li>
<li><strong>Balance side to side.</strong> Do not put all the heavy items on one side.</li>
<li><strong>Build tight.</strong> Pack items against each other so they cannot slide. Fill gaps with soft items like bagged clothes or cushions.</li>
<li><strong>Light on top, loose on top last.</strong> Bags, boxes and light debris go on top and at the back.</li>
<li>Do not load above the sides or tailgate unless it is tied and netted, and never over the truck's weight rating.</li>
</ul>
<h2>Tying down</h2>
<ul>
<li>Use ratchet straps with a working load limit printed on them. Replace straps that are cut, frayed or have a bent hook.</li>
<li>The federal rule of thumb: the straps together must be rated for at least half the weight of what they hold.</li>
<li>Strap tall items (mattresses, box springs, headboards) to the wall — they catch wind like a sail.</li>
<li><strong>Tarp or net anything loose</strong>: drywall scraps, insulation, yard waste, bags.</li>
</ul>
<h2>Check, then check again</h2>
<p>Walk around the truck before you leave: tailgate latched, ramp stowed, straps tight, nothing hanging over. Commercial drivers must re-check cargo within the first 50 miles and again during the trip; we re-check straps at the first stop on every run, because loads settle.</p>
`,
  questions: [
    {
      question: 'Where does the heaviest item go?',
      options: [
        'At the back by the tailgate',
        'On top of the load',
        'On the floor against the front wall, behind the cab',
        'Wherever there is space',
      ],
      correctAnswer: 2,
      explanation:
        'Heavy items low and forward keep the truck stable and stop them sliding into the tailgate when you brake.',
    },
    {
      question: 'Together, the straps on an item must be rated for at least…',
      options: [
        'A quarter of its weight',
        'Half of its weight',
        'Twice its weight',
        'Any rating is fine if they are tight',
      ],
      correctAnswer: 1,
      explanation:
        'Federal cargo securement rules (FMCSA) ask for an aggregate working load limit of at least half the cargo’s weight.',
    },
    {
      question: 'A load of loose drywall scraps and insulation should be…',
      options: [
        'Left open so it airs out',
        'Covered with a tarp or net',
        'Piled above the sides to fit more',
        'Hosed down',
      ],
      correctAnswer: 1,
      explanation:
        'Loose debris blows out at highway speed. Georgia law requires a load to be secured so none of it drops, leaks or escapes.',
    },
    {
      question: 'Why do mattresses need to be strapped?',
      options: [
        'They are heavy',
        'They catch wind and can lift out of the truck',
        'They are worth money',
        'They do not need to be',
      ],
      correctAnswer: 1,
      explanation: 'Tall, flat items act like sails. Strap them to the wall or under the load.',
    },
    {
      question: 'A strap has a frayed section. What do you do?',
      options: [
        'Use it for light items only',
        'Tie a knot past the fray',
        'Take it out of service and use another',
        'Use two frayed straps instead of one',
      ],
      correctAnswer: 2,
      explanation: 'A damaged strap can fail under load. Take it out of service.',
    },
    {
      question: 'When should you re-check the straps?',
      options: [
        'Never, once they are tight',
        'At the first stop, because loads settle',
        'Only at the landfill',
        'Only if something falls off',
      ],
      correctAnswer: 1,
      explanation:
        'Loads settle and straps loosen in the first miles. Commercial rules require a re-check early in the trip; we do it at the first stop.',
    },
  ],
  badge: { name: 'Load Master', description: 'Completed Loading and Tying Down a Truck.', icon: 'truck', points: 10 },
};
