import { toCamel } from '@saude/shared';
import type { FormInstance } from 'antd';
import { ApiError } from './api';
import { feedback } from './feedback';

export const ERRO_GENERICO = 'Ocorreu um erro';

/** Every field message of a 422 body, in order, each with a stable key. */
export function mensagensDeValidacao(error: ApiError): { chave: string; mensagem: string }[] {
  return Object.entries(error.body.errors ?? {}).flatMap(([campo, msgs]) =>
    msgs.map((mensagem, n) => ({ chave: `${campo}.${n}`, mensagem })),
  );
}

/**
 * Besides the spec's 400/401/403, statuses whose message the server writes for the user:
 * 409 (record in use, ARCHITECTURE §4) and 429 (too many login attempts).
 */
const COM_MENSAGEM = new Set([400, 401, 403, 409, 429]);

/**
 * The generic handler of spec 000 §8. 400/401/403 show the server's message; 422 lists every
 * field's messages; anything else is 'Ocorreu um erro'. Errors that are not HTTP answers are
 * left to the caller (logged here so they are never silent).
 */
export function handleApiError(error: unknown): void {
  if (!(error instanceof ApiError)) {
    if (!(error instanceof DOMException && error.name === 'AbortError')) console.error(error);
    return;
  }
  const { notification } = feedback;
  const { status, body } = error;
  if (COM_MENSAGEM.has(status) && body.message) {
    notification.warning({ key: `api-${status}-${body.message}`, title: 'Atenção', description: body.message });
    return;
  }
  if (status === 400 || status === 401 || status === 403) return;
  if (status === 422) {
    const mensagens = mensagensDeValidacao(error);
    notification.error({
      key: 'api-422',
      title: 'Erro',
      description: mensagens.length ? (
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {mensagens.map(({ chave, mensagem }) => (
            <li key={chave}>{mensagem}</li>
          ))}
        </ul>
      ) : (
        body.message
      ),
    });
    return;
  }
  notification.error({
    key: 'api-erro',
    title: ERRO_GENERICO,
    description: body.requestId ? `Código para o suporte: ${body.requestId}` : undefined,
  });
}

/** 'lotacoes.0.nome' → ['lotacoes', 0, 'nome'] in camelCase, as antd names nested fields. */
function fieldName(key: string): (string | number)[] {
  return key.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : toCamel(part)));
}

/**
 * Puts a 422's messages on the form's fields (ARCHITECTURE "what users ask for" #2). Only the
 * first message of each field shows (spec 000 §5). Returns whether it was a 422.
 */
export function applyFormErrors(form: FormInstance, error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 422 || !error.body.errors) return false;
  const fields = Object.entries(error.body.errors).map(([key, msgs]) => ({ name: fieldName(key), errors: msgs.slice(0, 1) }));
  // Names the form does not have are ignored by antd; the notification still lists them.
  form.setFields(fields);
  if (fields[0]) {
    form.scrollToField(fields[0].name);
    form.focusField(fields[0].name);
  }
  return true;
}

/** onValuesChange handler that clears server errors of edited fields (rules re-validate after). */
export function clearErrorsOnChange(form: FormInstance) {
  return (changed: Record<string, unknown>) => form.setFields(Object.keys(changed).map((name) => ({ name, errors: [] })));
}
