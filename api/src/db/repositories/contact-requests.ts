import type { ContactRequest, ContactRequestCreate } from '@haul/shared';
import { writeVersioned } from '../change-version.ts';
import type { Sql } from '../client.ts';
import { iso } from '../rows.ts';

interface ContactRow {
  id: string;
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  address: string;
  description: string;
  created_at: Date;
}

const toContactRequest = (r: ContactRow): ContactRequest => ({
  id: r.id,
  firstName: r.first_name,
  lastName: r.last_name,
  phone: r.phone,
  email: r.email,
  address: r.address,
  description: r.description,
  createdAt: iso(r.created_at),
});

export function contactRequestsRepository(sql: Sql) {
  return {
    async insert(input: ContactRequestCreate, createdAt?: Date): Promise<ContactRequest> {
      return writeVersioned(sql, async (tx, version) => {
        const [row] = await tx<ContactRow[]>`
          insert into contact_requests (first_name, last_name, phone, email, address, description, created_at, version)
          values (${input.firstName}, ${input.lastName}, ${input.phone}, ${input.email}, ${input.address},
                  ${input.description}, ${createdAt ?? new Date()}, ${version})
          returning *`;
        return toContactRequest(row as ContactRow);
      });
    },

    async list(limit = 500): Promise<ContactRequest[]> {
      const rows = await sql<ContactRow[]>`
        select * from contact_requests where deleted_at is null order by created_at desc limit ${limit}`;
      return rows.map(toContactRequest);
    },

    async count(): Promise<number> {
      const [row] = await sql<
        { count: number }[]
      >`select count(*)::int as count from contact_requests where deleted_at is null`;
      return row?.count ?? 0;
    },
  };
}
export type ContactRequestsRepository = ReturnType<typeof contactRequestsRepository>;
