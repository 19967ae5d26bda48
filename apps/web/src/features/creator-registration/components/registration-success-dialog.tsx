import { CREATOR_REGISTRATION_MESSAGES as M } from '@amplio/shared/schemas/creator-registration';
import { PartyPopper } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { paths } from '../../../config/paths';

/** Spec 2 §2.7: shown when the server creates the account without asking for a code; Escape and the backdrop close it. */
export function RegistrationSuccessDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={
          <span className="inline-flex items-center gap-2">
            <PartyPopper className="size-6 text-accent-strong" strokeWidth={1.75} aria-hidden="true" />
            {M.successTitle}
          </span>
        }
        description={M.successBody}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="secondary">Close</Button>
            </DialogClose>
            <Button onClick={() => void navigate(paths.creatorDashboard.path)}>Go to Dashboard</Button>
          </>
        }
      />
    </Dialog>
  );
}
