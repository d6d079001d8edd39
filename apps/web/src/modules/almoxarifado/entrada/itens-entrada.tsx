import { Input, InputNumber } from 'antd';
import { colunaDoItem, colunaMaterial, colunaQuantidade, ItensDoDocumento } from '../../../components/estoque';
import { Autocomplete } from '../../../components/fields/Autocomplete';
import { DateInput } from '../../../components/fields/DateInput';

/**
 * The lines of an entry: material, lot, expiry, manufacturer, quantity (smallest unit) and unit price, in a
 * table that fits 1366 × 768. Each field is a Form.List item, so a 422 on `itens.N.campo` lands on its cell.
 */
export function ItensEntrada() {
  return (
    <ItensDoDocumento
      scroll={{ x: 1000 }}
      locale={{ emptyText: 'Nenhum item. Use "Adicionar item".' }}
      colunas={[
        colunaMaterial({ estilo: { minWidth: 240 } }),
        colunaDoItem({
          campo: 'lote',
          titulo: 'Lote',
          largura: 130,
          controle: (rotulo) => <Input aria-label={rotulo} maxLength={30} />,
        }),
        colunaDoItem({ campo: 'validade', titulo: 'Validade', largura: 140, controle: (rotulo) => <DateInput aria-label={rotulo} /> }),
        colunaDoItem({
          campo: 'fabricanteId',
          titulo: 'Fabricante',
          largura: 200,
          obrigatorio: false,
          controle: (rotulo) => <Autocomplete url="/api/cadastro/fabricante/autocomplete" label={rotulo} optionLabel="label" allowClear />,
        }),
        colunaQuantidade(110),
        colunaDoItem({
          campo: 'valorUnitario',
          titulo: 'Valor unitário',
          largura: 130,
          controle: (rotulo) => <InputNumber aria-label={rotulo} min={0} precision={4} decimalSeparator="," style={{ width: '100%' }} />,
        }),
      ]}
    />
  );
}
