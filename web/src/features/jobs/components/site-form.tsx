/**
 * Set a job's site on its page (decision 0143) without typing two numbers: paste a
 * Google Maps or Apple Maps link or "lat, lng" (read by the shared `parseSiteLocation`), look the
 * address up with the geocoder, or take where the crew first clocked in. Online only.
 */
import { type Appointment, parseSiteLocation, SITE_TEXT_HINT } from '@haul/shared';
import { useId, useState } from 'react';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { FIELD_CLASSES } from '../../../components/ui/field-styles.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useSetOfficeSite } from '../api/appointments.ts';

const NOT_SET = 'The site was not changed.';

export function SiteForm({ appointment }: { appointment: Appointment }) {
  const setSite = useSetOfficeSite();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const fieldId = useId();

  const run = async (input: Parameters<typeof setSite.mutateAsync>[0]['input'], what: string) => {
    setProblem(null);
    setDone(null);
    try {
      const job = await setSite.mutateAsync({ id: appointment.id, input });
      // biome-ignore lint/plugin/no-float-money: coordinates, not money
      setDone(`Site set ${what}: ${job.siteLatitude?.toFixed(5)}, ${job.siteLongitude?.toFixed(5)}.`);
      if (input.from === 'coordinates') setText('');
    } catch (error) {
      setProblem(error instanceof ApiError ? error.userMessage(NOT_SET) : NOT_SET);
    }
  };

  return (
    <div className="space-y-4">
      <form
        noValidate
        className="space-y-2"
        onSubmit={(e) => {
          e.preventDefault();
          const parsed = parseSiteLocation(text);
          if (!parsed.ok) {
            setDone(null);
            setProblem(parsed.reason);
            return;
          }
          void run({ from: 'coordinates', latitude: parsed.latitude, longitude: parsed.longitude }, 'from the link');
        }}
      >
        <label htmlFor={fieldId} className="text-sm font-semibold text-slate-800">
          Map link or “latitude, longitude”
        </label>
        <input
          id={fieldId}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="https://maps.google.com/… or 33.7748, -84.2963"
          aria-describedby={`${fieldId}-hint`}
          className={FIELD_CLASSES}
        />
        <p id={`${fieldId}-hint`} className="text-sm text-slate-500">
          {SITE_TEXT_HINT}
        </p>
        <button type="submit" disabled={setSite.isPending} className={buttonClasses('primary')}>
          Use this location
        </button>
      </form>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={setSite.isPending}
          className={buttonClasses('outline')}
          onClick={() => void run({ from: 'address' }, 'from the address')}
        >
          Find the address on the map
        </button>
        <button
          type="button"
          disabled={setSite.isPending}
          className={buttonClasses('outline')}
          onClick={() => void run({ from: 'first-punch' }, 'where the crew first clocked in')}
        >
          Use the crew's first punch
        </button>
      </div>
      {problem && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
      <p role="status" className="text-sm font-medium text-brand-800">
        {done}
      </p>
    </div>
  );
}
