import { Input, Modal } from 'antd';
import type { ReactNode } from 'react';

const TIPOS = {
  estorno: { okText: 'Estornar', cancelText: 'Cancelar', rotulo: 'Motivo do estorno' },
  cancelamento: { okText: undefined, cancelText: 'Voltar', rotulo: 'Motivo do cancelamento' },
  recusa: { okText: undefined, cancelText: 'Voltar', rotulo: 'Motivo da recusa' },
} as const;

/**
 * Asks the reason of a reversal, a cancellation or a refusal of a stock document (the engine keeps it beside the movements and
 * refuses none without it, decision 0013). Open while `motivo` is not null; a cancellation's button repeats its title.
 */
export function ModalMotivo({
  tipo,
  titulo,
  texto,
  motivo,
  setMotivo,
  onOk,
}: {
  tipo: keyof typeof TIPOS;
  titulo: string;
  /** What the reversal or cancellation does to the stock, and the request for the reason. */
  texto: ReactNode;
  motivo: string | null;
  setMotivo: (motivo: string | null) => void;
  onOk: () => void;
}) {
  const t = TIPOS[tipo];
  return (
    <Modal
      open={motivo !== null}
      title={titulo}
      okText={t.okText ?? titulo}
      okButtonProps={{ danger: true, disabled: !motivo?.trim() }}
      cancelText={t.cancelText}
      onOk={onOk}
      onCancel={() => setMotivo(null)}
    >
      <p>{texto}</p>
      <Input.TextArea aria-label={t.rotulo} maxLength={300} value={motivo ?? ''} onChange={(ev) => setMotivo(ev.target.value)} />
    </Modal>
  );
}
