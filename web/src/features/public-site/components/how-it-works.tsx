import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { HOW_IT_WORKS } from '../content/benefits.ts';
import { StepsList } from './steps-list.tsx';

/** Four steps from booking to payment; the target of the menu's How It Works link on the home page. */
export function HowItWorks({ id, title = 'How It Works' }: { id?: string; title?: string }) {
  return (
    <section id={id} aria-label={title} className="bg-brand-50 px-4 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl">
        <SectionHeading eyebrow="Simple from start to finish" title={title} />
        <div className="mt-10">
          <StepsList steps={HOW_IT_WORKS} />
        </div>
      </div>
    </section>
  );
}
