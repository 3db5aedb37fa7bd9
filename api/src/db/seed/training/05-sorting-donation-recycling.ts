import type { SeedModule } from './types.ts';

export const sortingForDonationAndRecycling: SeedModule = {
  title: 'Sorting for Donation, Recycling and E-Waste',
  description:
    'Every load is sorted before it goes anywhere: what goes to donation partners, what goes to recyclers, and what is left for the landfill.',
  estimatedMinutes: 10,
  content: `
<h2>Our promise</h2>
<p>Our impact page tells customers that <strong>every load is sorted before it goes anywhere</strong>: furniture, appliances and housewares that still work go to donation partners, and only what cannot be reused or recycled goes to the landfill. It also promises that scrap metal, e-waste, cardboard and clean wood go to certified Metro Atlanta recyclers. You keep that promise on every job.</p>
<h2>Sort into four piles as you load</h2>
<ol>
<li><strong>Donate</strong>: furniture with no rips, stains, bedbugs or broken frames; working appliances; housewares, clothes and toys in good shape. Ask yourself: would you give this to a friend?</li>
<li><strong>Recycle</strong>: scrap metal (bed frames, grills, filing cabinets), cardboard (flattened and dry), clean untreated wood.</li>
<li><strong>E-waste</strong>: TVs, monitors, computers, printers, phones, cables. Never put electronics in the landfill pile.</li>
<li><strong>Landfill</strong>: only what cannot be reused or recycled — broken, soiled or mixed-material items.</li>
</ol>
<h2>Handling rules</h2>
<ul>
<li>Keep donation items dry and load them where they will not be crushed.</li>
<li><strong>Never throw or break a TV or monitor.</strong> Old tube (CRT) screens contain lead and can implode; flat screens can have mercury lamps. Carry them upright and keep them whole.</li>
<li>Ask the customer to wipe personal data off computers and phones, or to keep the hard drive. We do not open devices.</li>
<li>Refrigerators, freezers and window AC units contain refrigerant that must be recovered by a certified technician under EPA rules: keep them upright, never cut lines, and take them to the appliance recycler, not the landfill.</li>
<li>Mattresses go to the mattress recycler when the load allows.</li>
</ul>
<h2>Why it matters</h2>
<p>Drop-off receipts are weighed and counted: they are where the figures on our impact page come from. A donation item tossed in the landfill pile is a broken promise to the customer who chose us because of it.</p>
`,
  questions: [
    {
      question: 'What do we promise customers about every load?',
      options: [
        'It goes straight to the landfill',
        'It is sorted before it goes anywhere',
        'It is sold',
        'It is burned for energy',
      ],
      correctAnswer: 1,
      explanation: 'The impact page promises every load is sorted: donate and recycle first, landfill last.',
    },
    {
      question: 'A clean sofa with no rips or stains goes to…',
      options: ['The landfill', 'The metal recycler', 'A donation partner', 'The e-waste pile'],
      correctAnswer: 2,
      explanation: 'Furniture that still works goes to donation partners.',
    },
    {
      question: 'An old tube TV goes…',
      options: [
        'In the landfill pile',
        'To e-waste recycling, carried whole and upright',
        'Smashed to save space',
        'To donation without checking',
      ],
      correctAnswer: 1,
      explanation: 'Electronics never go to the landfill. Tube screens contain lead and can implode when broken.',
    },
    {
      question: 'Why must a refrigerator be kept upright and its lines never cut?',
      options: [
        'It is heavy',
        'It holds refrigerant that must be recovered by a certified technician under EPA rules',
        'Customers ask for it',
        'It has food inside',
      ],
      correctAnswer: 1,
      explanation:
        'EPA rules require refrigerant to be recovered by certified technicians, so the appliance goes whole to the recycler.',
    },
    {
      question: 'Which pile does a metal bed frame go in?',
      options: ['Recycle (scrap metal)', 'Landfill', 'E-waste', 'Donate only'],
      correctAnswer: 0,
      explanation: 'Scrap metal goes to certified recyclers — our impact page promises that.',
    },
    {
      question: 'A customer is throwing out an old laptop. What should you say?',
      options: [
        'Nothing; load it',
        'Ask them to wipe their data or keep the hard drive; we do not open devices',
        'Offer to look through their files',
        'Take the hard drive home',
      ],
      correctAnswer: 1,
      explanation: 'Personal data belongs to the customer. Remind them, and never open devices ourselves.',
    },
  ],
  badge: {
    name: 'Green Sorter',
    description: 'Completed Sorting for Donation, Recycling and E-Waste.',
    icon: 'recycle',
    points: 10,
  },
};
