import { BarcodeOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../../lib/api';
import { handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { resultadoApi } from './resultado.api';

/**
 * The bench's scan box: a barcode reader types the scheduling number of the collection label and presses Enter;
 * the scheduling opens (a number typed by hand works the same).
 */
export function BuscaNumero({ aoEncontrar }: { aoEncontrar: (labAgendamentoId: number) => void }) {
  const [valor, setValor] = useState('');
  const buscar = async (texto: string) => {
    const numero = texto.replace(/\D/g, '');
    if (!numero) return;
    try {
      const r = await resultadoApi.porNumero(numero);
      setValor('');
      aoEncontrar(r.data.id);
    } catch (e) {
      if (e instanceof ApiError && e.status === 404)
        feedback.notification.warning({ title: 'Atenção', description: e.body.message ?? 'Nenhum agendamento com este número.' });
      else handleApiError(e);
    }
  };
  return (
    <Input.Search
      aria-label="Número do agendamento (leitor de código de barras)"
      placeholder="Leia a etiqueta ou digite o nº do agendamento"
      prefix={<BarcodeOutlined />}
      style={{ width: 360, maxWidth: '100%' }}
      value={valor}
      onChange={(e) => setValor(e.target.value)}
      onSearch={(v) => void buscar(v)}
      enterButton="Abrir"
      allowClear
    />
  );
}
