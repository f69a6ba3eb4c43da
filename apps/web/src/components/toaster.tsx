import { useEffect } from 'react';
import { Bounce, ToastContainer, toast } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { attachToaster } from '../lib/notify.ts';
import { usePreferences } from '../lib/preferences.ts';
import { toastsStay } from '../lib/toast-timing.ts';

/** Spec §8: toasts top-centre, 3 s, close on click, pause on hover, draggable. */
export const TOAST_MS = 3000;

/** The toast container, loaded with the first toast (lib/notify.ts). */
export default function Toaster() {
  const { theme } = usePreferences();
  useEffect(
    () =>
      attachToaster((kind, message, options) => {
        // A silent toast is seen, not heard: its words hidden from the container's live region, no alert role.
        // with "messages stay" on (lib/toast-timing.ts) a toast has no time limit: she closes it
        const autoClose = toastsStay() ? false : TOAST_MS;
        if (options?.silent)
          toast[kind](<span aria-hidden="true">{message}</span>, { role: 'none', closeButton: toastsStay(), hideProgressBar: true, autoClose });
        // one announcement: the container is already a polite live region, so a toast inside it is a status,
        // not an alert (an alert inside it is read twice); an error still interrupts
        else toast[kind](message, { role: kind === 'error' ? 'alert' : 'status', autoClose });
      }),
    [],
  );
  // a toast a keyboard has reached stays while the focus is in it (WCAG 2.2.1), as one under the pointer does
  return (
    <div onFocus={() => toast.pause()} onBlur={() => toast.play()}>
      <ToastContainer position="top-center" autoClose={TOAST_MS} closeOnClick pauseOnHover draggable theme={theme} transition={Bounce} />
    </div>
  );
}
