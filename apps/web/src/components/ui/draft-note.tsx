/**
 * Says that a form was filled again from what was typed before (lib/form-draft.ts) and is not saved or
 * sent yet: plain text above the fields, read in order with them.
 */
export function DraftNote({ children }: { children: string }) {
  return (
    <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 sm:col-span-full dark:bg-amber-900/30 dark:text-amber-100" data-testid="draft-note">
      {children}
    </p>
  );
}
