import type { SeedModule } from './types.ts';

export const demolitionSafety: SeedModule = {
  title: 'Demolition Safety: PPE, Lead Paint and Asbestos',
  description:
    'The protective gear for every tear-out, lead-safe work in homes built before 1978, and why suspected asbestos means stop work.',
  estimatedMinutes: 15,
  content: `
<h2>Protective gear (PPE) on every demolition job</h2>
<ul>
<li><strong>Hard hat</strong> when anything can fall from above — ceilings, cabinets, shelving.</li>
<li><strong>Safety glasses</strong> always; goggles or a face shield when cutting or breaking overhead.</li>
<li><strong>Work gloves</strong> and <strong>safety-toe boots</strong> with puncture-resistant soles (nails).</li>
<li><strong>Hearing protection</strong> around saws, hammers and breakers.</li>
<li><strong>Dust protection</strong>: at least an N95 for ordinary dust. Cutting or breaking concrete, brick or tile makes silica dust — OSHA's silica rule expects water or a vacuum on the tool, and a respirator when that is not enough.</li>
</ul>
<p>OSHA requires employers to provide the right PPE and workers to use it. Before any demolition, confirm with your lead that power, gas and water to the area are off or capped.</p>
<h2>Homes built before 1978: lead paint</h2>
<p>Lead paint was banned for homes in 1978, so any older home may have it. Lead dust harms the brain and nervous system, especially in children and pregnant women, and you carry it home on your clothes.</p>
<p>The U.S. EPA's <strong>Renovation, Repair and Painting (RRP) rule</strong> applies to paid work in pre-1978 homes and child-occupied facilities that disturbs more than 6 square feet of painted surface in a room inside, or more than 20 square feet outside — and to any window replacement or demolition, whatever the size. That work must be done by an EPA-certified firm, with a certified renovator directing it and lead-safe practices:</p>
<ul>
<li>Give the family the EPA <em>Renovate Right</em> pamphlet before work starts.</li>
<li>Contain the area: plastic sheeting on floors, doors and vents; warning signs; keep people out.</li>
<li>No open-flame burning, no power sanding or grinding without a HEPA-vacuum shroud, no heat guns at very high temperatures.</li>
<li>Mist surfaces to keep dust down; clean up with a HEPA vacuum and wet wiping, never dry sweeping.</li>
</ul>
<p><strong>Our rule:</strong> if the house was built before 1978 and the job disturbs paint, a certified renovator leads it. If you do not know the year, ask your lead before you start.</p>
<h2>Suspected asbestos means stop work</h2>
<p>Asbestos was used in many building materials: popcorn ceilings, 9-inch vinyl floor tiles and their glue, pipe and boiler insulation, duct wrap, siding and roofing shingles, some drywall compounds. <strong>You cannot tell by looking</strong> — only a lab test can. Breaking it releases fibres that cause lung cancer and mesothelioma decades later.</p>
<ol>
<li><strong>Stop work</strong> on that material at once.</li>
<li>Do not break, sand, sweep or vacuum it. Do not carry it out.</li>
<li>Keep everyone out of the area.</li>
<li>Call your crew lead; the office arranges testing.</li>
</ol>
<p>OSHA's asbestos standard protects workers, and EPA and Georgia EPD rules govern asbestos in demolition and disposal. Removal is work for licensed abatement contractors, not us.</p>
`,
  questions: [
    {
      question: 'Which PPE do you wear on every demolition job?',
      options: [
        'Only gloves',
        'Safety glasses, gloves and safety-toe boots, plus a hard hat, hearing and dust protection as the work needs',
        'Sunglasses and sneakers',
        'None if the job is short',
      ],
      correctAnswer: 1,
      explanation:
        'Eyes, hands and feet are always at risk in demolition; add head, hearing and breathing protection as the work needs. OSHA requires it.',
    },
    {
      question: 'Which homes fall under the EPA RRP rule for lead paint?',
      options: [
        'Homes built before 1978',
        'Homes built before 2000',
        'Only commercial buildings',
        'Only homes with children',
      ],
      correctAnswer: 0,
      explanation:
        'Lead paint was banned for homes in 1978. The RRP rule covers pre-1978 homes and child-occupied facilities.',
    },
    {
      question: 'Inside a pre-1978 home, the RRP rule applies when the work disturbs more than…',
      options: [
        '1 square foot per room',
        '6 square feet per room',
        '100 square feet per room',
        'Any amount outside only',
      ],
      correctAnswer: 1,
      explanation:
        'More than 6 square feet per room inside, or 20 square feet outside — and any window replacement or demolition.',
    },
    {
      question: 'How do you clean up lead dust?',
      options: [
        'Dry sweep and a leaf blower',
        'HEPA vacuum and wet wiping',
        'A shop vac without a filter',
        'Leave it for the customer',
      ],
      correctAnswer: 1,
      explanation:
        'Sweeping and ordinary vacuums spread lead dust. Lead-safe practice is a HEPA vacuum and wet cleaning.',
    },
    {
      question: 'You pull up carpet and find old 9-inch floor tiles with black glue. What do you do?',
      options: [
        'Scrape them up quickly',
        'Stop work on them, keep people out, and call your lead',
        'Sweep them into bags',
        'Break them so they fit the truck',
      ],
      correctAnswer: 1,
      explanation:
        'Old vinyl tiles and their glue may contain asbestos. Suspected asbestos means stop work until it is tested.',
    },
    {
      question: 'How can you tell whether a popcorn ceiling contains asbestos?',
      options: ['By its colour', 'By how old the house looks', 'Only a lab test can tell', 'By touching it'],
      correctAnswer: 2,
      explanation: 'You cannot tell by looking. Treat it as asbestos until a lab test says otherwise.',
    },
    {
      question: 'Before tearing out a kitchen wall, what must your lead confirm?',
      options: [
        'That the customer has left',
        'That power, gas and water to the area are off or capped',
        'That the dumpster is empty',
        'Nothing',
      ],
      correctAnswer: 1,
      explanation: 'Live wires, gas and water lines are hidden in walls. Confirm they are off or capped first.',
    },
  ],
  badge: { name: 'Demo Safe', description: 'Completed Demolition Safety.', icon: 'hardhat', points: 15 },
};
