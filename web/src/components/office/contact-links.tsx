/** Phone (tel:) and email (mailto:) links, so the office can call or write with one tap. */
export function ContactLinks({ phone, email }: { phone: string; email: string }) {
  const dial = phone.replace(/[^\d+]/g, '');
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1">
      <a href={`tel:${dial}`} className="font-medium text-brand-800 underline-offset-2 hover:underline">
        {phone}
      </a>
      <a href={`mailto:${email}`} className="break-all text-brand-800 underline-offset-2 hover:underline">
        {email}
      </a>
    </p>
  );
}
