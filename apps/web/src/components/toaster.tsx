import { useEffect } from 'react';
import { Bounce, ToastContainer, toast } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { attachToaster } from '../lib/notify.ts';
import { usePreferences } from '../lib/preferences.ts';

/** Spec §8: toasts top-centre, 3 s, close on click, pause on hover, draggable. */
export const TOAST_MS = 3000;

/** The toast container, loaded with the first toast (lib/notify.ts). */
export default function Toaster() {
  const { theme } = usePreferences();
  useEffect(
    () =>
      attachToaster((kind, message, options) => {
        // A silent toast is seen, not heard: its words hidden from the container's live region, no alert role.
        if (options?.silent) toast[kind](<span aria-hidden="true">{message}</span>, { role: 'none', closeButton: false, hideProgressBar: true });
        else toast[kind](message);
      }),
    [],
  );
  return <ToastContainer position="top-center" autoClose={TOAST_MS} closeOnClick pauseOnHover draggable theme={theme} transition={Bounce} />;
}
