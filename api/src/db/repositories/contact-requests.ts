import type { ContactRequest, ContactRequestCreate } from '@haul/shared';
import { writeVersioned } from '../change-version.ts';
import type { Sql } from '../client.ts';
import { iso, isoOrNull } from '../rows.ts';

interface ContactRow {
  id: string;
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  address: string;
  description: string;
  created_at: Date;
  handled_at: Date | null;
  handled_by_name: string | null;
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
  handledAt: isoOrNull(r.handled_at),
  handledBy: r.handled_by_name,
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

    /** Marks it handled once (a second call keeps the first who and when); null when there is none. */
    async markHandled(id: string, userId: string, username: string, at: Date): Promise<ContactRequest | null> {
      return writeVersioned(sql, async (tx, version) => {
        const [row] = await tx<ContactRow[]>`
          update contact_requests
          set handled_at = coalesce(handled_at, ${at}),
              handled_by = case when handled_at is null then ${userId}::uuid else handled_by end,
              handled_by_name = case when handled_at is null then ${username} else handled_by_name end,
              version = ${version}
          where id = ${id} and deleted_at is null
          returning *`;
        return row ? toContactRequest(row) : null;
      });
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
