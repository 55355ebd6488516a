import type { ApiDeps } from '../deps.js';
import { sendCode, type IssuedCode } from '../codes/issue.js';
import { voidCode } from '../codes/repository.js';

/**
 * Mails a code. On failure the code is voided, so the user may ask for a new one at once instead
 * of waiting for a code that never arrived; the failure is logged. Returns whether it was sent.
 */
export async function deliverCode(deps: ApiDeps, issued: IssuedCode): Promise<boolean> {
  try {
    await sendCode(deps, issued);
    return true;
  } catch (err) {
    deps.logger.error({ err, purpose: issued.row.purpose, codeId: issued.row.id }, 'could not send a code by mail');
    await voidCode(deps.db, issued.row.id, deps.clock.now()).catch((voidErr: unknown) =>
      deps.logger.error({ err: voidErr, codeId: issued.row.id }, 'could not void an unsent code'),
    );
    return false;
  }
}
