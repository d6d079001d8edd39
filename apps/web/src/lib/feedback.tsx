import { App, Modal, notification } from 'antd';
import { useEffect } from 'react';

/**
 * The API client, the session timers and the navigation guard live outside components but must
 * show notifications and dialogs that inherit the theme and pt-BR locale. <FeedbackBridge/>, placed
 * inside antd's <App>, hands over its context-bound instances; until it mounts the static
 * functions are used.
 */
type useAppProps = ReturnType<typeof App.useApp>;

let current: useAppProps | null = null;

export const feedback = {
  get notification(): useAppProps['notification'] {
    return current?.notification ?? notification;
  },
  get modal(): useAppProps['modal'] {
    return current?.modal ?? (Modal as unknown as useAppProps['modal']);
  },
};

export function FeedbackBridge() {
  const app = App.useApp();
  current = app;
  useEffect(
    () => () => {
      if (current === app) current = null;
    },
    [app],
  );
  return null;
}
