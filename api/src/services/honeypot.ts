/**
 * The public forms carry a hidden `website` field that people never see and bots fill in. A
 * filled one gets the same 201 a person would get, but nothing is stored, so a bot learns
 * nothing from the answer (docs/decisions/0021-honeypot-pretends-success.md).
 */
export function isHoneypotFilled(input: { website?: string | undefined }): boolean {
  return Boolean(input.website?.trim());
}
