import { ExclamationCircleFilled } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { handleApiError } from '../lib/errors';
import { feedback } from '../lib/feedback';

export interface DialogOptions {
  title?: ReactNode;
  content?: ReactNode;
  okText?: string;
  cancelText?: string;
  danger?: boolean;
  /** Runs on 'Sim'; the dialog shows loading and closes when it resolves. */
  onConfirm?: () => unknown | Promise<unknown>;
  onCancel?: () => void;
}

/**
 * Spec 000 §4 'dialog': Não/Sim, persistent (no mask or Esc close). The action runs with a
 * loading button and closes the dialog on success; on failure the generic error handler runs and
 * the dialog stays open so the user may retry or give up.
 */
export function confirmDialog({
  title = 'Confirmação',
  content,
  okText = 'Sim',
  cancelText = 'Não',
  danger,
  onConfirm,
  onCancel,
}: DialogOptions) {
  const instance = feedback.modal.confirm({
    title,
    content,
    okText,
    cancelText,
    icon: <ExclamationCircleFilled style={{ color: danger ? '#ff4d4f' : undefined }} />,
    okButtonProps: { danger },
    keyboard: false,
    mask: { closable: false },
    // Taking `close` keeps antd from closing on its own: we close only when the action succeeds.
    onOk: (close: () => void) => {
      const result = onConfirm?.();
      if (!(result instanceof Promise)) {
        close();
        return;
      }
      instance.update({ okButtonProps: { danger, loading: true }, cancelButtonProps: { disabled: true } });
      result.then(close, (error: unknown) => {
        handleApiError(error);
        instance.update({ okButtonProps: { danger, loading: false }, cancelButtonProps: { disabled: false } });
      });
    },
    onCancel,
  });
  return instance;
}

/** Spec 000 §4 'alert': a single 'Ok'. */
export function alertDialog({ title = 'Atenção', content, okText = 'Ok' }: Pick<DialogOptions, 'title' | 'content' | 'okText'>) {
  return feedback.modal.info({ title, content, okText });
}

export const confirmarExclusao = (onConfirm: DialogOptions['onConfirm']) =>
  confirmDialog({ title: 'Confirmação de exclusão', content: 'Deseja realmente excluir o item selecionado?', danger: true, onConfirm });

export const confirmarCancelamento = (onConfirm: DialogOptions['onConfirm']) =>
  confirmDialog({
    title: 'Confirmação de cancelamento',
    content: 'Deseja realmente cancelar o item selecionado?',
    danger: true,
    onConfirm,
  });
