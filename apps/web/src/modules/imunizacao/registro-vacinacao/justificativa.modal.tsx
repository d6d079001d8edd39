import { Alert, Input, Modal } from 'antd';
import { useState } from 'react';

/**
 * The calendar let the dose through only with a reason (issue 20: "needs a reason, per the calendar's rules"): the
 * rules hit are listed and the nurse types why; the same record is then sent again with it.
 */
export function JustificativaModal({
  motivos,
  salvando,
  aoConfirmar,
  aoFechar,
}: {
  motivos: string[];
  salvando: boolean;
  aoConfirmar: (justificativa: string) => void;
  aoFechar: () => void;
}) {
  const [texto, setTexto] = useState('');
  return (
    <Modal
      open
      title="Justificativa necessária"
      okText="Registrar com justificativa"
      cancelText="Voltar"
      onCancel={aoFechar}
      onOk={() => aoConfirmar(texto.trim())}
      okButtonProps={{ disabled: texto.trim().length === 0, loading: salvando }}
    >
      <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={motivos.map((m) => <div key={m}>{m}</div>)} />
      <label htmlFor="justificativa-vacina">Justificativa</label>
      <Input.TextArea id="justificativa-vacina" rows={3} maxLength={1000} value={texto} onChange={(e) => setTexto(e.target.value)} />
    </Modal>
  );
}
