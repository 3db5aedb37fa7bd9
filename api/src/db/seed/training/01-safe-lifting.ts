import type { SeedModule } from './types.ts';

export const safeLifting: SeedModule = {
  title: 'Safe Lifting and Team Lifts',
  description:
    'How to lift, carry and set down heavy items without hurting your back, and when to call for a second person.',
  estimatedMinutes: 10,
  content: `
<h2>Why this comes first</h2>
<p>Back, shoulder and knee strains are the most common injuries in junk removal. Most of them happen on ordinary items — a dresser, a box of books, a water heater — lifted in a hurry. The job asks you to lift 50 pounds and more, so lifting right is the skill you use every hour.</p>
<h2>Before you lift</h2>
<ul>
<li><strong>Size it up.</strong> Tip a corner to test the weight. Look for loose parts: drawers, doors, glass shelves. Take them out or tape them shut.</li>
<li><strong>Plan the path.</strong> Walk the route to the truck first. Clear tripping hazards, prop doors open, know where the stairs turn.</li>
<li><strong>Use the gear.</strong> Dollies, appliance hand trucks, furniture sliders and lifting straps take the weight so your back does not have to.</li>
</ul>
<h2>The lift</h2>
<ol>
<li>Feet shoulder-width apart, one slightly ahead, close to the load.</li>
<li>Bend at the knees and hips, not the waist. Keep your back straight and your head up.</li>
<li>Get a firm grip with your whole hand, not fingertips. Gloves on.</li>
<li>Lift smoothly with your legs. No jerking.</li>
<li>Keep the load close to your body — the farther it is from you, the more it loads your spine.</li>
<li><strong>Do not twist.</strong> Turn by moving your feet.</li>
<li>Set it down the same way: bend your knees, keep it close.</li>
</ol>
<h2>Team lifts</h2>
<p>Call for a team lift when an item is too heavy for you, is awkward or longer than you can hold close (sofas, mattresses, treadmills), or blocks your view. In a team lift:</p>
<ul>
<li><strong>One person calls it.</strong> Agree on the path and say "lift on three", "stop", "set down". Everyone moves on the call.</li>
<li>Match partners of similar height where you can. On stairs, the stronger lifter takes the bottom end.</li>
<li>Say "stop" the moment a grip slips or someone cannot see. Stopping is always allowed.</li>
</ul>
<h2>Where the rules come from</h2>
<p>OSHA has no single weight limit for lifting; it expects employers to reduce lifting hazards. NIOSH's lifting equation starts from 51 pounds as the most anyone should lift under ideal conditions — close to the body, at waist height, no twisting — and lowers that figure as conditions get worse. Real jobs are rarely ideal, which is why we use dollies and team lifts.</p>
`,
  questions: [
    {
      question: 'Where should you keep a heavy box while you carry it?',
      options: [
        'At arm’s length so it does not hit your legs',
        'Close to your body',
        'On one shoulder',
        'Above your waist at chest height',
      ],
      correctAnswer: 1,
      explanation: 'The farther a load is from your body, the more force it puts on your lower back. Keep it close.',
    },
    {
      question: 'You need to turn to put a box on the truck. What do you do?',
      options: [
        'Twist at the waist quickly',
        'Turn by moving your feet',
        'Throw it the last few feet',
        'Bend sideways and drop it',
      ],
      correctAnswer: 1,
      explanation:
        'Twisting while lifting is a leading cause of back injuries. Move your feet so your hips and shoulders turn together.',
    },
    {
      question: 'Which item calls for a team lift?',
      options: ['A bag of clothes', 'A sleeper sofa', 'An empty cardboard box', 'A desk lamp'],
      correctAnswer: 1,
      explanation: 'Heavy, long or awkward items that you cannot hold close or see over need two people, or more.',
    },
    {
      question: 'In a team lift, who says when to lift and when to stop?',
      options: [
        'Whoever is strongest, without talking',
        'One person calls every move out loud; anyone may call stop',
        'Each person lifts when ready',
        'The customer',
      ],
      correctAnswer: 1,
      explanation:
        'One caller keeps everyone moving together, and anyone who loses grip or sight must be able to stop the lift.',
    },
    {
      question: 'What does NIOSH’s lifting guidance start from under ideal conditions?',
      options: ['100 pounds', '75 pounds', '51 pounds', 'There is no guidance'],
      correctAnswer: 2,
      explanation:
        'NIOSH’s lifting equation uses 51 pounds as the starting point for an ideal lift, and lowers it for reaching, twisting, bending and frequent lifting.',
    },
    {
      question: 'Before moving a dresser, what should you do first?',
      options: [
        'Lift it with the drawers in to save time',
        'Take out or secure the drawers and check the route',
        'Drag it across the floor',
        'Tip it on its side and slide it',
      ],
      correctAnswer: 1,
      explanation: 'Loose drawers shift the weight and fall out. Secure them and walk the path before lifting.',
    },
  ],
  badge: { name: 'Safe Lifter', description: 'Completed Safe Lifting and Team Lifts.', icon: 'lift', points: 10 },
};
