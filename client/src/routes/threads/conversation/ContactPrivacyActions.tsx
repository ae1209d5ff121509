import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { TextField } from '../../../components/TextField';
import { useToast } from '../../../components/Toast';
import { useEraseContactMutation } from '../../../mutations/useEraseContactMutation';
import { useExportContactMutation } from '../../../mutations/useExportContactMutation';
import type { ContactPrivacyActions_contact$key } from './__generated__/ContactPrivacyActions_contact.graphql';

const contactFragment = graphql`
  fragment ContactPrivacyActions_contact on Contact {
    id
    displayName
    email
  }
`;

/** Saves a JSON document as a file, as a link the browser downloads would. */
function download(fileName: string, document: unknown) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' }));
  const link = window.document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has handed the blob to the download by the next task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * For a data-subject request, admins only: everything about this person as one file, or erasing them for good.
 * Erasing takes typing their email (or name, for someone without one), so it cannot happen by a slip.
 */
export function ContactPrivacyActions({ contact: contactKey, listPath }: { contact: ContactPrivacyActions_contact$key; listPath: string }) {
  const contact = useFragment(contactFragment, contactKey);
  const [exportContact, exporting] = useExportContactMutation();
  const [eraseContact] = useEraseContactMutation();
  const toast = useToast();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [confirmation, setConfirmation] = useState('');
  const expected = contact.email ?? contact.displayName;

  const exportData = async () => {
    const outcome = await exportContact({ contactId: contact.id });
    if (!outcome.ok) return toast({ title: 'Could not export the contact', description: outcome.error.message, tone: 'error' });
    download(outcome.payload.fileName, outcome.payload.document);
    toast({ title: 'Contact data downloaded', description: outcome.payload.fileName });
  };

  const erase = async () => {
    const outcome = await eraseContact({ contactId: contact.id, confirmation });
    if (!outcome.ok) return outcome.error.fieldErrors.confirmation ?? outcome.error.message;
    const { threadsDeleted, filesDeleted, keptForCounts } = outcome.payload;
    toast({
      title: 'Contact erased',
      description: keptForCounts
        ? `Their conversations stay as “Deleted visitor”, without text; ${filesDeleted} file(s) deleted.`
        : `${threadsDeleted} conversation(s) and ${filesDeleted} file(s) deleted.`,
    });
    void navigate(listPath, { replace: true });
    return null;
  };

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" size="sm" loading={exporting} onClick={() => void exportData()}>
        Export data
      </Button>
      <Button
        variant="dangerOutline"
        size="sm"
        onClick={() => {
          setConfirmation('');
          setOpen(true);
        }}
      >
        Erase contact…
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Erase ${contact.displayName}?`}
        description="Their conversations, messages, files, attributes and sessions are deleted for good, and their open chat is closed. This cannot be undone."
        confirmLabel="Erase permanently"
        confirmDisabled={confirmation.trim().toLowerCase() !== expected.toLowerCase()}
        onConfirm={erase}
      >
        <TextField
          label={
            <>
              Type <strong className="font-semibold">{expected}</strong> to confirm
            </>
          }
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
      </ConfirmDialog>
    </div>
  );
}
