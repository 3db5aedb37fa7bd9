import type { SeedModule } from './types.ts';

export const usingThisApp: SeedModule = {
  title: 'Using This App',
  description:
    'Clocking in at the job within 100 meters, before and after photos, working without signal, and your training.',
  estimatedMinutes: 6,
  content: `
<h2>Sign in once</h2>
<p>Sign in with your own username and password. The app stays signed in on your phone and works without signal: everything you do is saved on the phone and sent when you are back online. The bar at the top of each screen says whether you are online and how many changes are waiting to be sent.</p>
<h2>Clocking in: the 100 meter rule</h2>
<ul>
<li>Clock in <strong>at the job site</strong>. You must be within <strong>100 meters</strong> of the job (about the length of a football field) — the app checks your phone's location, and its accuracy is taken into account.</li>
<li>Allow location access when the phone asks. Without it you cannot clock in.</li>
<li>If you really have to clock in from farther away (the street is closed, the site pin is wrong), say why in the box. The office reviews those entries.</li>
<li>Clock out when the job is done, before you drive to the next one or to the dump.</li>
</ul>
<h2>Photos: before and after</h2>
<ul>
<li>Take <strong>before</strong> photos before you touch anything: every room or pile, and any damage that is already there.</li>
<li>Take <strong>during</strong> photos of anything unusual — hidden damage, an item you left behind and why.</li>
<li>Take <strong>after</strong> photos of the cleared, swept space from the same spots.</li>
<li>Photos queue on the phone when there is no signal and upload later. Each photo must be an image of 10 MB or less.</li>
</ul>
<p>Photos protect you and the company: they show what we found and what we left.</p>
<h2>Training</h2>
<p>Training modules and quizzes work offline too. Your results are sent when you are back online, and your badges appear after the next sync.</p>
`,
  questions: [
    {
      question: 'How close to the job site must you be to clock in?',
      options: ['Within 1 mile', 'Within 100 meters', 'Anywhere in Metro Atlanta', 'Within 10 meters'],
      correctAnswer: 1,
      explanation: 'The app checks that you are within 100 meters of the job, taking your GPS accuracy into account.',
    },
    {
      question: 'You have to clock in from down the street because the road is closed. What do you do?',
      options: [
        'Skip clocking in',
        'Ask someone else to clock you in',
        'Clock in and say why in the box; the office reviews it',
        'Wait until you get signal at home',
      ],
      correctAnswer: 2,
      explanation: 'Give the reason. Clock-ins from farther away are allowed with a reason and reviewed by the office.',
    },
    {
      question: 'When do you take before photos?',
      options: [
        'After loading the truck',
        'Before you touch anything',
        'Only if the customer asks',
        'At the end of the week',
      ],
      correctAnswer: 1,
      explanation: 'Before photos record the space and any existing damage before we start.',
    },
    {
      question: 'You are in a basement with no signal. Can you clock in and take photos?',
      options: [
        'No, the app needs signal',
        'Yes; they are saved on the phone and sent when you are back online',
        'Only photos',
        'Only clock in',
      ],
      correctAnswer: 1,
      explanation: 'The app works offline. The status bar shows changes waiting to be sent.',
    },
    {
      question: 'What do after photos show?',
      options: ['The truck', 'The cleared, swept space, from the same spots as before', 'The crew', 'The customer'],
      correctAnswer: 1,
      explanation: 'Matching before and after photos show what we found and what we left.',
    },
  ],
  badge: { name: 'App Pro', description: 'Completed Using This App.', icon: 'phone', points: 5 },
};
