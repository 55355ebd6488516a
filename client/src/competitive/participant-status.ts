import { t } from '@lingui/core/macro';
import type { ParticipantView } from '@matchdrop/shared';

export type ParticipantTone = 'host' | 'ready' | 'waiting' | 'away';

/**
 * A lobby card's status line. The wire's 'disconnected' (R-WIRE-7) covers both a dropped connection and a connected
 * player the 30-s unready timer marked; `connected` tells them apart so people see which one it is.
 * The host never readies up, so the host badge stands in for a status.
 */
export function participantStatus(p: ParticipantView): { label: string; tone: ParticipantTone } {
  if (!p.connected) return { label: t`Disconnected`, tone: 'away' };
  if (p.disconnected) return { label: t`Not ready — idle`, tone: 'away' };
  if (p.is_host) return { label: t`Starts the game`, tone: 'host' };
  return p.ready ? { label: t`Ready`, tone: 'ready' } : { label: t`Not ready`, tone: 'waiting' };
}
