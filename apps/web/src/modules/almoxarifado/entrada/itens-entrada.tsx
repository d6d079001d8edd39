import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Table } from 'antd';
import { Autocomplete } from '../../../components/fields/Autocomplete';
import { DateInput } from '../../../components/fields/DateInput';

/**
 * The lines of an entry: material, lot, expiry, manufacturer, quantity (smallest unit) and unit price, in a
 * table that fits 1366 × 768. Each field is a Form.List item, so a 422 on `itens.N.campo` lands on its cell.
 */
export function ItensEntrada() {
  return (
    <Form.List name="itens">
      {(campos, { add, remove }) => (
        <>
          <Table
            size="small"
            rowKey="key"
            pagination={false}
            dataSource={campos}
            scroll={{ x: 1000 }}
            locale={{ emptyText: 'Nenhum item. Use "Adicionar item".' }}
            columns={[
              {
                title: 'Material',
                key: 'material',
                render: (_, c) => (
                  <Form.Item
                    name={[c.name, 'materialId']}
                    rules={[{ required: true, message: 'O campo Material é obrigatório.' }]}
                    noStyle={false}
                    style={{ margin: 0 }}
                  >
                    <Autocomplete
                      url="/api/cadastro/material/autocomplete"
                      label={`Material do item ${c.name + 1}`}
                      style={{ minWidth: 240 }}
                    />
                  </Form.Item>
                ),
              },
              {
                title: 'Lote',
                key: 'lote',
                width: 130,
                render: (_, c) => (
                  <Form.Item
                    name={[c.name, 'lote']}
                    rules={[{ required: true, message: 'O campo Lote é obrigatório.' }]}
                    style={{ margin: 0 }}
                  >
                    <Input aria-label={`Lote do item ${c.name + 1}`} maxLength={30} />
                  </Form.Item>
                ),
              },
              {
                title: 'Validade',
                key: 'validade',
                width: 140,
                render: (_, c) => (
                  <Form.Item
                    name={[c.name, 'validade']}
                    rules={[{ required: true, message: 'O campo Validade é obrigatório.' }]}
                    style={{ margin: 0 }}
                  >
                    <DateInput aria-label={`Validade do item ${c.name + 1}`} />
                  </Form.Item>
                ),
              },
              {
                title: 'Fabricante',
                key: 'fabricante',
                width: 200,
                render: (_, c) => (
                  <Form.Item name={[c.name, 'fabricanteId']} style={{ margin: 0 }}>
                    <Autocomplete url="/api/cadastro/fabricante/autocomplete" label={`Fabricante do item ${c.name + 1}`} allowClear />
                  </Form.Item>
                ),
              },
              {
                title: 'Quantidade',
                key: 'quantidade',
                width: 110,
                render: (_, c) => (
                  <Form.Item
                    name={[c.name, 'quantidade']}
                    rules={[{ required: true, message: 'O campo Quantidade é obrigatório.' }]}
                    style={{ margin: 0 }}
                  >
                    <InputNumber aria-label={`Quantidade do item ${c.name + 1}`} min={1} precision={0} style={{ width: '100%' }} />
                  </Form.Item>
                ),
              },
              {
                title: 'Valor unitário',
                key: 'valorUnitario',
                width: 130,
                render: (_, c) => (
                  <Form.Item
                    name={[c.name, 'valorUnitario']}
                    rules={[{ required: true, message: 'O campo Valor unitário é obrigatório.' }]}
                    style={{ margin: 0 }}
                  >
                    <InputNumber
                      aria-label={`Valor unitário do item ${c.name + 1}`}
                      min={0}
                      precision={4}
                      decimalSeparator=","
                      style={{ width: '100%' }}
                    />
                  </Form.Item>
                ),
              },
              {
                title: '',
                key: 'acoes',
                width: 50,
                render: (_, c) => (
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`Remover item ${c.name + 1}`}
                    onClick={() => remove(c.name)}
                  />
                ),
              },
            ]}
          />
          <Button icon={<PlusOutlined />} style={{ marginTop: 8 }} onClick={() => add({})}>
            Adicionar item
          </Button>
        </>
      )}
    </Form.List>
  );
}
