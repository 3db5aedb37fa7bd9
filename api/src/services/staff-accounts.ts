/**
 * Personal staff accounts. An admin gives an employee app access: a random one-time setup code
 * (only its hash is stored) valid for 72 hours. The employee redeems it once with a username and
 * their own password and is signed in. Giving access again (a reset) ends the account's sessions
 * and every older code, and the old password stops working until the new code is redeemed.
 * Disabling ends the sessions at once: the next call with one of them is a 401.
 */
import { randomInt } from 'node:crypto';
import {
  type RedeemSetupCodeInput,
  SETUP_CODE_ALPHABET,
  SETUP_CODE_LENGTH,
  SETUP_CODE_TTL_HOURS,
  type SetupCodeIssued,
  type StaffAccess,
  type User,
} from '@haul/shared';
import { hashPassword } from '../auth/password.ts';
import { hashSessionToken } from '../auth/session-token.ts';
import type { Clock } from '../clock.ts';
import type { Sql } from '../db/client.ts';
import type { StaffAccountsRepository } from '../db/repositories/staff-accounts.ts';
import { ApiFailure, conflict, notFound } from '../http/errors.ts';

export const SETUP_CODE_TTL_MS = SETUP_CODE_TTL_HOURS * 3600_000;

const invalidCode = () =>
  new ApiFailure(
    400,
    'invalid_setup_code',
    'That setup code is not valid any more (used, replaced or older than 72 hours). Ask the office for a new one.',
    { code: 'Not valid any more' },
  );

function newSetupCode(): string {
  let code = '';
  for (let i = 0; i < SETUP_CODE_LENGTH; i++) code += SETUP_CODE_ALPHABET[randomInt(SETUP_CODE_ALPHABET.length)];
  return code;
}

/** Shown in groups of four (ABCD-EFGH-JKMN) so it can be read out over the phone. */
const grouped = (code: string) => code.match(/.{1,4}/g)?.join('-') ?? code;

export function staffAccountsService(sql: Sql, repo: StaffAccountsRepository, clock: Clock) {
  return {
    list: (): Promise<StaffAccess[]> => repo.list(clock.now()),

    /** Give access, or reset it: a new code; the account's sessions and older codes end. */
    async issueSetupCode(admin: User, employeeId: string): Promise<SetupCodeIssued> {
      if (!(await repo.employeeName(employeeId))) throw notFound('That employee does not exist.');
      if (await repo.employeeInactive(employeeId))
        throw conflict('employee_inactive', 'This employee is inactive. Set them active before giving app access.');
      const code = newSetupCode();
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + SETUP_CODE_TTL_MS);
      await sql.begin(async (tx) => {
        await repo.revokeCodes(tx, employeeId, now);
        const account = await repo.userForEmployee(tx, employeeId);
        if (account) {
          await repo.setDisabled(tx, account.id, now);
          await repo.revokeSessions(tx, account.id, now);
        }
        await repo.insertCode(tx, {
          codeHash: hashSessionToken(code),
          employeeId,
          createdBy: admin.id,
          now,
          expiresAt,
        });
      });
      return {
        employeeId,
        code: grouped(code),
        setupPath: `/setup?code=${encodeURIComponent(grouped(code))}`,
        expiresAt: expiresAt.toISOString(),
      };
    },

    async disable(employeeId: string): Promise<void> {
      if (!(await repo.employeeName(employeeId))) throw notFound('That employee does not exist.');
      const now = clock.now();
      await sql.begin(async (tx) => {
        await repo.revokeCodes(tx, employeeId, now);
        const account = await repo.userForEmployee(tx, employeeId);
        if (!account) return;
        await repo.setDisabled(tx, account.id, now);
        await repo.revokeSessions(tx, account.id, now);
      });
    },

    /** Redeems a code (already normalised by the schema) and returns the account to sign in. */
    async redeem(input: RedeemSetupCodeInput): Promise<User> {
      const now = clock.now();
      const passwordHash = await hashPassword(input.password);
      return (await sql.begin(async (tx) => {
        const found = await repo.lockValidCode(tx, hashSessionToken(input.code), now);
        if (!found) throw invalidCode();
        if (await repo.usernameTaken(tx, input.username, found.userId)) {
          throw new ApiFailure(409, 'username_taken', 'That username is taken. Pick another one.', {
            username: 'Already taken',
          });
        }
        await repo.markCodeUsed(tx, found.id, now);
        return found.userId
          ? repo.replaceCredentials(tx, found.userId, input.username, passwordHash)
          : repo.createCrewUser(tx, input.username, passwordHash, found.employeeId);
      })) as User;
    },
  };
}
export type StaffAccountsService = ReturnType<typeof staffAccountsService>;
