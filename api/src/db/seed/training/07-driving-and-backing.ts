import type { SeedModule } from './types.ts';

export const drivingAndBacking: SeedModule = {
  title: 'Driving and Backing with a Spotter',
  description: 'Pre-trip checks, driving a loaded truck, hands-free Georgia, and backing up safely with a spotter.',
  estimatedMinutes: 8,
  content: `
<h2>Before you roll</h2>
<ul>
<li>Walk around the truck: tires, lights, mirrors, load secured, tailgate latched, ramp stowed.</li>
<li>Adjust mirrors and seat. Everyone in a seat belt.</li>
<li>Set the GPS before you move. Georgia's Hands-Free law means no holding a phone while driving — not at a red light either.</li>
</ul>
<h2>Driving loaded</h2>
<p>A loaded truck takes much longer to stop and leans more in turns. Leave extra following distance, brake early, take turns and ramps slowly, and watch for low branches, wires and carports on residential streets.</p>
<h2>Backing up</h2>
<p>Many serious work-zone injuries involve a vehicle backing up. Avoid backing when you can: plan to pull through, or back in on arrival so you drive out forward when loaded.</p>
<p>When you must back up:</p>
<ol>
<li><strong>Get out and look</strong> (GOAL) at the space behind the truck: people, kids, pets, posts, low wires.</li>
<li><strong>Use a spotter</strong> whenever someone is with you. Agree on signals first: come back, slow, stop, turn.</li>
<li>The spotter stands to the rear on the <strong>driver's side</strong>, where the driver can see them in the mirror, and never walks backward behind the moving truck or stands between the truck and a wall.</li>
<li><strong>If you lose sight of the spotter, stop</strong> and stay stopped until you see them again.</li>
<li>Back slowly with hazard lights on; tap the horn before you start.</li>
</ol>
`,
  questions: [
    {
      question: 'You are driving the truck and your phone buzzes with the next address. In Georgia you may…',
      options: [
        'Hold it to read the text at a red light',
        'Not hold it; use a mounted phone or have a passenger read it',
        'Hold it below the dashboard',
        'Type a quick reply',
      ],
      correctAnswer: 1,
      explanation: "Georgia's Hands-Free law forbids holding a phone while driving, stopped at a light included.",
    },
    {
      question: 'What does GOAL stand for?',
      options: ['Go Out And Load', 'Get Out And Look', 'Gear, Oil, Air, Lights', 'Give Others A Lane'],
      correctAnswer: 1,
      explanation: 'Get Out And Look at the space behind the truck before backing up.',
    },
    {
      question: 'Where does the spotter stand?',
      options: [
        'Directly behind the truck',
        'To the rear on the driver’s side, visible in the mirror',
        'In the cab',
        'Wherever is comfortable',
      ],
      correctAnswer: 1,
      explanation:
        'The driver must see the spotter in the mirror. Never behind the moving truck or between it and a wall.',
    },
    {
      question: 'While backing up, you lose sight of the spotter. You…',
      options: [
        'Keep going slowly',
        'Stop and stay stopped until you see them again',
        'Honk and speed up',
        'Use the camera only',
      ],
      correctAnswer: 1,
      explanation: 'If you cannot see the spotter, you cannot know where they are. Stop.',
    },
    {
      question: 'How does a loaded truck handle compared with an empty one?',
      options: [
        'It stops faster',
        'It takes longer to stop and leans more in turns',
        'No difference',
        'It handles better on ramps',
      ],
      correctAnswer: 1,
      explanation: 'More weight means longer stopping distance and more lean. Leave more room and slow down.',
    },
    {
      question: 'What is the best way to avoid a backing accident when you arrive at a job?',
      options: [
        'Back out when loaded',
        'Plan to pull through or back in on arrival so you leave forward',
        'Always park on the lawn',
        'Back up fast to save time',
      ],
      correctAnswer: 1,
      explanation:
        'Backing in when empty and with a fresh look is safer than backing out loaded at the end of the job.',
    },
  ],
  badge: {
    name: 'Safe Driver',
    description: 'Completed Driving and Backing with a Spotter.',
    icon: 'steering',
    points: 10,
  },
};
