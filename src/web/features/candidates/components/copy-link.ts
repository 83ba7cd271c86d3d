import { toasts } from '#shared/validation/messages.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { fetchInvitationLink } from '../api/candidate-actions.ts';

/** Copies a candidate's invitation link; a clipboard failure shows its own error (spec section 8). */
export const copyInvitationLink = async (candidateId: string) => {
  let link: string;
  try {
    link = await fetchInvitationLink(candidateId);
  } catch (error) {
    notifyError(error);
    return;
  }
  try {
    if (!navigator.clipboard) throw new Error('The clipboard is not available in this browser.');
    await navigator.clipboard.writeText(link);
    notifySuccess(toasts.linkCopied);
  } catch (error) {
    notifyError(error instanceof Error ? error.message : String(error));
  }
};
