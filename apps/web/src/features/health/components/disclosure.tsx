import { useId, useState, type ReactNode } from 'react';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';

/**
 * A panel that opens and closes on its own (spec §2: schedule periods start open and collapse; each
 * item toggles separately). The header is a real button with aria-expanded, so it works by keyboard
 * and is announced as expandable.
 */
export function Disclosure({
  header,
  children,
  defaultOpen = false,
  className = '',
  buttonClassName = '',
  headingLevel,
}: {
  header: ReactNode;
  /** What opens; a function is called only while open (a closed panel makes none of its content). */
  children: ReactNode | (() => ReactNode);
  defaultOpen?: boolean;
  className?: string;
  buttonClassName?: string;
  /** The header is a heading of this level with the button inside it, so a screen reader can jump between them. */
  headingLevel?: 2 | 3;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  const button = (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={id}
      onClick={() => setOpen((o) => !o)}
      className={`flex w-full items-center gap-3 text-left ${buttonClassName}`}
    >
      <span className="min-w-0 flex-1">{header}</span>
      <ChevronDownIcon className={`h-5 w-5 shrink-0 text-slate-500 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`} />
    </button>
  );
  const Heading = headingLevel ? (`h${headingLevel}` as const) : null;
  return (
    <div className={className}>
      {Heading ? <Heading>{button}</Heading> : button}
      <div id={id} hidden={!open}>
        {open ? (typeof children === 'function' ? children() : children) : null}
      </div>
    </div>
  );
}
