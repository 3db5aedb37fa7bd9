import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { PhoneLink } from '../../../components/ui/phone-link.tsx';

interface CtaBandProps {
  title: string;
  text: string;
  /** Label of the button to /booking, e.g. "BOOK ONLINE" or "SCHEDULE PICKUP". */
  bookLabel?: string;
}

/** Closing call to action: book online or call. */
export function CtaBand({ title, text, bookLabel = 'BOOK ONLINE' }: CtaBandProps) {
  return (
    <section className="bg-accent-400">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-12 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 className="text-2xl font-extrabold text-slate-900 sm:text-3xl">{title}</h2>
          <p className="mt-2 max-w-2xl text-lg text-slate-800">{text}</p>
        </div>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Link to="/booking" className={buttonClasses('primary', 'lg')}>
            {bookLabel}
          </Link>
          <PhoneLink variant="outline" size="lg" className="border-slate-900 bg-white text-slate-900" prefix="Call" />
        </div>
      </div>
    </section>
  );
}
