import { Panel, StateText } from '../../../components/office/panel.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { useContactRequests } from '../api/contact-requests.ts';
import { ContactRequestCard } from './contact-request-card.tsx';

export function ContactRequestsTab() {
  const contacts = useContactRequests();
  return (
    <Panel title="All Contact Requests">
      {contacts.isPending ? (
        <StateText role="status">Loading contact requests...</StateText>
      ) : contacts.isError ? (
        <LoadFailed what="contact requests" query={contacts} />
      ) : contacts.data.length === 0 ? (
        <StateText>No contact requests yet</StateText>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {contacts.data.map((request) => (
            <li key={request.id} className="rounded-lg border border-slate-200 p-4">
              <ContactRequestCard request={request} />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
