import { configMessages } from '../config/messages.ts';

/**
 * Replaces index.html's 'Loading' with a message when the app's own code cannot be loaded (offline on
 * a first visit, or a deployment that removed the chunks this page names): React is not there to
 * render one, and a spinner that never stops would leave the member waiting.
 */
export function showStartFailure(root: HTMLElement | null = document.getElementById('root')): void {
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.className = 'mx-auto max-w-xl p-8 text-center text-red-800';
  message.textContent = configMessages.startFailed;
  root?.replaceChildren(message);
}
