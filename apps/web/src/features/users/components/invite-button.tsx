// "Send invitation" in the user form: e-mails a new invitation link; earlier links stop working.
import type { User } from "@alliance/shared";
import { Button } from "../../../components/ui/button";
import { VisuallyHidden } from "../../../components/ui/visually-hidden";
import { reportError } from "../../../lib/staff/session";
import { notify } from "../../../lib/toast";
import { useInvite } from "../api";

export function InviteButton({ user }: { user: User }) {
  const invite = useInvite();
  return (
    <Button
      variant="secondary"
      disabled={invite.isPending}
      onClick={() =>
        invite.mutate(user._id, {
          onSuccess: (answer) => notify.success(answer.message),
          onError: (error) => reportError(error, () => notify.error("Invitation not sent")),
        })
      }
    >
      Send invitation<VisuallyHidden> to {user.username}</VisuallyHidden>
    </Button>
  );
}
