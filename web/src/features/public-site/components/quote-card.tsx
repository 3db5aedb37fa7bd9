import { COMPANY } from '@haul/shared';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { CheckList } from '../../../components/ui/check-list.tsx';
import { PhoneLink } from '../../../components/ui/phone-link.tsx';

/** "Get a free quote" card linking to /booking, with the phone as the alternative. */
export function QuoteCard({ title = 'Get Your Free Quote', note }: { title?: string; note?: string }) {
  return (
    <aside className="rounded-2xl bg-brand-900 p-6 text-white shadow-lg sm:p-8" aria-label={title}>
      <h2 className="text-2xl font-extrabold">{title}</h2>
      <p className="mt-2 text-brand-50">
        Pick an arrival window online and we will call within {COMPANY.callbackPromiseHours} hours to confirm.
      </p>
      <div className="mt-5">
        <CheckList
          tone="light"
          items={[
            'Free, no-obligation estimate on site',
            'Upfront volume-based price',
            'Pay by card after the job is done',
          ]}
        />
      </div>
      {note && <p className="mt-5 rounded-lg bg-white/10 p-3 text-sm text-brand-50">{note}</p>}
      <div className="mt-6 flex flex-col gap-3">
        <Link to="/booking" className={buttonClasses('accent', 'lg')}>
          BOOK ONLINE NOW
        </Link>
        <PhoneLink variant="light" size="lg" prefix="Call" />
      </div>
    </aside>
  );
}
