import type { SeedModule } from './types.ts';

export const protectingTheHome: SeedModule = {
  title: "Protecting the Customer's Home",
  description:
    'Floor runners, door jamb and wall protection, the walk-through, and what to do if something gets damaged.',
  estimatedMinutes: 8,
  content: `
<h2>We leave a home the way we found it, minus the junk</h2>
<p>Damage claims cost more than the job earned and they cost us reviews. A few minutes of protection at the start saves hours of repair later.</p>
<h2>Walk-through first</h2>
<ul>
<li>Walk the job with the customer. Confirm exactly what goes and what stays.</li>
<li>Look for damage that is already there — scuffed walls, cracked tiles, loose railings — and point it out. Take <strong>before</strong> photos in the app.</li>
<li>Plan the path out: narrowest door, tightest turn, stairs.</li>
</ul>
<h2>Protect the path</h2>
<ul>
<li><strong>Floor runners</strong> on every floor we carry over: carpet film on carpet, runners or drop cloths on wood and tile. Tape the ends so nobody trips.</li>
<li><strong>Door jamb protectors</strong> on every doorway big items pass through.</li>
<li><strong>Wall and corner guards</strong> (or moving blankets) at tight turns and on stair walls. Pad banisters.</li>
<li>Wrap items with sharp legs or corners in moving blankets before they move.</li>
<li>Never drag anything across a floor. Use a dolly or sliders, or carry it.</li>
<li>Ask before parking a loaded truck on a driveway: heavy trucks can crack concrete and pavers. The street is usually better.</li>
</ul>
<h2>If something gets damaged</h2>
<p>Stop, tell your crew lead at once, and take a photo. The lead tells the customer honestly and calls the office. Never hide damage or try to cover it up — an honest report is something we can fix; a hidden one costs us the customer.</p>
<h2>Finish</h2>
<p>Pick up the runners and guards, sweep or vacuum the cleared area, take <strong>after</strong> photos, and do a final walk-through with the customer.</p>
`,
  questions: [
    {
      question: 'What do you do during the first walk-through?',
      options: [
        'Start carrying to save time',
        'Confirm what goes, point out existing damage, and take before photos',
        'Ask the customer to leave',
        'Park on the lawn',
      ],
      correctAnswer: 1,
      explanation: 'The walk-through sets expectations and records damage that was already there, with before photos.',
    },
    {
      question: 'What goes on every doorway a large item passes through?',
      options: ['Nothing', 'A door jamb protector', 'Duct tape on the paint', 'A tarp on the floor only'],
      correctAnswer: 1,
      explanation: 'Door jambs take most of the knocks. Jamb protectors prevent dents and scrapes.',
    },
    {
      question: 'You need to move a heavy cabinet across a hardwood floor. You…',
      options: [
        'Slide it on its legs',
        'Drag it on a blanket',
        'Use a dolly or sliders on floor runners, or carry it',
        'Push it quickly',
      ],
      correctAnswer: 2,
      explanation: 'Never drag across floors. Dollies and sliders on runners protect the floor.',
    },
    {
      question: 'A corner of a dresser scrapes the hallway wall. What happens next?',
      options: [
        'Keep going; it is small',
        'Rub it out and say nothing',
        'Stop, tell your lead, take a photo; the lead tells the customer and the office',
        'Blame the previous movers',
      ],
      correctAnswer: 2,
      explanation: 'Report damage at once and honestly. Hidden damage turns a small fix into a lost customer.',
    },
    {
      question: 'Why ask before parking a loaded truck on a driveway?',
      options: [
        'It blocks the mailbox',
        'Heavy trucks can crack concrete and pavers',
        'Driveways are private',
        'It is not allowed anywhere',
      ],
      correctAnswer: 1,
      explanation: 'A loaded truck can crack a driveway. Ask, and use the street when you can.',
    },
    {
      question: 'What is the last thing you do on the job?',
      options: [
        'Leave the runners for the customer',
        'Pick up protection, sweep, take after photos and walk through with the customer',
        'Send the invoice and drive off',
        'Take a break on site',
      ],
      correctAnswer: 1,
      explanation: 'A clean space, after photos and a final walk-through close the job properly.',
    },
  ],
  badge: { name: 'Home Protector', description: "Completed Protecting the Customer's Home.", icon: 'home', points: 10 },
};
