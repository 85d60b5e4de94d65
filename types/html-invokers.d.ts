// HTML attributes the site relies on that @types/react does not list yet: invoker commands
// (a button opens or closes a <dialog> by id, without script) and a dialog's light dismiss.
/* eslint-disable @typescript-eslint/no-unused-vars -- merged interfaces must repeat React's type parameter */
import 'react';

declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close' | (string & {});
    commandfor?: string;
  }
  interface DialogHTMLAttributes<T> {
    closedby?: 'any' | 'closerequest' | 'none';
  }
}
